import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '../pages/page-renderer';

/** The app shell of a fake build: its title says "Shell"; the comments mark where a page goes. */
export const SHELL_HTML =
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"><!--app--><!--/app--></div></body></html>';

/**
 * A build of the app of a test's own (STATIC_DIR): index.html, and with `serverEntry` the server
 * build's module (pwa/src/entry-server.tsx's exports, as JavaScript). Server tests of the pages
 * use it to tell what the server does with a page, without the app's real build.
 */
export function fakeBuild(serverEntry?: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bakery-build-'));
  writeFileSync(path.join(dir, 'index.html'), SHELL_HTML);
  if (serverEntry !== undefined) {
    mkdirSync(path.dirname(path.join(dir, SERVER_ENTRY)), { recursive: true });
    writeFileSync(path.join(dir, SERVER_ENTRY), serverEntry);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
