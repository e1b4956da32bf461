import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerPages, privatePages, publicPages } from '#shared/site-pages';
import { momentOf } from '../services/moment';
import { fakeBuild } from '../testing/fake-build';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * What a search engine meets (docs/operations.md, "Found by search"): a real 404 for an address
 * the app has no page for, robots.txt and sitemap.xml. A build of its own: the app shell alone.
 */
let server: TestServer;
let build: ReturnType<typeof fakeBuild>;
const PUBLIC_URL = 'https://bakery.example';

beforeAll(async () => {
  build = fakeBuild();
  server = await startTestServer({ STATIC_DIR: build.dir, PUBLIC_URL });
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

const visit = (pathname: string) => fetch(`${server.url}${pathname}`, { headers: { Accept: 'text/html' } });

describe('pages and addresses', () => {
  it.each([...publicPages, ...privatePages, ...ownerPages, '/about/'])('%s is a page: 200', async (pathname) => {
    const answer = await visit(pathname);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('<title>Shell</title>');
  });

  it.each(['/no-such-page', '/recipes/nothing/here', '/admin-nope', '/orders/1/2'])(
    '%s is no page: 404, with the shell that says so',
    async (pathname) => {
      const answer = await visit(pathname);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('<title>Shell</title>');
    },
  );

  it("an order page is a page with its link's key, and 404 with a wrong one or none", async () => {
    const [order] = await server.db('orders').select('id').limit(1);
    const id = order ? String(order.id) : 'no-order-yet';
    const link = momentOf(server.running.deps, new Date()).links.orderPath(id);
    expect((await visit(link)).status).toBe(200);
    expect((await visit(`/orders/${id}?t=made-up`)).status).toBe(404);
    expect((await visit(`/orders/${id}`)).status).toBe(404);
    expect((await visit(`/orders/%E0%A4%A?t=x`)).status).toBe(400); // a broken escape: a bad request, no 500
  });
});

describe('robots.txt and sitemap.xml', () => {
  it("robots.txt keeps crawlers off the owner's pages, the customers' own and the API, and names the sitemap", async () => {
    const answer = await fetch(`${server.url}/robots.txt`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await answer.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /orders',
        'Disallow: /api/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    // Nothing public is disallowed (a robots.txt prefix covers every address that starts with it).
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const page of publicPages) expect(disallowed.filter((prefix) => page.startsWith(prefix))).toEqual([]);
    for (const page of [...privatePages, ...ownerPages, '/orders/7']) {
      expect(disallowed.some((prefix) => page.startsWith(prefix))).toBe(true);
    }
  });

  it('sitemap.xml lists the public pages on PUBLIC_URL', async () => {
    const answer = await fetch(`${server.url}/sitemap.xml`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
    const text = await answer.text();
    expect(text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect([...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      publicPages.map((page) => PUBLIC_URL + page),
    );
  });
});
