import { productContent } from '../product-content';

/**
 * A product's picture, at its own size (no shift when it paints). The first row's pictures are
 * the largest thing on a phone's first screen: they load at once; the rest when scrolled near.
 */
export function ProductImage({ productId, name, firstRow }: { productId: string; name: string; firstRow: boolean }) {
  const { image } = productContent(productId);
  return (
    <div className="product-card-picture">
      {image ? (
        <img
          src={image}
          alt={name}
          width={320}
          height={240}
          loading={firstRow ? 'eager' : 'lazy'}
          decoding={firstRow ? 'sync' : 'async'}
        />
      ) : (
        <span>Picture Coming Soon</span>
      )}
    </div>
  );
}
