import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { InventoryItem } from '#shared/inventory';
import { useOnline } from '../../../lib/connectivity';
import { cartView } from '../cart-lines';
import { useCartDialogs } from '../dialogs';
import { cartItemCount, useCartStore } from '../store';
import { useRemoveLine } from '../use-remove-line';
import { CartCountdown } from './cart-countdown';
import { CartLineItem, UnavailableLineItem } from './cart-line-items';

/** 'Your Order': the lines, their prices, the cart's clock and the way to checkout. */
export function CartDialog({ inventory }: { inventory: InventoryItem[] }) {
  const { step, open, close } = useCartDialogs();
  const holds = useCartStore((state) => state.holds);
  const removeLine = useRemoveLine();
  const view = cartView(holds, inventory);
  const online = useOnline();
  const empty = holds.length === 0;

  return (
    <Modal open={step === 'cart'} onClose={close}>
      <ModalDialog aria-labelledby="cart-title" sx={{ width: { xs: '100%', sm: 480 }, maxWidth: '100%' }}>
        <ModalClose aria-label="Close cart" />
        <DialogTitle id="cart-title" component="h2">
          Your Order
        </DialogTitle>
        <DialogContent>
          {empty ? (
            <Typography level="body-lg" sx={{ py: 3, textAlign: 'center' }}>
              Your cart is empty
            </Typography>
          ) : (
            <Stack spacing={1.5}>
              <CartCountdown />
              <List aria-label="Items in your cart" sx={{ '--ListItem-paddingX': 0 }}>
                {view.lines.map((line) => (
                  <CartLineItem
                    key={`${line.product}/${line.flavor ?? ''}`}
                    line={line}
                    item={inventory.find((item) => item.id === line.product)}
                    inCart={cartItemCount(holds.filter((hold) => hold.productId === line.product))}
                    priceDrop={view.priceDrops.find((drop) => drop.name === line.name)}
                    online={online}
                    onRemove={() => removeLine(line.product, line.flavor ?? null)}
                  />
                ))}
                {view.unavailable.map((line) => (
                  <UnavailableLineItem
                    key={`gone/${line.productId}/${line.flavor ?? ''}`}
                    name={line.name}
                    onRemove={() => removeLine(line.productId, line.flavor)}
                  />
                ))}
              </List>
              <Divider />
              <Stack direction="row" justifyContent="space-between">
                <Typography level="title-lg">Total</Typography>
                <Typography level="title-lg" data-testid="cart-total">
                  ${view.total}
                </Typography>
              </Stack>
              {!online && (
                <Typography level="body-sm" color="warning" id="checkout-offline" data-testid="checkout-offline">
                  You're offline: placing the order needs a connection. Your cart is kept, and you can fill in your
                  details now.
                </Typography>
              )}
              <Button
                size="lg"
                disabled={view.unavailable.length > 0}
                aria-describedby={online ? undefined : 'checkout-offline'}
                onClick={() => open('checkout')}
              >
                Proceed to Checkout
              </Button>
            </Stack>
          )}
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
