import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import sharp from 'sharp';
import { bakery } from '#shared/bakery';
import type { AppDeps } from '../deps';
import { findPublishedRecipeBySlug } from '../services/content/recipes';
import type { AppPictures } from './page-renderer';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  productPreview,
  recipePreview,
  shopPreview,
  type PreviewSubject,
} from './preview-addresses';
import { escapeMarkup } from './escape-markup';

/**
 * The picture a shared link shows (docs/operations.md, "Shared links"): 1200x630 PNGs, the size
 * Facebook, X, iMessage and WhatsApp crop least, made here with sharp (libvips: maintained,
 * typed, prebuilt for Linux from the npm registry) from the app's own artwork or the recipe's
 * photo, with the name in the bakery's colours beside it.
 *
 *   /previews/shop.png                 the shop: four of the bakes
 *   /previews/products/<id>.png        a product: its artwork, name and price
 *   /previews/recipes/<slug>.png       a recipe: its photo (or picture), title and times
 *
 * Each is made once per version of what it shows and kept (a few dozen at most: one per product
 * and recipe); the pages name it with `?v=` of that version, so a crawler that cached the old
 * one asks again after an edit.
 */
const ART = 560; // the picture's square on the left

/** The most previews kept: the shop, every product and every recipe fit many times over. */
const KEPT_MAX = 200;

/** The picture side's colour where no picture covers it. */
const PANEL = '#f3e6d6';

/** The picture side of a card: its colour and what is laid on it. */
interface Art {
  panel: string;
  overlays: sharp.OverlayOptions[];
}

const shopArtwork = ['focaccia', 'bagels', 'blueberry-scone', 'salted-chocolate-cookie'];

/** Words in lines of at most `width` characters, at most `lines` of them, the last cut with "…". */
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out.map((each) => (each.length > width ? `${each.slice(0, width - 1)}…` : each));
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${kept[lines - 1]!.slice(0, width - 1).replace(/\s+\S*$/, '')}…`;
  return kept;
}

/** The card's text side, and its colours, as SVG: librsvg draws it with the machine's fonts. */
function cardSvg(card: { title: string; subtitle: string; note: string }, panel: string): Buffer {
  // 16 characters of 52 px bold serif fit the 560 px beside the picture.
  const title = wrapText(card.title, 16, 3);
  const titleTop = 240 - (title.length - 1) * 31;
  const lines = title
    .map((line, index) => `<tspan x="620" y="${titleTop + index * 62}">${escapeMarkup(line)}</tspan>`)
    .join('');
  const subtitle = wrapText(card.subtitle, 30, 2)
    .map(
      (line, index) =>
        `<tspan x="620" y="${titleTop + title.length * 62 + 24 + index * 44}">${escapeMarkup(line)}</tspan>`,
    )
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <rect width="100%" height="100%" fill="${bakery.colors.page}"/>
  <rect width="${ART}" height="${PREVIEW_HEIGHT}" fill="${panel}"/>
  <rect x="${ART}" width="14" height="${PREVIEW_HEIGHT}" fill="${bakery.colors.theme}"/>
  <text font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" font-size="52" fill="#3b2312">${lines}</text>
  <text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#6b4a33">${subtitle}</text>
  <text x="620" y="560" font-family="DejaVu Serif, Liberation Serif, serif" font-weight="bold" font-size="32" fill="${bakery.colors.theme}">${escapeMarkup(bakery.name)}</text>
  <text x="620" y="598" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#6b4a33">${escapeMarkup(card.note)}</text>
</svg>`,
  );
}

/** An image's bytes from a data: URL (the app's inlined artwork); null for anything else. */
function dataUrlBytes(url: string): Buffer | null {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  return match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!));
}

export interface PreviewImages {
  /** GET /previews/...: the PNG, made once per version. */
  middleware: Middleware;
}

export function previewImages(
  deps: Pick<AppDeps, 'db' | 'catalogue' | 'photos' | 'config' | 'log'>,
  pictures: () => Promise<AppPictures | null>,
): PreviewImages {
  const kept = new Map<string, { version: string; png: Promise<Buffer> }>();
  const icon = path.join(deps.config.staticDir, 'pwa-512x512.png');

  /** A picture's bytes: inlined artwork, an uploaded photo, or null (a web address is not fetched). */
  async function pictureBytes(src: string | null): Promise<Buffer | null> {
    if (!src) return null;
    const inline = dataUrlBytes(src);
    if (inline) return inline;
    const upload = /^\/uploads\/([^/]+)$/.exec(src);
    if (!upload) return null;
    const stored = await deps.photos.read(upload[1]!);
    if (!stored) return null;
    if (stored.kind === 'bytes') return stored.bytes;
    // A photo whose file went missing: the preview goes without it.
    return readFile(path.join(stored.root, stored.name)).catch((error: unknown) => {
      deps.log.error('previews: a photo could not be read', { photo: src, error: String(error) });
      return null;
    });
  }

  /** The bakery's icon, when the app gives no picture. */
  const iconBytes = () => (existsSync(icon) ? readFile(icon) : Promise.resolve(null));

  /**
   * One picture on the left: a photo fills it; artwork spans its width, on the artwork's own
   * background colour (its corner pixel), so it reads as one picture and not a tile.
   */
  async function square(bytes: Buffer | null, fill: boolean): Promise<Art> {
    try {
      return await drawSquare(bytes ?? (await iconBytes()), fill);
    } catch (error) {
      // A photo that does not decode (or went missing) leaves the picture side plain: the
      // preview is still sent, never a 500.
      deps.log.error('previews: a picture could not be drawn', { error: String(error) });
      return { panel: PANEL, overlays: [] };
    }
  }

  async function drawSquare(source: Buffer | null, fill: boolean): Promise<Art> {
    if (!source) return { panel: PANEL, overlays: [] };
    const image = sharp(source, { density: 300 });
    if (fill) {
      const input = await image.resize(ART, PREVIEW_HEIGHT, { fit: 'cover' }).png().toBuffer();
      return { panel: PANEL, overlays: [{ input, left: 0, top: 0 }] };
    }
    const { data, info } = await image
      .resize(ART, PREVIEW_HEIGHT, { fit: 'inside' })
      .flatten({ background: PANEL })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const panel = `rgb(${data[0]},${data[1]},${data[2]})`;
    const input = await sharp(data, { raw: info }).png().toBuffer();
    return {
      panel,
      overlays: [
        { input, left: Math.round((ART - info.width) / 2), top: Math.round((PREVIEW_HEIGHT - info.height) / 2) },
      ],
    };
  }

  /** The shop's four bakes in a grid. */
  async function grid(images: (Buffer | null)[]): Promise<Art> {
    const cell = (ART - 60) / 2;
    const placed = await Promise.all(
      images.map(async (bytes, index) =>
        bytes
          ? {
              input: await sharp(bytes, { density: 200 })
                .resize(cell, cell, { fit: 'contain', background: PANEL })
                .png()
                .toBuffer(),
              left: 20 + (index % 2) * (cell + 20),
              top: (PREVIEW_HEIGHT - 2 * cell - 20) / 2 + Math.floor(index / 2) * (cell + 20),
            }
          : null,
      ),
    );
    return { panel: PANEL, overlays: placed.filter((each) => each !== null) };
  }

  const compose = async (card: Parameters<typeof cardSvg>[0], art: Art) =>
    sharp(cardSvg(card, art.panel)).composite(art.overlays).png({ compressionLevel: 9 }).toBuffer();

  /** What a preview address shows now, or null when nothing public is there. */
  async function subjectOf(file: string): Promise<{ subject: PreviewSubject; make: () => Promise<Buffer> } | null> {
    const app = await pictures();
    if (file === 'shop.png') {
      return {
        subject: shopPreview(),
        make: async () =>
          compose(
            {
              title: 'Gluten-free bread, bagels, scones & cookies',
              subtitle: `Baked to order in ${bakery.city}`,
              note: 'Order online, pick up at home or the market',
            },
            await grid(await Promise.all(shopArtwork.map((id) => pictureBytes(app?.product(id) ?? null)))),
          ),
      };
    }
    const product = /^products\/([a-z0-9-]+)\.png$/.exec(file);
    if (product) {
      const item = (await deps.catalogue.get()).items.find((each) => each.id === product[1] && each.visible);
      if (!item) return null;
      return {
        subject: productPreview(item),
        make: async () =>
          compose(
            { title: item.name, subtitle: `$${item.price} · gluten-free`, note: `Baked to order in ${bakery.city}` },
            await square(await pictureBytes(app?.product(item.id) ?? null), false),
          ),
      };
    }
    const recipe = /^recipes\/([a-z0-9-]+)\.png$/.exec(file);
    if (recipe) {
      const found = await findPublishedRecipeBySlug(deps.db, recipe[1]!);
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
          compose(
            {
              title: found.title,
              subtitle: ['Gluten-free recipe', ...times].filter(Boolean).join(' · '),
              note: 'Every ingredient and step, free to read',
            },
            await square(await pictureBytes(src), photo),
          ),
      };
    }
    return null;
  }

  return {
    middleware: async (ctx, next) => {
      if (!ctx.path.startsWith('/previews/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
      const file = ctx.path.slice('/previews/'.length);
      const found = await subjectOf(file);
      if (!found) {
        ctx.status = 404;
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = 'No such preview';
        return;
      }
      let entry = kept.get(file);
      if (!entry || entry.version !== found.subject.version) {
        if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
        entry = { version: found.subject.version, png: found.make() };
        kept.set(file, entry);
        // A failed make is not kept: the next request tries again.
        entry.png.catch(() => kept.get(file) === entry && kept.delete(file));
      }
      const png = await entry.png;
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
