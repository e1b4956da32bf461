import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '#shared/recipe';
import { asOwner } from '../testing/owner';
import { fakeBuild } from '../testing/fake-build';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The addresses of one recipe or one product (docs/architecture.md, "Pages and their
 * addresses"), on a real server with a build of its own whose page names the recipe it was
 * given: a recipe's page, /recipes/<slug>, its address from the title and kept after, 404 for a
 * draft or a made-up address, its structured data and the sitemap; a product's link,
 * /?product=<id>, the shop with that product's card in its head.
 */
let server: TestServer;
let build: ReturnType<typeof fakeBuild>;
const PUBLIC_URL = 'https://bakery.example';

beforeAll(async () => {
  build = fakeBuild(
    `export async function renderPage({ url, lists }) {
  const slug = url.split('/')[2];
  const recipe = (lists['/api/recipes'] ?? []).find((each) => each.slug === slug);
  return { html: '<h1>' + (recipe ? recipe.title : url) + '</h1>', title: recipe ? recipe.title : 'Page', styles: '' };
}
`,
  );
  server = await startTestServer({ STATIC_DIR: build.dir, PUBLIC_URL });
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

const visit = (pathname: string) => fetch(`${server.url}${pathname}`, { headers: { Accept: 'text/html' } });

const focaccia = {
  title: 'Gluten-Free Focaccia',
  description: 'Our signature bread, at home.',
  content: 'Ingredients:\n- 2 cups flour blend\n- 1 tsp salt\n\nInstructions:\n1. Mix.\n2. Rise and bake.',
  tags: ['bread', 'olive oil'],
  prepTime: 20,
  cookTime: 75,
  servings: 9,
  difficulty: 'Medium',
};

async function create(fields: Record<string, unknown>): Promise<Recipe> {
  const answer = await asOwner<Recipe>(server, 'POST', '/api/admin/recipes', fields);
  expect(answer.status).toBe(201);
  return answer.body;
}
const publish = (recipe: Recipe, published: boolean) =>
  asOwner(server, 'PATCH', `/api/admin/recipes/${recipe.id}/publish`, { published });

/** The JSON-LD blocks of a page, parsed as a search engine parses them. */
const structured = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe("a recipe's own page", () => {
  it('has an address from its title, numbered when another has it, kept when the title changes', async () => {
    const first = await create({ ...focaccia, title: 'Rosemary Rolls' });
    const second = await create({ ...focaccia, title: 'Rosemary  Rolls!' });
    expect([first.slug, second.slug]).toEqual(['rosemary-rolls', 'rosemary-rolls-2']);
    const renamed = await asOwner<Recipe>(server, 'PUT', `/api/admin/recipes/${first.id}`, {
      ...focaccia,
      title: 'Rosemary Dinner Rolls',
    });
    expect(renamed.body.slug).toBe('rosemary-rolls');
  });

  it('is 404 as a draft, a page with its recipe once published, and 404 again the moment it is taken down', async () => {
    const recipe = await create(focaccia);
    expect(recipe.slug).toBe('gluten-free-focaccia');
    expect((await visit('/recipes/gluten-free-focaccia')).status).toBe(404);

    await publish(recipe, true);
    const answer = await visit('/recipes/gluten-free-focaccia');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<h1>Gluten-Free Focaccia</h1>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/recipes/gluten-free-focaccia" />`);
    expect(html).toContain('<meta name="description" content="Our signature bread, at home."');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(structured(html).find((data) => data['@type'] === 'Recipe')).toMatchObject({
      name: 'Gluten-Free Focaccia',
      url: `${PUBLIC_URL}/recipes/gluten-free-focaccia`,
      prepTime: 'PT20M',
      cookTime: 'PT1H15M',
      totalTime: 'PT1H35M',
      recipeYield: '9 servings',
      keywords: 'bread, olive oil',
      recipeIngredient: ['2 cups flour blend', '1 tsp salt'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Mix.' },
        { '@type': 'HowToStep', text: 'Rise and bake.' },
      ],
    });

    await publish(recipe, false);
    expect((await visit('/recipes/gluten-free-focaccia')).status).toBe(404);
  });

  it('is 404 for an address no recipe has, and for what no slug is', async () => {
    for (const pathname of ['/recipes/never-written', '/recipes/Upper-Case', '/recipes/a/b']) {
      const answer = await visit(pathname);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('<title>Shell</title>');
    }
  });

  it('is in the sitemap with the day it was last edited, and a draft is not', async () => {
    const shown = await create({ ...focaccia, title: 'Pumpkin Scones' });
    const published = await publish(shown, true);
    await create({ ...focaccia, title: 'Secret Babka' });
    const text = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const day = (published.body as Recipe).updatedAt.slice(0, 10); // the server's day, not the test's
    expect(text).toContain(`<url><loc>${PUBLIC_URL}/recipes/pumpkin-scones</loc><lastmod>${day}</lastmod></url>`);
    expect(text).not.toContain('secret-babka');
  });
});

describe("a product's link", () => {
  const head = async (address: string) => {
    const answer = await visit(address);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    return {
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)![1],
      image: /<meta property="og:image" content="([^"]+)"/.exec(html)![1],
      title: /<meta property="og:title" content="([^"]+)"/.exec(html)![1],
    };
  };

  it("is the shop with that product's title, address and picture in its head", async () => {
    expect(await head('/?product=focaccia')).toMatchObject({
      canonical: `${PUBLIC_URL}/?product=focaccia`,
      image: expect.stringMatching(/\/previews\/products\/focaccia\.png\?v=/),
      title: 'Focaccia · Bridger Gluten-Free Bakery',
    });
  });

  it('is the shop itself for a product not on sale, a made-up one, or any other query', async () => {
    await asOwner(server, 'PATCH', '/api/inventory/bagels/visibility', { visible: false });
    try {
      for (const address of ['/?product=bagels', '/?product=nope', '/?product=%3Cb%3E', '/?utm_source=chat']) {
        expect(await head(address), address).toMatchObject({
          canonical: `${PUBLIC_URL}/`,
          image: expect.stringMatching(/\/previews\/shop\.png\?v=/),
        });
      }
    } finally {
      await asOwner(server, 'PATCH', '/api/inventory/bagels/visibility', { visible: true });
    }
  });
});
