import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { expect, test } from '../support/test';
import { e2eServer } from '../../../playwright.config';
import { addPublishedRecipe, db, resetBakery } from '../support/bakery';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';

/**
 * What search engines make of the shop, a product's link and a recipe's page, measured by the
 * tools they publish or that follow their rules: Lighthouse's SEO audits (crawlable, a
 * description, a canonical link, a 200, robots.txt, link texts, image alts...) and Adobe's
 * structured-data validator (Google's rich-result rules for Product, Offer, Recipe and
 * AggregateRating, on the JSON-LD as @marbec/web-auto-extractor reads it from the HTML).
 */
test.beforeEach(resetBakery);

/** Three Lighthouse runs of a few seconds each, on a busy machine too. */
test.setTimeout(120_000);

async function recipePage(): Promise<string> {
  const id = await addPublishedRecipe({
    title: 'Sourdough Discard Crackers',
    description: 'Thin, crisp crackers from the starter you would throw away.',
    content:
      'Ingredients:\n1 cup sourdough discard\n2 tbsp olive oil\n\nInstructions:\n1. Spread thin.\n2. Bake at 325F.',
    tags: ['snacks'],
    prepTime: 10,
    cookTime: 45,
    servings: 6,
    difficulty: 'Easy',
  });
  const { slug } = (await db('recipes').where({ id }).first()) as { slug: string };
  return `/recipes/${slug}`;
}

test('Lighthouse scores SEO 100 on the shop, a product link and a recipe page', async () => {
  const pages = ['/', '/?product=focaccia', await recipePage()];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    for (const address of pages) {
      const result = await lighthouse(`${e2eServer.url}${address}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
      });
      const { categories, audits } = result!.lhr;
      const failed = Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => `${audit.id}: ${audit.title}`);
      expect({ address, score: Math.round((categories.seo?.score ?? 0) * 100), failed }).toEqual({
        address,
        score: 100,
        failed: [],
      });
    }
  } finally {
    chrome.kill();
  }
});

/** The structured data of a page, as a crawler extracts it, and what the validator says of it. */
async function structuredDataIssues(html: string) {
  const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const issues = (await new Validator().validate(data)) as {
    severity: string;
    rootType: string;
    issueMessage: string;
  }[];
  return {
    types: Object.keys(data.jsonld ?? {}).sort(),
    errors: issues
      .filter((issue) => issue.severity === 'ERROR')
      .map((issue) => `${issue.rootType}: ${issue.issueMessage}`),
  };
}

test("an outside validator accepts every page's structured data, and would refuse a recipe without its picture", async ({
  request,
}) => {
  const recipe = await recipePage();
  const read = async (address: string) => (await request.get(address)).text();
  expect(await structuredDataIssues(await read('/'))).toEqual({ types: ['Bakery', 'Product'], errors: [] });
  expect(await structuredDataIssues(await read('/?product=focaccia'))).toEqual({
    types: ['Bakery', 'Product'],
    errors: [],
  });
  expect(await structuredDataIssues(await read('/reviews'))).toEqual({ types: ['Bakery'], errors: [] });
  const recipeHtml = await read(recipe);
  expect(await structuredDataIssues(recipeHtml)).toEqual({ types: ['Bakery', 'Recipe'], errors: [] });
  // The same page with the recipe's image taken out: the validator says so (the check can fail).
  const withoutImage = recipeHtml.replace(/"image":\[[^\]]*\],/, '');
  expect(withoutImage).not.toBe(recipeHtml);
  expect((await structuredDataIssues(withoutImage)).errors).toEqual([expect.stringMatching(/^Recipe: .*image/i)]);
});
