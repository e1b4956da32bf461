import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { Link as RouterLink } from 'react-router-dom';
import { CartIcon } from '../../../components/icons';
import { useCartDialogs } from '../dialogs';
import { cartItemCount, useCartStore } from '../store';

/**
 * The header's cart control. On the order page it opens the cart ('Cart'); elsewhere it leads
 * to the order page with the cart open ('View Cart'), as the spec's navigation says.
 */
export function CartButton({ onOrderPage }: { onOrderPage: boolean }) {
  const count = useCartStore((state) => cartItemCount(state.holds));
  const open = useCartDialogs((state) => state.open);
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  const icon = (
    <Badge badgeContent={count} size="sm" color="danger" invisible={count === 0}>
      <CartIcon />
    </Badge>
  );
  if (onOrderPage) {
    return (
      <Button
        variant="solid"
        startDecorator={icon}
        aria-label={`Cart, ${items}`}
        onClick={() => open('cart')}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Cart
      </Button>
    );
  }
  return (
    <Button
      component={RouterLink}
      to="/"
      state={{ openCart: true }}
      variant="solid"
      startDecorator={icon}
      aria-label={`View Cart, ${items}`}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {/* On a phone the header has room for one word. */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        View&nbsp;
      </Box>
      Cart
    </Button>
  );
}
