import * as z from 'zod/mini';
import { emailSchema } from './common';

/** POST /api/contact, with the contact form's own messages (docs/product.md, "What the forms refuse"). */
export const contactMessageSchema = z.object({
  email: emailSchema,
  subject: z
    .string({ error: 'Subject is required' })
    .check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(200, 'Subject must be at most 200 characters')),
  message: z
    .string({ error: 'Message must be at least 10 characters long' })
    .check(
      z.trim(),
      z.minLength(10, 'Message must be at least 10 characters long'),
      z.maxLength(5000, 'Message must be at most 5000 characters'),
    ),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /api/contact: the message was kept (and its notice to the owner queued with it). */
export const contactReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
