import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../deps';
import { drawSquare, plainArt, type Art } from './preview-card';

export type PreviewDeps = Pick<AppDeps, 'db' | 'catalogue' | 'photos' | 'config' | 'log'>;

/**
 * Where a card's pictures come from: the app's inlined artwork, an uploaded photo, or the
 * bakery's icon when the app gives none. A picture that cannot be read or drawn leaves the
 * picture side plain: the preview is still sent, never a 500.
 */
export function previewPictures(deps: PreviewDeps) {
  const icon = path.join(deps.config.staticDir, 'pwa-512x512.png');

  /** A picture's bytes: inlined artwork, an uploaded photo, or null (a web address is not fetched). */
  async function bytesOf(src: string | null): Promise<Buffer | null> {
    if (!src) return null;
    const inline = dataUrlBytes(src);
    if (inline) return inline;
    const upload = /^\/uploads\/([^/]+)$/.exec(src);
    if (!upload) return null;
    const stored = await deps.photos.read(upload[1]!);
    if (!stored) return null;
    if (stored.kind === 'bytes') return stored.bytes;
    // A photo whose file went missing: the preview goes without it.
    return readFile(path.join(stored.root, stored.name)).catch((error: unknown) => {
      deps.log.error('previews: a photo could not be read', { photo: src, error: String(error) });
      return null;
    });
  }

  /** The bakery's icon, when the app gives no picture. */
  const iconBytes = () => (existsSync(icon) ? readFile(icon) : Promise.resolve(null));

  /** One picture on the left (preview-card.ts drawSquare), or the icon. */
  async function square(bytes: Buffer | null, fill: boolean): Promise<Art> {
    try {
      return await drawSquare(bytes ?? (await iconBytes()), fill);
    } catch (error) {
      // A photo that does not decode (or went missing) leaves the picture side plain.
      deps.log.error('previews: a picture could not be drawn', { error: String(error) });
      return plainArt();
    }
  }

  return { bytesOf, square };
}

/** An image's bytes from a data: URL (the app's inlined artwork); null for anything else. */
function dataUrlBytes(url: string): Buffer | null {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  return match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!));
}
