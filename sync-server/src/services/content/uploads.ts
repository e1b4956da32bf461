import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { invalid, notFound, Refusal } from '../errors';
import type { PhotoStore } from './photo-store';

/**
 * Recipe photos, in the single-part flow of the spec (docs/api.md, "Who may call"):
 *  1. the owner asks for an upload link: a signed URL on this server, valid 15 minutes;
 *  2. the browser PUTs the file there; the server keeps at most 10 MiB and only JPEG, PNG, WebP
 *     or AVIF, judged by the bytes themselves, never by the name or the Content-Type;
 *  3. the owner registers the link; the answer is the public path of the photo.
 * A link takes one upload: the first PUT claims it (photo-store.ts: a file created exclusively,
 * or a row), so a second PUT, parallel or later, is refused and never shares the first one's
 * temporary file. The photo
 * is named by the SHA-256 of its bytes, so a name always means the same picture and serving it
 * as immutable for a year is safe.
 */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const UPLOAD_LINK_LIFETIME_MS = 15 * 60 * 1000;
const UPLOAD_PATH = '/api/uploads/';
export const PUBLIC_UPLOADS_PATH = '/uploads/';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

const sign = (key: string, id: string, expires: number) =>
  createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');

export function createUploadUrl(key: string, now: Date): string {
  const id = randomUUID();
  const expires = now.getTime() + UPLOAD_LINK_LIFETIME_MS;
  return `${UPLOAD_PATH}${id}?expires=${expires}&signature=${sign(key, id, expires)}`;
}

export function checkUploadSignature(
  key: string,
  link: { id: string; expires: string | undefined; signature: string | undefined },
  now: Date,
): void {
  const expires = Number(link.expires);
  const expected = Buffer.from(sign(key, link.id, expires));
  const given = Buffer.from(link.signature ?? '');
  if (!Number.isFinite(expires) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new Refusal('forbidden', 'This upload link is not valid', 'invalid-upload-link');
  }
  if (expires < now.getTime()) {
    throw new Refusal(
      'forbidden',
      'This upload link has expired; please choose the photo again',
      'expired-upload-link',
    );
  }
}

/**
 * Stores the body of an upload PUT as the photo <sha256>.<ext> (photo-store.ts says where), or
 * refuses it: 409 when the link was used already, 413 too large, 415 not a photo. A refused
 * file frees its link again. The bytes arrive in a temporary file on this machine first, so
 * their type is judged before anything is kept.
 */
export async function receiveUpload(
  body: Readable,
  options: { store: PhotoStore; uploadDir: string; id: string; declaredLength: number | undefined },
): Promise<{ objectPath: string }> {
  const { store, id } = options;
  const tooLarge = () => new Refusal('too-large', 'Photos can be at most 10 MB', 'file-too-large');
  if (options.declaredLength !== undefined && options.declaredLength > MAX_UPLOAD_BYTES) throw tooLarge();

  await mkdir(options.uploadDir, { recursive: true });
  await store.claimLink(id);
  const partial = path.join(options.uploadDir, `${id}.part`);
  const digest = createHash('sha256');
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      digest.update(chunk);
      callback(received > MAX_UPLOAD_BYTES ? tooLarge() : null, chunk);
    },
  });
  let stored = false;
  try {
    await pipeline(body, limit, createWriteStream(partial));
    const type = await fileTypeFromFile(partial);
    const extension = type ? extensions[type.mime] : undefined;
    if (!type || !extension) {
      throw new Refusal('unsupported-type', 'Photos must be JPEG, PNG, WebP or AVIF images', 'unsupported-file-type');
    }
    const name = `${digest.digest('hex')}.${extension}`;
    await store.keep({ linkId: id, name, contentType: type.mime, file: partial });
    stored = true;
    return { objectPath: `${PUBLIC_UPLOADS_PATH}${name}` };
  } finally {
    await rm(partial, { force: true });
    if (!stored) await store.releaseLink(id);
  }
}

const notAnUploadLink = () =>
  invalid('That photo was not uploaded to this bakery. Please upload it again.', 'invalid-photo-url');

/** The public path of an uploaded photo, from the upload link it was sent to. */
export async function registeredPhotoPath(store: PhotoStore, photoURL: string): Promise<string> {
  // Any text may come here ("http://[" too): what is not a URL is not one of our links either.
  const pathname = URL.parse(photoURL, 'http://bakery.local')?.pathname ?? '';
  const id = pathname.slice(UPLOAD_PATH.length);
  if (!pathname.startsWith(UPLOAD_PATH) || !/^[0-9a-f-]{36}$/.test(id)) throw notAnUploadLink();
  const stored = (await store.photoOfLink(id)) ?? '';
  // Empty while an upload to the link is still arriving.
  if (!/^[0-9a-f]{64}\.(jpg|png|webp|avif)$/.test(stored)) {
    throw notFound('No photo was uploaded to that link', 'unknown-upload');
  }
  return `${PUBLIC_UPLOADS_PATH}${stored}`;
}
