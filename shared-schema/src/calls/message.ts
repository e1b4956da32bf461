import { commentReceiptSchema, commentSubmissionSchema } from '../comment';
import { recordIdParamsSchema } from '../common';
import { contactMessageSchema, contactReceiptSchema } from '../contact';
import { reviewReceiptSchema, reviewSubmissionSchema } from '../review';
import { call } from './define';

/**
 * What customers write to the bakery. Written offline, they wait in the customer's outbox and are
 * sent with an Idempotency-Key, so a resend after a lost answer does not post them twice.
 */
const message = {
  method: 'POST',
  access: 'anyone',
  repeat: 'idempotency-key',
  limit: 'messages',
  tag: 'Customer messages',
} as const;

export const messageCalls = {
  'message.contact': call({
    ...message,
    path: '/api/contact',
    summary: 'A message to the bakery',
    body: contactMessageSchema,
    answers: { 201: contactReceiptSchema },
  }),
  'message.review': call({
    ...message,
    path: '/api/reviews',
    summary: 'A review, shown once the owner approves it',
    body: reviewSubmissionSchema,
    answers: { 201: reviewReceiptSchema },
  }),
  'message.comment': call({
    ...message,
    path: '/api/recipes/:id/comments',
    summary: 'A comment, shown once the owner approves it',
    params: recordIdParamsSchema,
    body: commentSubmissionSchema,
    answers: { 201: commentReceiptSchema },
  }),
};
