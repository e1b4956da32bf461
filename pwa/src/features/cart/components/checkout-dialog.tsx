import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { InventoryItem } from '#shared/inventory';
import { checkoutFormSchema } from '#shared/order';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { toastFailure } from '../../../lib/toast';
import { cartView } from '../cart-lines';
import type { CheckoutFields } from '../../../db/web-storage/checkout-form';
import { requiredCheckoutFields, useCheckoutForm } from '../checkout-form';
import { useCartDialogs } from '../dialogs';
import { cartItemCount, useCartStore } from '../store';
import { pickupProblemOf, slotProblemOf, usePlaceOrder } from '../use-place-order';
import { CartCountdown } from './cart-countdown';
import { ExpiredCart } from './expired-cart';
import { PaymentChoice } from './payment-choice';
import { PickupChoice, type FullPickupAction, type KeptPlace } from './pickup-choice';

type TextField = 'firstName' | 'lastName' | 'email' | 'phone';

/** What an empty required field says under itself. */
const requiredText: Record<keyof CheckoutFields, string> = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your e-mail address',
  phone: 'Please enter a phone number',
  paymentMethod: 'Please choose how you will pay',
  pickupLocation: 'Please choose where you will pick up',
  pickupSlot: 'Choose a pickup time',
};
const textFields: { field: TextField; label: string; type: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
];

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
  const { sessionId, holds } = useCartStore();
  const form = useCheckoutForm();
  const placeOrder = usePlaceOrder();
  const [errors, setErrors] = useState<Partial<Record<keyof CheckoutFields, string>>>({});
  const view = cartView(holds, props.inventory);
  const itemCount = cartItemCount(holds);
  const pickup = props.settings?.nextPickups?.find((p) => p.pickupLocation === form.pickupLocation);
  // A full pickup asks for no time: the order goes to the server, which decides (a cancel may
  // have freed a place since) and records a refused one for the owner.
  const needsSlot = Boolean(pickup && pickup.slots.length > 0 && !pickup.full);
  const slotProblem = slotProblemOf(placeOrder.error, form.pickupSlot);
  const pickupProblem = pickupProblemOf(placeOrder.error, itemCount, props.settings);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (holds.length === 0) {
      toastFailure('Empty Cart', 'Please add items to your cart before checking out.');
      return;
    }
    const missing = requiredCheckoutFields.filter((field) => !String(form[field]).trim());
    if (missing.length > 0) {
      // The spec's toast, and each empty field marked where she can see it.
      setErrors(Object.fromEntries(missing.map((field) => [field, requiredText[field]])));
      toastFailure('Missing Information', 'Please fill in all required fields.');
      // The first of them gets the focus, which scrolls it into view from the button below.
      event.currentTarget.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus();
      return;
    }
    // The same schema the server parses with, so what it would refuse is caught here.
    const parsed = checkoutFormSchema.safeParse(form);
    if (!parsed.success || (needsSlot && !form.pickupSlot)) {
      setErrors({
        ...Object.fromEntries(parsed.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []),
        ...(needsSlot && !form.pickupSlot ? { pickupSlot: 'Choose a pickup time' } : {}),
      });
      return;
    }
    setErrors({});
    placeOrder.mutate({
      ...parsed.data,
      ...(needsSlot ? { pickupSlot: form.pickupSlot } : {}),
      sessionId,
      items: JSON.stringify(view.lines),
      total: view.total,
    });
  }

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
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap flexWrap="wrap">
                {textFields.map(({ field, label, type, autoComplete }) => (
                  <FormControl key={field} required error={Boolean(errors[field])} sx={{ flex: { sm: '1 1 220px' } }}>
                    <FormLabel>{label}</FormLabel>
                    <Input
                      name={field}
                      type={type}
                      autoComplete={autoComplete}
                      slotProps={{ input: { 'aria-invalid': errors[field] ? true : undefined } }}
                      value={form[field]}
                      onChange={(event) => {
                        form.set(field, event.target.value);
                        setErrors(({ [field]: _typed, ...rest }) => rest);
                      }}
                    />
                    {errors[field] && <FormHelperText>{errors[field]}</FormHelperText>}
                  </FormControl>
                ))}
              </Stack>
              <PaymentChoice
                value={form.paymentMethod}
                error={errors.paymentMethod}
                onChange={(value) => {
                  form.set('paymentMethod', value);
                  setErrors(({ paymentMethod: _chosen, ...rest }) => rest);
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
                  setErrors(({ pickupSlot: _chosen, ...rest }) => rest);
                  placeOrder.reset();
                }}
                items={itemCount}
                fullAction={props.fullAction}
                keptPlace={props.keptPlace}
              />
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
