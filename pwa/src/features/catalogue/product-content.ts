import { bundleDeal, hasBundle } from '#shared/pricing';
import bagels from '../../assets/products/bagels.svg';
import blueberryBagels from '../../assets/products/blueberry-bagels.svg';
import blueberryScone from '../../assets/products/blueberry-scone.svg';
import burgerBuns from '../../assets/products/burger-buns.svg';
import chocolateBabka from '../../assets/products/chocolate-babka.svg';
import englishMuffins from '../../assets/products/english-muffins.svg';
import focaccia from '../../assets/products/focaccia.svg';
import orangeBiscotti from '../../assets/products/orange-biscotti.svg';
import pumpkinBagels from '../../assets/products/pumpkin-bagels.svg';
import pumpkinCinnamonRolls from '../../assets/products/pumpkin-cinnamon-rolls.svg';
import pumpkinScones from '../../assets/products/pumpkin-scones.svg';
import raspberryScone from '../../assets/products/raspberry-scone.svg';
import saltedChocolateCookie from '../../assets/products/salted-chocolate-cookie.svg';
import sandwichBread from '../../assets/products/sandwich-bread.svg';

/**
 * What the storefront shows about a product beyond the server's data (docs/product.md:
 * "static per-product content held by the client"): its picture and its tags. A product with no
 * entry here gets 'Picture Coming Soon' and no tags.
 */
interface ProductContent {
  image?: string;
  tags: string[];
}

const content: Record<string, ProductContent> = {
  focaccia: { image: focaccia, tags: ['Olive Oil'] },
  bagels: { image: bagels, tags: ['Boiled & Baked'] },
  'pumpkin-bagels': { image: pumpkinBagels, tags: ['Dairy Free', 'Seasonal'] },
  'blueberry-bagels': { image: blueberryBagels, tags: ['Dairy Free'] },
  'sandwich-bread': { image: sandwichBread, tags: ['Sliceable'] },
  'burger-buns': { image: burgerBuns, tags: ['Dairy Free'] },
  'raspberry-scone': { image: raspberryScone, tags: ['Fresh Fruit'] },
  'blueberry-scone': { image: blueberryScone, tags: ['Fresh Fruit'] },
  'pumpkin-scones': { image: pumpkinScones, tags: ['Seasonal'] },
  'pumpkin-cinnamon-rolls': { image: pumpkinCinnamonRolls, tags: ['Seasonal'] },
  'english-muffins': { image: englishMuffins, tags: [] },
  'salted-chocolate-cookie': { image: saltedChocolateCookie, tags: [] },
  'orange-biscotti': { image: orangeBiscotti, tags: ['Dairy Free'] },
  'chocolate-babka': { image: chocolateBabka, tags: ['Weekend Treat'] },
};

export function productContent(productId: string): ProductContent {
  return content[productId] ?? { tags: [] };
}

/** Sold by the piece, or whole (docs/product.md, "Numbers it runs on": "'<price> each' except focaccia and sandwich-bread"). */
const soldWhole = new Set(['focaccia', 'sandwich-bread']);

/**
 * Every product shows what one costs (issue 23: the spec's English muffins without a price left
 * a customer guessing what one more than the deal costs).
 */
export function priceBadgeText(productId: string, unitPrice: string): string {
  return soldWhole.has(productId) ? `$${unitPrice}` : `$${unitPrice} each`;
}

/** The deal's badge on every product the cart applies it to: THE rule is the shared pricing's. */
export function bundleBadgeText(productId: string): string | null {
  return hasBundle(productId) ? bundleDeal.label : null;
}

export function sizeText(productId: string): string | null {
  return productId === 'focaccia' ? '8x8' : null;
}
