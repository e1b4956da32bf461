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
  if (last && last.inventoryText === inventoryText && last.settingsText === settingsText && last.epoch === serverEpoch)
    return last.version;
  const version = createHash('sha256')
    .update(serverEpoch)
    .update('\n')
    .update(inventoryText)
    .update('\n')
    .update(settingsText)
    .digest('base64url')
    .slice(0, 22);
  last = { inventoryText, settingsText, epoch: serverEpoch, version };
  return version;
}

let last: { inventoryText: string; settingsText: string; epoch: string; version: string } | undefined;

/** What a snapshot sent now would bring: its fingerprint, and the message itself, encoded. */
export async function currentSnapshot(deps: AppDeps): Promise<{ version: string; bytes: Buffer }> {
  const [catalogue, settingsText] = await Promise.all([deps.catalogue.get(), deps.publicSettings.json()]);
  const inventoryText = catalogue.body.text;
  const version = liveVersionOf(inventoryText, settingsText, deps.serverEpoch);
  if (lastSnapshot?.version !== version) {
    // The live message, written around the API's own JSON texts (the same lists, as the same
    // text): encoded once per version, not once per socket. When orders open, every waiting
    // phone connects within seconds, and each used to have the catalogue serialised for it.
    const text =
      `{"type":"snapshot","serverEpoch":${JSON.stringify(deps.serverEpoch)},` +
      `"inventory":${inventoryText},"pickupSettings":${settingsText}}`;
    lastSnapshot = { version, bytes: Buffer.from(text) };
  }
  return lastSnapshot;
}

let lastSnapshot: { version: string; bytes: Buffer } | undefined;
