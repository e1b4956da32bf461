import { Parser } from 'htmlparser2';
import sharp from 'sharp';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { e2eServer } from '../../../playwright.config';
import { addPublishedRecipe, db, resetBakery } from '../support/bakery';

/**
 * A link shared in a chat or a post, read as a link-preview crawler reads it: the HTML as
 * sent (no script runs), parsed by a real HTML parser (htmlparser2, as the crawlers' own
 * libraries do), its Open Graph and Twitter tags, and the picture they name fetched and
 * measured.
 */
test.beforeEach(resetBakery);

interface Card {
  status: number;
  title: string;
  meta: Record<string, string>;
  structured: Record<string, unknown>[];
}

async function readAsCrawler(request: APIRequestContext, address: string): Promise<Card> {
  const answer = await request.get(address, { headers: { 'User-Agent': 'facebookexternalhit/1.1' } });
  const card: Card = { status: answer.status(), title: '', meta: {}, structured: [] };
  let inTitle = false;
  let jsonLd: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'title') inTitle = true;
      if (name === 'meta' && attributes.content !== undefined) {
        const key = attributes.property ?? attributes.name;
        if (key) card.meta[key] = attributes.content;
      }
      if (name === 'script' && attributes.type === 'application/ld+json') jsonLd = '';
    },
    ontext(text) {
      if (inTitle) card.title += text;
      if (jsonLd !== null) jsonLd += text;
    },
    onclosetag(name) {
      if (name === 'title') inTitle = false;
      if (name === 'script' && jsonLd !== null) {
        card.structured.push(JSON.parse(jsonLd) as Record<string, unknown>);
        jsonLd = null;
      }
    },
  });
  parser.end(await answer.text());
  return card;
}

async function pictureOf(request: APIRequestContext, card: Card) {
  const address = card.meta['og:image']!;
  expect(address.startsWith(`${e2eServer.url}/previews/`)).toBe(true);
  const answer = await request.get(address);
  expect(answer.headers()['content-type']).toBe('image/png');
  const { width, height } = await sharp(await answer.body()).metadata();
  return { width, height };
}

test('the shop, a product and a recipe each preview with their own title, text and a 1200x630 picture', async ({
  request,
}) => {
  const title = `Maple Scones ${randomUUID().slice(0, 6)}`;
  const id = await addPublishedRecipe({
    title,
    description: 'Tender, flaky, glazed with maple.',
    content: 'Ingredients:\n2 cups flour blend\n\nInstructions:\nBake at 400F.',
    tags: ['scones'],
    prepTime: 15,
    difficulty: 'Easy',
  });
  const { slug } = (await db('recipes').where({ id }).first()) as { slug: string };

  const shop = await readAsCrawler(request, '/');
  const product = await readAsCrawler(request, '/?product=focaccia');
  const recipe = await readAsCrawler(request, `/recipes/${slug}`);
  for (const card of [shop, product, recipe]) {
    expect(card.status).toBe(200);
    expect(card.meta).toMatchObject({
      'og:site_name': 'Bridger Gluten-Free Bakery',
      'twitter:card': 'summary_large_image',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    expect(card.meta['description']!.length).toBeGreaterThan(20);
    expect(card.meta['og:description']).toBe(card.meta['description']);
    expect(await pictureOf(request, card)).toEqual({ width: 1200, height: 630 });
  }
  expect(shop.meta['og:url']).toBe(`${e2eServer.url}/`);
  expect(product.meta).toMatchObject({
    'og:title': 'Focaccia · Bridger Gluten-Free Bakery',
    'og:url': `${e2eServer.url}/?product=focaccia`,
    'og:type': 'product',
  });
  expect(recipe.meta).toMatchObject({
    'og:title': `${title} · Recipe`,
    'og:description': 'Tender, flaky, glazed with maple.',
    'og:type': 'article',
  });
  expect(recipe.title).toBe(`${title} · Bridger Gluten-Free Bakery`);
  expect(recipe.structured.find((data) => data['@type'] === 'Recipe')).toMatchObject({
    name: title,
    prepTime: 'PT15M',
    recipeIngredient: ['2 cups flour blend'],
  });
  // Three different pictures: each link shows its own.
  expect(new Set([shop, product, recipe].map((card) => card.meta['og:image'])).size).toBe(3);
});
