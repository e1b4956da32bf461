import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { InventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { useCartDialogs } from '../dialogs';
import { BakeShortfallNotice } from './bake-shortfall-notice';
import { CartCountdown } from './cart-countdown';
import { ContactFields } from './checkout-fields';
import { ExpiredCart } from './expired-cart';
import { PaymentChoice } from './payment-choice';
import { PickupChoice, type FullPickupAction, type KeptPlace } from './pickup-choice';
import { useCheckout } from './use-checkout';

/** 'Complete Your Order': who is picking up, how they pay, where they pick up. */
export function CheckoutDialog(props: {
  inventory: InventoryItem[];
  settings: PublicPickupSettings | undefined;
  /** Set while ordering is impossible (offline): the button says why. */
  unavailableReason?: string;
  /** Under a full pickup or time: the waitlist's way in (app/ gives it). */
  fullAction?: FullPickupAction;
  /** A place kept for her from the waitlist (its time offered to her though it reads full to others). */
  keptPlace?: KeptPlace | null;
}) {
  const { step, open, close } = useCartDialogs();
  const { form, errors, clearError, view, itemCount, slotProblem, pickupProblem, bake, placeOrder, submit } =
    useCheckout(props.inventory, props.settings, step === 'checkout');
  return (
    <Modal open={step === 'checkout'} onClose={close}>
      <ModalDialog
        aria-labelledby="checkout-title"
        sx={{ width: { xs: '100%', sm: 560 }, maxWidth: '100%', overflowY: 'auto' }}
      >
        <ModalClose aria-label="Close checkout" />
        <DialogTitle id="checkout-title" component="h2">
          Complete Your Order
        </DialogTitle>
        <DialogContent>
          <form noValidate onSubmit={submit} aria-labelledby="checkout-title">
            <Stack spacing={2}>
              <Typography level="body-md">
                {itemCount} {itemCount === 1 ? 'item' : 'items'} in your cart · Total <strong>${view.total}</strong>
              </Typography>
              <CartCountdown />
              <ExpiredCart />
              <ContactFields
                form={form}
                errors={errors}
                onType={(field, value) => {
                  form.set(field, value);
                  clearError(field);
                }}
              />
              <PaymentChoice
                value={form.paymentMethod}
                error={errors.paymentMethod}
                onChange={(value) => {
                  form.set('paymentMethod', value);
                  clearError('paymentMethod');
                }}
              />
              <PickupChoice
                value={form.pickupLocation}
                slot={form.pickupSlot}
                settings={props.settings}
                pickupProblem={pickupProblem}
                slotProblem={slotProblem}
                slotError={errors.pickupSlot}
                onChange={(value) => {
                  form.set('pickupLocation', value);
                  form.set('pickupSlot', '');
                  placeOrder.reset();
                }}
                onSlot={(slot) => {
                  form.set('pickupSlot', slot);
                  clearError('pickupSlot');
                  placeOrder.reset();
                }}
                items={itemCount}
                fullAction={props.fullAction}
                keptPlace={props.keptPlace}
              />
              {bake.bakeDay && <BakeShortfallNotice bakeDay={bake.bakeDay} shortfalls={bake.shortfalls} />}
              <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} justifyContent="flex-end">
                <Button variant="plain" color="neutral" onClick={() => open('cart')}>
                  Back to Cart
                </Button>
                <Button type="submit" size="lg" disabled={placeOrder.isPending || Boolean(props.unavailableReason)}>
                  {placeOrder.isPending ? 'Processing...' : (props.unavailableReason ?? 'Place Order')}
                </Button>
              </Stack>
            </Stack>
          </form>
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
