import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '#shared/recipe';
import { asOwner } from '../testing/owner';
import { fakeBuild } from '../testing/fake-build';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The pictures of shared links (preview-images.ts), on a real server with a build of its own
 * whose pictures are one artwork (a data: URL, as the app's build inlines them): their size,
 * what has none (404), the photo of a recipe, and the ETag a crawler revalidates with.
 */
let server: TestServer;
let build: ReturnType<typeof fakeBuild>;
const artwork =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#f3ece2"/><circle cx="160" cy="120" r="80" fill="#8a5a3b"/></svg>';

beforeAll(async () => {
  build = fakeBuild(
    `const art = 'data:image/svg+xml;base64,${Buffer.from(artwork).toString('base64')}';
export async function renderPage() { return { html: '<p>page</p>', title: 'Page', styles: '' }; }
export const pictures = {
  product: (id) => (id === 'focaccia' || id === 'bagels' ? art : null),
  recipe: (recipe) => recipe.featuredImageUrl ?? art,
};
`,
  );
  server = await startTestServer({ STATIC_DIR: build.dir });
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

const fetchPreview = (file: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/previews/${file}`, { headers });

async function pngOf(answer: Response) {
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await answer.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height, bytes };
}

async function publishedRecipe(fields: Record<string, unknown>): Promise<Recipe> {
  const created = await asOwner<Recipe>(server, 'POST', '/api/admin/recipes', {
    content: 'Ingredients:\nflour\n\nInstructions:\nbake',
    ...fields,
  });
  await asOwner(server, 'PATCH', `/api/admin/recipes/${created.body.id}/publish`, { published: true });
  return created.body;
}

describe('link previews', () => {
  it('draws the shop, a product and a recipe at 1200x630', async () => {
    const recipe = await publishedRecipe({ title: 'Pumpkin Bread' });
    for (const file of [
      'shop.png',
      'products/focaccia.png',
      'products/sandwich-bread.png',
      `recipes/${recipe.slug}.png`,
    ]) {
      expect(await pngOf(await fetchPreview(file))).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('has none for a product that is not on sale, a draft, or a made-up address', async () => {
    await asOwner(server, 'PATCH', '/api/inventory/bagels/visibility', { visible: false });
    const draft = await asOwner<Recipe>(server, 'POST', '/api/admin/recipes', { title: 'Draft Rolls', content: 'x' });
    for (const file of [
      'products/bagels.png',
      'products/nope.png',
      `recipes/${draft.body.slug}.png`,
      'other.png',
      '../x.png',
    ]) {
      expect((await fetchPreview(file)).status, file).toBe(404);
    }
    await asOwner(server, 'PATCH', '/api/inventory/bagels/visibility', { visible: true });
    expect((await fetchPreview('products/bagels.png')).status).toBe(200);
  });

  it("answers a crawler's revalidation with 304, and draws again when what it shows changes", async () => {
    const first = await fetchPreview('products/focaccia.png');
    const tag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    // Cache-Control as a browser's revalidation sends it (fetch would add "no-cache" without one).
    const revalidate = { 'If-None-Match': tag, 'Cache-Control': 'max-age=0' };
    expect((await fetchPreview('products/focaccia.png', revalidate)).status).toBe(304);
    await asOwner(server, 'PATCH', '/api/inventory/focaccia/price', { price: '13.50' });
    const after = await fetchPreview('products/focaccia.png', revalidate);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);
  });

  it("fills the picture side with a recipe's uploaded photo", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2266cc' } })
      .jpeg()
      .toBuffer();
    const linkId = randomUUID();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bakery-photo-')), 'photo.jpg');
    writeFileSync(file, photo);
    mkdirSync(server.running.deps.config.uploadDir, { recursive: true }); // made by the first upload
    const photos = server.running.deps.photos;
    await photos.claimLink(linkId);
    await photos.keep({ linkId, name: `${linkId}.jpg`, contentType: 'image/jpeg', file });
    const recipe = await publishedRecipe({ title: 'Blue Photo Scones', featuredImageUrl: `/uploads/${linkId}.jpg` });
    const { bytes } = await pngOf(await fetchPreview(`recipes/${recipe.slug}.png`));
    // A pixel of the left side is the photo's blue, edge to edge.
    const { data } = await sharp(bytes)
      .extract({ left: 5, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x22, 0x66, 0xcc].map((value) => expect.closeTo(value, -1)));
  });

  it('still draws a recipe whose photo is gone or is not a picture, with its side plain', async () => {
    const linkId = randomUUID();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bakery-photo-')), 'photo.jpg');
    writeFileSync(file, 'not a picture at all');
    mkdirSync(server.running.deps.config.uploadDir, { recursive: true });
    await server.running.deps.photos.claimLink(linkId);
    await server.running.deps.photos.keep({ linkId, name: `${linkId}.jpg`, contentType: 'image/jpeg', file });
    for (const photo of [`/uploads/${linkId}.jpg`, `/uploads/${randomUUID()}.jpg`]) {
      const recipe = await publishedRecipe({ title: `Broken Photo ${photo.slice(-8)}`, featuredImageUrl: photo });
      expect(await pngOf(await fetchPreview(`recipes/${recipe.slug}.png`))).toMatchObject({ width: 1200, height: 630 });
    }
  });
});
