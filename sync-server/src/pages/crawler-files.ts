import type { Middleware } from 'koa';
import { publicPages, recipePath, unlistedPrefixes } from '#shared/site-pages';
import type { AppDeps } from '../deps';
import { listPublishedRecipes } from '../services/content/recipes';
import { escapeMarkup } from './escape-markup';

/**
 * What search engines read first (docs/operations.md, "Found by search"):
 *  - /robots.txt: every page may be crawled but the owner's, the customers' own and the API;
 *  - /sitemap.xml: the public pages and each published recipe's page, on PUBLIC_URL, a recipe
 *    with the date it was last edited.
 * Both are made from the shared page list (site-pages.ts), so a new public page is listed and a
 * new private one is not without a second edit. The sitemap is read from the database on each
 * request: crawlers ask for it a few times a day.
 */
export function crawlerFiles(deps: Pick<AppDeps, 'config' | 'db'>): Middleware {
  const origin = deps.config.publicUrl;
  const robots = [
    'User-agent: *',
    ...unlistedPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = async () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...publicPages.map((page) => `  <url><loc>${escapeMarkup(origin + page)}</loc></url>`),
      ...(await listPublishedRecipes(deps.db)).map(
        (recipe) =>
          `  <url><loc>${escapeMarkup(origin + recipePath(recipe.slug))}</loc><lastmod>${recipe.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robots;
    } else if (ctx.path === '/sitemap.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = await sitemap();
    } else return next();
    ctx.set('Cache-Control', 'public, max-age=3600');
  };
}
