import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveSettings } from '../testing/notices';
import { timeLimit } from '../testing/time-limits';
import { fixedRenderedPages } from './page-lists';
import { asOwner } from '../testing/owner';
import { fakeBuild } from '../testing/fake-build';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The page renderer's windows, on a real server with a build of its own: index.html and a
 * server entry whose page shows how many renders it has made, sandwich-bread's stock and a
 * digest of all its lists. The
 * app's real build is not needed to tell when a page is rendered and what it was sent with.
 */
let server: TestServer;
let build: ReturnType<typeof fakeBuild>;

beforeAll(async () => {
  build = fakeBuild(
    `import { createHash } from 'node:crypto';
let renders = 0;
export async function renderPage({ url, lists }) {
  renders += 1;
  (globalThis.pagesRendered ??= []).push(url);
  const bread = lists['/api/inventory'].find((item) => item.id === 'sandwich-bread');
  const digest = createHash('sha256').update(JSON.stringify(lists)).digest('hex').slice(0, 12);
  return {
    html: '<p>render ' + renders + ', bread ' + bread.availableStock + '</p><p>lists ' + digest + '</p>',
    title: 'Shop',
    styles: '',
  };
}
`,
  );
  server = await startTestServer({ STATIC_DIR: build.dir });
  // The pages it makes as it starts are rendered one after another, and the tests count renders:
  // they begin once those are made (a server that started faster was still rendering them, and
  // a test saw one render more: fresh-clone run 73).
  await vi.waitFor(() => {
    const made = new Set((globalThis as { pagesRendered?: string[] }).pagesRendered).size;
    if (made < fixedRenderedPages().length) throw new Error(`${made} pages made as the server started`);
  }, timeLimit(10_000));
  // From here the clock moves only when the test says: each step is that far from the last read.
  server.clock.freeze();
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

async function shop(pathname = '/'): Promise<string> {
  return (await shopAndLists(pathname)).page;
}

/** The page as rendered, and the digest of the lists it was rendered with. */
async function shopAndLists(pathname = '/'): Promise<{ page: string; lists: string }> {
  const answer = await fetch(`${server.url}${pathname}`);
  expect(answer.status).toBe(200);
  const text = await answer.text();
  return {
    page: /render \d+, bread \d+/.exec(text)?.[0] ?? 'no rendered page',
    lists: /lists (\w+)/.exec(text)?.[1] ?? 'no lists',
  };
}

const setBread = (stock: number) => asOwner(server, 'PATCH', '/api/inventory/sandwich-bread/stock', { stock });

describe('the shop page while its lists change', () => {
  it('is sent as kept for a second, then at once while a fresh one is made, and waited for after five seconds', async () => {
    await setBread(20);
    server.clock.advance(10_000); // past the pages the server made as it started
    const first = await shop();
    expect(first).toMatch(/^render \d+, bread 20$/);
    const renders = Number(/render (\d+)/.exec(first)![1]);

    await setBread(19);
    server.clock.advance(900);
    expect(await shop()).toBe(first); // inside the second: not even the lists are read

    server.clock.advance(1100); // two seconds after the read: the kept page goes at once...
    expect(await shop()).toBe(first);
    // ...and the fresh one, made behind it, is what the next visitors get.
    await expect.poll(shop).toBe(`render ${renders + 1}, bread 19`);

    await setBread(18);
    server.clock.advance(10_000); // a page nobody asked for in a while: the visitor waits for a fresh one
    expect(await shop()).toBe(`render ${renders + 2}, bread 18`);
  });

  it('is made as the server starts, so its first visitor does not wait for a render', async () => {
    // Test servers run in this process: the build's module is shared, and so is its record.
    const rendered = () => (globalThis as { pagesRendered?: string[] }).pagesRendered ?? [];
    const before = rendered().length;
    const started = await startTestServer({ STATIC_DIR: build.dir });
    try {
      await expect
        .poll(() => [...rendered().slice(before)].sort())
        .toEqual(['/', '/about', '/contact', '/recipes', '/reviews']);
      const answer = await fetch(`${started.url}/`);
      expect(await answer.text()).toMatch(/render \d+, bread \d+/);
      expect(rendered().length).toBe(before + 5);
    } finally {
      await started.stop();
    }
  });

  it('is not sent stale when it has lists the live socket does not bring current (the reviews)', async () => {
    await setBread(17);
    server.clock.advance(5000);
    const first = await shop('/reviews');
    const renders = Number(/render (\d+)/.exec(first)![1]);
    await setBread(16);
    server.clock.advance(500);
    expect(await shop('/reviews')).toBe(`render ${renders + 1}, bread 16`);
  });

  it('is rendered afresh on the next visit after the owner approves a review, even inside the time it is kept', async () => {
    const id = '5d0c3b1e-0000-4000-8000-000000000001';
    await server.db('reviews').insert({
      id,
      customerName: 'Ann',
      rating: 5,
      reviewText: 'Lovely bagels',
      approved: false,
      createdAt: server.clock.now().toISOString(),
    });
    server.clock.advance(5000);
    const before = await shopAndLists('/reviews');
    expect((await asOwner(server, 'PATCH', `/api/admin/reviews/${id}/approve`)).status).toBe(200);
    server.clock.advance(10); // well inside the window a page is sent as kept
    const after = await shopAndLists('/reviews');
    expect(after.lists).not.toBe(before.lists);
    expect(after.page).not.toBe(before.page);
  });

  it('is rendered afresh on the next visit after the settings change, even inside the time it is kept', async () => {
    server.clock.advance(5000);
    const before = await shopAndLists();
    const settings = (await server.request<{ bannerMessage: string }>('GET', '/api/pickup-settings')).body;
    await saveSettings(server, { bannerMessage: `${settings.bannerMessage}!` });
    server.clock.advance(10);
    const after = await shopAndLists();
    expect(after.lists).not.toBe(before.lists);
    expect(after.page).not.toBe(before.page);
  });

  it('is not rendered again while its lists stay the same, though the settings are read again each minute', async () => {
    // Each set of lists is rendered once: a second render of the same lists shows a new count.
    // (Keyed by the lists, not by the first page: a timed job may change the settings meanwhile.)
    const pageOf = new Map<string, string>();
    const look = async () => {
      const { page, lists } = await shopAndLists();
      expect(page).toBe(pageOf.get(lists) ?? page);
      pageOf.set(lists, page);
    };
    server.clock.advance(5000);
    await look();
    server.clock.advance(5000);
    await look();
    server.clock.advance(60_000);
    await look();
    server.clock.advance(1500); // the kept page goes at once, and a fresh one is made behind it...
    await look();
    for (let i = 0; i < 10; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await look(); // ...from the same lists: the same page
    }
  });
});

describe("a rendered page's head", () => {
  it('carries its own description, its canonical address and the products on sale as structured data', async () => {
    const text = await (await fetch(`${server.url}/`)).text();
    const head = text.slice(0, text.indexOf('</head>'));
    expect(head).toMatch(
      /<meta name="description" content="Gluten-free breads, bagels, scones and cookies baked to order/,
    );
    expect(head).toContain(`<link rel="canonical" href="${server.running.deps.config.publicUrl}/" />`);
    const data = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; name: string },
    );
    const onSale = (await server.request<{ name: string }[]>('GET', '/api/inventory')).body.map((item) => item.name);
    expect(data[0]!['@type']).toBe('Bakery');
    expect(data.slice(1).map((product) => product.name)).toEqual(onSale);
  });
});
