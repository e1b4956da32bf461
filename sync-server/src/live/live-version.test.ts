import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveMessage } from '#shared/live';
import { fakeBuild } from '../testing/fake-build';
import { LiveClient } from '../testing/live-client';
import { asOwner } from '../testing/owner';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * A rendered page dates its catalogue and settings (data-live-version), and its app's socket
 * says so (`/ws?have=`): while they are what the server would send, no snapshot comes, so a
 * quiet shop's first visit parses nothing and loads no schema code; once anything changed, the
 * snapshot comes as it always did. On a real server with a build of its own (fakeBuild).
 */
let server: TestServer;
let build: ReturnType<typeof fakeBuild>;

beforeAll(async () => {
  build = fakeBuild(
    `export async function renderPage() { return { html: '<p>shop</p>', title: 'Shop', styles: '' }; }`,
  );
  server = await startTestServer({ STATIC_DIR: build.dir });
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

/** The page's fingerprint and epoch, as the app reads them (pwa/src/lib/page-data.tsx). */
async function pageStamp(): Promise<{ version: string; epoch: string }> {
  const html = await (await fetch(`${server.url}/`)).text();
  const version = /data-live-version="([^"]+)"/.exec(html)?.[1];
  const epoch = /data-server-epoch="([^"]+)"/.exec(html)?.[1];
  if (!version || !epoch) throw new Error(`the page carries no live version:\n${html.slice(0, 400)}`);
  return { version, epoch };
}

const isInventory = (id: string, price: string) => (message: LiveMessage) =>
  message.type === 'inventory' && message.items.some((item) => item.id === id && item.price === price);

describe("the live socket and the page's lists", () => {
  it('sends no snapshot to a page whose lists are current, and every change after', async () => {
    const { version, epoch } = await pageStamp();
    expect(epoch).toBe(server.running.deps.serverEpoch);
    const client = new LiveClient(server.url, `?have=${encodeURIComponent(version)}`);
    await new Promise((resolve) => client.socket.once('open', resolve));
    expect((await asOwner(server, 'PATCH', '/api/inventory/orange-biscotti/price', { price: '2.90' })).status).toBe(
      200,
    );
    // A snapshot is sent as the socket connects, so it would have come before this change.
    await client.next(isInventory('orange-biscotti', '2.90'));
    expect(client.messages.map((message) => message.type)).not.toContain('snapshot');
    client.socket.close();
  });

  it('sends the snapshot when the shop changed since the page was made, or the version is unknown', async () => {
    const before = await pageStamp();
    expect((await asOwner(server, 'PATCH', '/api/inventory/orange-biscotti/price', { price: '3.10' })).status).toBe(
      200,
    );
    for (const query of [`?have=${before.version}`, '?have=made-up', '?have=', '']) {
      const client = new LiveClient(server.url, query);
      const snapshot = await client.next((message) => message.type === 'snapshot');
      if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
      expect(snapshot.inventory.find((item) => item.id === 'orange-biscotti')?.price).toBe('3.10');
      client.socket.close();
    }
  });

  it("sends the snapshot to a page made before a shopper's hold: the page's count is old", async () => {
    const { version } = await pageStamp();
    const stockOf = (message: LiveMessage) =>
      message.type === 'snapshot'
        ? message.inventory.find((item) => item.id === 'sandwich-bread')?.availableStock
        : undefined;
    const before = new LiveClient(server.url);
    const countBefore = stockOf(await before.next((message) => message.type === 'snapshot'));
    before.socket.close();
    const hold = await server.request('POST', '/api/cart/reserve', {
      sessionId: 'page-version-1',
      productId: 'sandwich-bread',
      quantity: 1,
    });
    expect(hold.status).toBe(201);
    const client = new LiveClient(server.url, `?have=${version}`);
    const snapshot = await client.next((message) => message.type === 'snapshot');
    expect(stockOf(snapshot)).toBe(countBefore! - 1);
    client.socket.close();
  });
});
