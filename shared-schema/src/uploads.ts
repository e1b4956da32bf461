import * as z from 'zod/mini';

/**
 * A recipe photo (docs/product.md): she asks for an upload link, PUTs the file to it, then
 * registers the upload, which answers the path a recipe names it by.
 */
export const uploadLinkSchema = z.object({ uploadURL: z.string() });
export type UploadLink = z.infer<typeof uploadLinkSchema>;
export const uploadParamsSchema = z.object({ id: z.uuid('Not an upload link of this server') });
/** The signature of an upload link: until when it holds, and its MAC (checked by services/content/uploads.ts). */
export const uploadSignatureQuerySchema = z.object({
  expires: z.optional(z.string().check(z.maxLength(20))),
  signature: z.optional(z.string().check(z.maxLength(200))),
});
export const photoRegistrationSchema = z.object({
  photoURL: z.string({ error: 'photoURL is required' }).check(z.minLength(1), z.maxLength(1000)),
});
export const registeredPhotoSchema = z.object({ objectPath: z.string() });
