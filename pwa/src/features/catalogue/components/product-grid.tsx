import { isSoldOut } from '#shared/availability';
import type { InventoryItem } from '#shared/inventory';
import { ProductCard, type ProductCardProps } from './product-card';
import './catalogue.css';

/** The most cards a row holds (four columns on a wide screen: catalogue.css). */
const ROW_SIZE = 4;

/** One to four columns by width; what can still be bought comes before what is sold out. */
export function ProductGrid({
  items,
  ...cardProps
}: { items: InventoryItem[] } & Omit<ProductCardProps, 'item' | 'firstRow'>) {
  const ordered = [...items].filter((item) => item.visible).sort((a, b) => Number(isSoldOut(a)) - Number(isSoldOut(b)));
  return (
    // The page's outline goes h1 (the hero), h2 (this), h3 (each product): never from h1 to h3.
    <section className="product-grid" aria-labelledby="products-heading">
      <h2 id="products-heading" className="visually-hidden">
        Products
      </h2>
      {ordered.map((item, index) => (
        <ProductCard key={item.id} item={item} firstRow={index < ROW_SIZE} {...cardProps} />
      ))}
    </section>
  );
}
