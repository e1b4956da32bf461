import { createHash } from 'node:crypto';
import { bakery } from '#shared/bakery';
import type { InventoryItem } from '#shared/inventory';
import type { Recipe } from '#shared/recipe';

/**
 * The addresses of the link previews (preview-images.ts makes them): what the pages name in
 * og:image, apart from the code that draws them.
 */
/** The size Facebook, X, iMessage and WhatsApp show largest and crop least. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

export interface PreviewSubject {
  /** Its address under /previews. */
  file: string;
  /** What the picture shows, as text: its version. */
  version: string;
}

/** Raised when the drawing changes, so every preview gets a new address and crawlers ask again. */
const DRAWING = 1;

const versionOf = (parts: readonly unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify([DRAWING, ...parts]))
    .digest('base64url')
    .slice(0, 10);

export const shopPreview = (): PreviewSubject => ({ file: 'shop.png', version: versionOf([bakery.name]) });

export const productPreview = (item: Pick<InventoryItem, 'id' | 'name' | 'price'>): PreviewSubject => ({
  file: `products/${item.id}.png`,
  version: versionOf([item.name, item.price]),
});

export const recipePreview = (recipe: Pick<Recipe, 'slug' | 'updatedAt'>): PreviewSubject => ({
  file: `recipes/${recipe.slug}.png`,
  version: versionOf([recipe.updatedAt]),
});

/** The preview's address on the web, as og:image names it. */
export const previewUrl = (publicUrl: string, subject: PreviewSubject): string =>
  `${publicUrl}/previews/${subject.file}?v=${subject.version}`;
