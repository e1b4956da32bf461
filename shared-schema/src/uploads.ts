import { z } from 'zod';

/**
 * A recipe photo (docs/product.md): she asks for an upload link, PUTs the file to it, then
 * registers the upload, which answers the path a recipe names it by.
 */
export const uploadLinkSchema = z.object({ uploadURL: z.string() });
export type UploadLink = z.infer<typeof uploadLinkSchema>;
export const uploadParamsSchema = z.object({ id: z.uuid('Not an upload link of this server') });
/** The signature of an upload link: until when it holds, and its MAC (checked by services/content/uploads.ts). */
export const uploadSignatureQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(200).optional(),
});
export const photoRegistrationSchema = z.object({
  photoURL: z.string({ error: 'photoURL is required' }).min(1).max(1000),
});
export const registeredPhotoSchema = z.object({ objectPath: z.string() });
