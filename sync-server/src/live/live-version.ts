import { createHash } from 'node:crypto';
import type { AppDeps } from '../deps';

/**
 * What a live socket's snapshot would bring, as a short fingerprint: the catalogue's and the
 * public pickup settings' JSON texts (the answers of /api/inventory and /api/pickup-settings)
 * and the server's epoch. A rendered page carries the fingerprint of the lists it was rendered
 * with (pages/page-template.ts); its app opens the socket with it (`/ws?have=`), and when the
 * shop has not changed since, the server sends no snapshot: the page's lists are the snapshot
 * (docs/api.md, "Live sockets"). A quiet shop's first visit then parses nothing, and downloads
 * no schema code (docs/client.md, "What the first visit downloads").
 *
 * The texts are the same string objects until they change, so the last fingerprint is kept
 * and a rush of sockets hashes each version once.
 */
export function liveVersionOf(inventoryText: string, settingsText: string, serverEpoch: string): string {
  return lastVersion(inventoryText, settingsText, serverEpoch).version;
}

interface Version {
  inventoryText: string;
  settingsText: string;
  epoch: string;
  version: string;
  /** The snapshot message of this version, encoded on first use. */
  bytes?: Buffer;
}

let last: Version | undefined;

function lastVersion(inventoryText: string, settingsText: string, epoch: string): Version {
  if (last?.inventoryText === inventoryText && last.settingsText === settingsText && last.epoch === epoch) return last;
  const version = createHash('sha256')
    .update(epoch)
    .update('\n')
    .update(inventoryText)
    .update('\n')
    .update(settingsText)
    .digest('base64url')
    .slice(0, 22);
  last = { inventoryText, settingsText, epoch, version };
  return last;
}

/** What a snapshot sent now would bring: its fingerprint, and the message itself, encoded. */
export async function currentSnapshot(deps: AppDeps): Promise<{ version: string; bytes: Buffer }> {
  const [catalogue, settingsText] = await Promise.all([deps.catalogue.get(), deps.publicSettings.json()]);
  const current = lastVersion(catalogue.body.text, settingsText, deps.serverEpoch);
  // The live message, written around the API's own JSON texts (the same lists, as the same
  // text): encoded once per version, not once per socket. When orders open, every waiting
  // phone connects within seconds, and each used to have the catalogue serialised for it.
  current.bytes ??= Buffer.from(
    `{"type":"snapshot","serverEpoch":${JSON.stringify(deps.serverEpoch)},` +
      `"inventory":${current.inventoryText},"pickupSettings":${current.settingsText}}`,
  );
  return { version: current.version, bytes: current.bytes };
}
