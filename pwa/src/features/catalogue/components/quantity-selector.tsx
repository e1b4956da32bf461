import { useId } from 'react';
import { MinusIcon, PlusIcon } from '../../../components/bare-icons';

/** Minus, the count, plus (docs/product.md). The parent clamps and disables. */
export function QuantitySelector(props: {
  label: string;
  quantity: number;
  canDecrease: boolean;
  canIncrease: boolean;
  onChange: (delta: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="product-quantity">
      <span id={labelId} className="product-quantity-label">
        {props.label}
      </span>
      <div className="product-quantity-stepper" role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className="product-icon-button"
          aria-label="Decrease quantity"
          disabled={!props.canDecrease}
          onClick={() => props.onChange(-1)}
        >
          <MinusIcon />
        </button>
        <span className="product-quantity-count" aria-live="polite">
          {props.quantity}
        </span>
        <button
          type="button"
          className="product-icon-button"
          aria-label="Increase quantity"
          disabled={!props.canIncrease}
          onClick={() => props.onChange(1)}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
