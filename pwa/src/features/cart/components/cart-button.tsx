import { Link } from 'react-router-dom';
import { CartIcon } from '../../../components/bare-icons';
import { useCartDialogs } from '../dialogs';
import { cartItemCount, useCartStore } from '../store';
import '../../../components/solid-button.css';
import './cart-button.css';

/**
 * The header's cart control. On the order page it opens the cart ('Cart'); elsewhere it leads
 * to the order page with the cart open ('View Cart'), as the spec's navigation says. Plain
 * elements (cart-button.css): it is in the header of every page the server renders.
 */
export function CartButton({ onOrderPage }: { onOrderPage: boolean }) {
  const count = useCartStore((state) => cartItemCount(state.holds));
  const open = useCartDialogs((state) => state.open);
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  const icon = (
    <span className="cart-button-icon">
      <CartIcon />
      {count > 0 && (
        <span className="cart-button-count" aria-hidden="true">
          {count}
        </span>
      )}
    </span>
  );
  if (onOrderPage) {
    return (
      <button
        type="button"
        className="solid-button cart-button"
        aria-label={`Cart, ${items}`}
        onClick={() => open('cart')}
      >
        {icon}
        Cart
      </button>
    );
  }
  return (
    <Link to="/" state={{ openCart: true }} className="solid-button cart-button" aria-label={`View Cart, ${items}`}>
      {icon}
      <span>
        <span className="cart-button-view">View </span>
        Cart
      </span>
    </Link>
  );
}
