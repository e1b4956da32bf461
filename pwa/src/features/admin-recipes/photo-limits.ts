/** The photo widget's limits (docs/product.md, "What the forms refuse"), the same as the server's. */
export const MAX_PHOTO_BYTES = 10_485_760;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];
