import { useId } from 'react';
import type { FlavorMap } from '#shared/flavors';

/**
 * The flavor choice of focaccia and bagels, each with its own price. Radios rather than a
 * drop-down: three choices a tap away on a phone, all prices visible at once.
 */
export function FlavorSelect(props: {
  productName: string;
  flavors: FlavorMap;
  basePrice: string | null;
  value: string;
  onChange: (flavor: string) => void;
}) {
  // One group of radios per card: the name keeps each card's choice its own.
  const name = `flavor-${useId()}`;
  return (
    <fieldset className="product-flavors">
      <legend>Flavor</legend>
      <div className="product-flavors-list">
        {Object.entries(props.flavors).map(([key, flavor]) => (
          <label key={key} className="product-flavor">
            <input
              type="radio"
              name={name}
              value={key}
              checked={props.value === key}
              onChange={(event) => props.onChange(event.target.value)}
            />
            {`${flavor.name} · $${flavor.price ?? props.basePrice}`}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
