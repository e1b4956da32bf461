import { open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transactionRetried, type Db } from '../../db';
import { Refusal } from '../errors';

/** A stored recipe photo, as served under /uploads/<name>. */
export type StoredPhoto =
  { kind: 'file'; root: string; name: string } | { kind: 'bytes'; contentType: string; bytes: Buffer };

/**
 * Where recipe photos and the claims of their upload links are kept:
 *  - `folder` (the default with SQLite): files in UPLOAD_DIR on this machine;
 *  - `database` (the default with PostgreSQL): rows in the database every server reaches, so a
 *    photo uploaded through one server behind a load balancer is served by all of them, and
 *    a database backup has the photos too.
 * Photos are at most 10 MiB and a bakery has a few dozen, so the database holds them well.
 */
export interface PhotoStore {
  /** Takes an upload link for its one upload, or refuses with 409 when it was used already. */
  claimLink(id: string): Promise<void>;
  /** Frees a link whose upload was refused, so the owner can try the same link again. */
  releaseLink(id: string): Promise<void>;
  /** Keeps a received photo (a file on this machine, moved or read) as the link's photo. */
  keep(photo: { linkId: string; name: string; contentType: string; file: string }): Promise<void>;
  /** The name of the photo uploaded to a link, or null if none has arrived (yet). */
  photoOfLink(id: string): Promise<string | null>;
  read(name: string): Promise<StoredPhoto | null>;
}

const linkUsed = () =>
  new Refusal('conflict', 'This upload link was used already; please choose the photo again', 'upload-link-used');

export function folderPhotoStore(uploadDir: string): PhotoStore {
  /** The claim of a link is a file created exclusively; once stored, it holds the photo's name. */
  const claimOf = (id: string) => path.join(uploadDir, `${id}.link`);
  return {
    async claimLink(id) {
      const claim = await open(claimOf(id), 'wx').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? linkUsed() : error;
      });
      await claim.close();
    },
    releaseLink: (id) => rm(claimOf(id), { force: true }),
    async keep({ linkId, name, file }) {
      await rename(file, path.join(uploadDir, name));
      await writeFile(claimOf(linkId), name);
    },
    async photoOfLink(id) {
      return (await readFile(claimOf(id), 'utf8').catch(() => '')) || null;
    },
    read: async (name) => ({ kind: 'file', root: uploadDir, name }),
  };
}

export function databasePhotoStore(db: Db): PhotoStore {
  return {
    async claimLink(id) {
      const claimed = (await db('upload_links')
        .insert({ id, photoName: null, createdAt: new Date().toISOString() })
        .onConflict('id')
        .ignore()
        .returning('id')) as unknown[];
      if (claimed.length === 0) throw linkUsed();
    },
    releaseLink: async (id) => void (await db('upload_links').where({ id, photoName: null }).delete()),
    async keep({ linkId, name, contentType, file }) {
      const bytes = await readFile(file);
      await transactionRetried(db, async (trx) => {
        // Named by their SHA-256: the same name is the same picture, kept once.
        await trx('photos')
          .insert({ name, contentType, bytes, createdAt: new Date().toISOString() })
          .onConflict('name')
          .ignore();
        await trx('upload_links').where('id', linkId).update({ photoName: name });
      });
    },
    async photoOfLink(id) {
      const row = (await db('upload_links').select('photoName').where('id', id).first()) as
        { photoName: string | null } | undefined;
      return row?.photoName ?? null;
    },
    async read(name) {
      const row = (await db('photos').select('contentType', 'bytes').where('name', name).first()) as
        { contentType: string; bytes: Buffer } | undefined;
      return row ? { kind: 'bytes', contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
    },
  };
}
