import type { Middleware } from 'koa';
import { bakery } from '#shared/bakery';
import { findPublishedRecipeBySlug } from '../services/content/recipes';
import type { AppPictures } from './page-renderer';
import { productPreview, recipePreview, shopPreview, type PreviewSubject } from './preview-addresses';
import { composeCard, drawGrid } from './preview-card';
import { previewPictures, type PreviewDeps } from './preview-pictures';

/**
 * The picture a shared link shows (docs/operations.md, "Shared links"): 1200x630 PNGs, the size
 * Facebook, X, iMessage and WhatsApp crop least, made here with sharp (libvips: maintained,
 * typed, prebuilt for Linux from the npm registry) from the app's own artwork or the recipe's
 * photo, with the name in the bakery's colours beside it (preview-card.ts).
 *
 *   /previews/shop.png                 the shop: four of the bakes
 *   /previews/products/<id>.png        a product: its artwork, name and price
 *   /previews/recipes/<slug>.png       a recipe: its photo (or picture), title and times
 *
 * Each is made once per version of what it shows and kept (a few dozen at most: one per product
 * and recipe); the pages name it with `?v=` of that version, so a crawler that cached the old
 * one asks again after an edit.
 */
export interface PreviewImages {
  /** GET /previews/...: the PNG, made once per version. */
  middleware: Middleware;
}

/** The most previews kept: the shop, every product and every recipe fit many times over. */
const KEPT_MAX = 200;

const shopArtwork = ['focaccia', 'bagels', 'blueberry-scone', 'salted-chocolate-cookie'];

/** What a preview address shows now, and how to draw it; null when nothing public is there. */
type Preview = { subject: PreviewSubject; make: () => Promise<Buffer> } | null;

export function previewImages(deps: PreviewDeps, pictures: () => Promise<AppPictures | null>): PreviewImages {
  const kept = new Map<string, { version: string; png: Promise<Buffer> }>();
  const previewOf = previewSubjects(deps, pictures);

  /** The PNG of `file` at this version: the kept one, or made now (and kept unless it fails). */
  function pngOf(file: string, found: NonNullable<Preview>): Promise<Buffer> {
    let entry = kept.get(file);
    if (!entry || entry.version !== found.subject.version) {
      if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
      entry = { version: found.subject.version, png: found.make() };
      kept.set(file, entry);
      // A failed make is not kept: the next request tries again.
      const made = entry;
      made.png.catch(() => kept.get(file) === made && kept.delete(file));
    }
    return entry.png;
  }

  return {
    middleware: async (ctx, next) => {
      if (!ctx.path.startsWith('/previews/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
      const file = ctx.path.slice('/previews/'.length);
      const found = await previewOf(file);
      if (!found) {
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = 'No such preview';
        return;
      }
      const png = await pngOf(file, found);
      ctx.set('ETag', `"${found.subject.version}"`);
      // Crawlers keep a preview a day; the address changes with what it shows (?v=).
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'image/png';
      ctx.status = 200;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = png;
    },
  };
}

/** The three kinds of preview, by address: the shop, a visible product, a published recipe. */
function previewSubjects(deps: PreviewDeps, pictures: () => Promise<AppPictures | null>) {
  const { bytesOf, square } = previewPictures(deps);

  function shop(app: AppPictures | null): Preview {
    return {
      subject: shopPreview(),
      make: async () =>
        composeCard(
          {
            title: 'Gluten-free bread, bagels, scones & cookies',
            subtitle: `Baked to order in ${bakery.city}`,
            note: 'Order online, pick up at home or the market',
          },
          await drawGrid(await Promise.all(shopArtwork.map((id) => bytesOf(app?.product(id) ?? null)))),
        ),
    };
  }

  async function product(app: AppPictures | null, id: string): Promise<Preview> {
    const item = (await deps.catalogue.get()).items.find((each) => each.id === id && each.visible);
    if (!item) return null;
    return {
      subject: productPreview(item),
      make: async () =>
        composeCard(
          { title: item.name, subtitle: `$${item.price} · gluten-free`, note: `Baked to order in ${bakery.city}` },
          await square(await bytesOf(app?.product(item.id) ?? null), false),
        ),
    };
  }

  async function recipe(app: AppPictures | null, slug: string): Promise<Preview> {
    const found = await findPublishedRecipeBySlug(deps.db, slug);
    if (!found) return null;
    const src = app?.recipe(found) ?? found.featuredImageUrl;
    const photo = src !== null && !src.startsWith('data:');
    const times = [
      found.prepTime !== null ? `${found.prepTime} min prep` : null,
      found.servings ? `serves ${found.servings}` : null,
    ];
    return {
      subject: recipePreview(found),
      make: async () =>
        composeCard(
          {
            title: found.title,
            subtitle: ['Gluten-free recipe', ...times].filter(Boolean).join(' · '),
            note: 'Every ingredient and step, free to read',
          },
          await square(await bytesOf(src), photo),
        ),
    };
  }

  return async (file: string): Promise<Preview> => {
    const app = await pictures();
    if (file === 'shop.png') return shop(app);
    const productId = /^products\/([a-z0-9-]+)\.png$/.exec(file)?.[1];
    if (productId) return product(app, productId);
    const slug = /^recipes\/([a-z0-9-]+)\.png$/.exec(file)?.[1];
    if (slug) return recipe(app, slug);
    return null;
  };
}
