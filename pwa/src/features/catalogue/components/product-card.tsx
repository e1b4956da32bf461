import { memo, useId, useState, type ReactNode } from 'react';
import { availableOf } from '#shared/availability';
import { defaultFlavorKey, parseFlavors } from '#shared/flavors';
import type { InventoryItem } from '#shared/inventory';
import { formatCents } from '#shared/money';
import { lineTotalCents, unitPriceCents } from '#shared/pricing';
import { addButtonState, clampQuantity, fewLeftText } from '../add-button';
import { mostToWaitFor } from '../../../lib/most-to-wait-for';
import { askedBeyond, nothingAsked, stepAsked } from '../asked';
import { ingredientsFor } from '../ingredients';
import { bundleBadgeText, priceBadgeText, productContent, sizeText } from '../product-content';
import { FlavorSelect } from './flavor-select';
import { IngredientsPanel } from './ingredients-panel';
import { ProductImage } from './product-image';
import { QuantitySelector } from './quantity-selector';
import '../../../components/solid-button.css';
import './catalogue.css';

export interface ProductCardProps {
  item: InventoryItem;
  ordersOpen: boolean;
  /** Holds the stock; resolves true when the hold was taken, so the selector goes back to 0. */
  onAdd: (item: InventoryItem, flavor: string | null, quantity: number) => Promise<boolean>;
  /** Set while holding is impossible (offline): the button says why instead of adding. */
  unavailableReason?: string;
  /** In the grid's first row: its picture loads at once. */
  firstRow?: boolean;
  /**
   * What a sold-out product offers instead of adding, and a card where she asks for more than
   * is left (`quantity`): the waitlist, which app/ hands in.
   */
  soldOutAction?: (item: InventoryItem, flavor: string | null, quantity?: number) => ReactNode;
}

/**
 * One product. Memoised: the grid re-renders whenever the catalogue, the settings or the
 * connection change, and a card whose own props did not change need not render again. Plain
 * elements styled by catalogue.css, not Joy components: see that sheet for why.
 */
export const ProductCard = memo(function ProductCard({
  item,
  ordersOpen,
  onAdd,
  unavailableReason,
  firstRow = false,
  soldOutAction,
}: ProductCardProps) {
  const flavors = parseFlavors(item.flavors);
  const [flavor, setFlavor] = useState(defaultFlavorKey(flavors));
  const [asked, setAsked] = useState(nothingAsked);
  const [adding, setAdding] = useState(false);
  const nameId = useId();

  const available = availableOf(item);
  // Another shopper may take stock while this card is open: never add more than is left.
  const chosen = asked.chosen;
  const quantity = clampQuantity(chosen, available);
  const locked = !ordersOpen || available === 0;
  // Past what is left, plus asks for more, and the card offers the waitlist for that many.
  const canWait = Boolean(soldOutAction) && ordersOpen && !unavailableReason;
  const limits = { available, most: mostToWaitFor(item), canWait };
  const beyond = askedBeyond(asked, available);
  const unitCents = priceOrNull(() => unitPriceCents(item, flavor));
  const button =
    unitCents === null
      ? { label: 'Price coming soon', disabled: true }
      : addButtonState({
          ordersOpen,
          available,
          quantity,
          minimumOrder: item.minimumOrder,
          totalCents: lineTotalCents(item, flavor, quantity),
        });
  const priceBadge = unitCents === null ? null : priceBadgeText(item.id, formatCents(unitCents));
  const bundleBadge = bundleBadgeText(item.id);
  const size = sizeText(item.id);
  const { tags } = productContent(item.id);
  const { ingredients, allergens } = ingredientsFor(item, flavor);
  const fewLeft = fewLeftText(available, ordersOpen);

  async function add() {
    setAdding(true);
    try {
      if (await onAdd(item, flavor, quantity)) setAsked(nothingAsked);
    } finally {
      setAdding(false);
    }
  }

  return (
    // Its own address: /?product=<id> opens the shop at this card (a link shared for one loaf).
    <article id={productCardId(item.id)} className="product-card" aria-labelledby={nameId} tabIndex={-1}>
      <ProductImage productId={item.id} name={item.name} firstRow={firstRow} />
      <div className="product-card-content">
        <div className="product-card-title">
          <h3 id={nameId} className="product-card-name">
            {item.name}
          </h3>
          {available === 0 && <span className="product-chip product-chip-small product-chip-sold-out">Sold Out</span>}
          {fewLeft && <span className="product-chip product-chip-small product-chip-few-left">{fewLeft}</span>}
        </div>
        <div className="product-card-chips">
          {priceBadge && <span className="product-chip product-chip-price">{priceBadge}</span>}
          {bundleBadge && <span className="product-chip product-chip-deal">{bundleBadge}</span>}
          {size && <span className="product-chip product-chip-outlined">{size}</span>}
          {tags.map((tag) => (
            <span key={tag} className="product-chip product-chip-small product-chip-outlined">
              {tag}
            </span>
          ))}
        </div>
        {flavors && flavor && (
          <FlavorSelect
            productName={item.name}
            flavors={flavors}
            basePrice={item.price}
            value={flavor}
            onChange={setFlavor}
          />
        )}
        <QuantitySelector
          label={item.minimumOrder > 1 ? `Quantity (${item.minimumOrder} minimum):` : 'Quantity:'}
          quantity={beyond ?? quantity}
          canDecrease={!locked && quantity > 0}
          canIncrease={!locked && (beyond ?? quantity) < (canWait ? Math.max(limits.most, available) : available)}
          onChange={(delta) => setAsked(stepAsked(asked, delta, limits))}
        />
        {beyond !== null ? (
          <p className="product-status" role="status" data-testid="asked-beyond">
            Only {available} left: add {available === 1 ? 'it' : 'them'} now, or join the waitlist for {beyond}.
          </p>
        ) : (
          chosen > quantity && (
            // Another shopper took stock while she was choosing: say so rather than change it silently.
            <p className="product-status" role="status" data-testid="quantity-cut">
              {available === 0
                ? 'Sold out while you were choosing.'
                : `Only ${available} left now: your quantity was lowered to ${quantity}.`}
            </p>
          )
        )}
        <button
          type="button"
          className="solid-button product-add"
          onClick={add}
          disabled={button.disabled || Boolean(unavailableReason) || adding}
          aria-busy={adding}
          aria-describedby={nameId}
        >
          {unavailableReason && !button.disabled ? unavailableReason : button.label}
        </button>
        {ordersOpen && available === 0 && !unavailableReason && soldOutAction?.(item, flavor)}
        {beyond !== null && canWait && soldOutAction?.(item, flavor, beyond)}
        <IngredientsPanel ingredients={ingredients} allergens={allergens} />
      </div>
    </article>
  );
});

/** A product the owner has not priced yet is shown, but cannot be added. */
function priceOrNull(price: () => number): number | null {
  try {
    return price();
  } catch {
    return null;
  }
}

/** The element id of a product's card, which a product's link (/?product=<id>) opens at. */
export const productCardId = (productId: string) => `product-${productId}`;
