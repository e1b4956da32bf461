import { openPlaceIds } from '#shared/places';
import { useEffect, useState, type FormEvent } from 'react';
import type { InventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { toastFailure } from '../../../lib/toast';
import { useBakeShortfalls } from '../bake-shortfall';
import { cartView } from '../cart-lines';
import { requiredCheckoutFields, useCheckoutForm } from '../checkout-form';
import { cartItemCount, useCartStore } from '../store';
import { pickupProblemOf, slotProblemOf, usePlaceOrder } from '../use-place-order';
import { checkedForm, requiredText, type CheckoutErrors } from './checkout-fields';

/**
 * Checkout's state: what she typed (kept for the tab, checkout-form.ts), the problems by field,
 * the cart it orders, and the order being placed with what the server said of her pickup.
 */
export function useCheckout(
  inventory: InventoryItem[],
  settings: PublicPickupSettings | undefined,
  /** Whether the checkout is on screen (what it reads from the server, it reads only then). */
  open: boolean,
) {
  const { sessionId, holds } = useCartStore();
  const form = useCheckoutForm();
  const placeOrder = usePlaceOrder();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const clearError = (field: keyof CheckoutErrors) => setErrors(({ [field]: _gone, ...rest }) => rest);
  const view = cartView(holds, inventory);
  const itemCount = cartItemCount(holds);
  // A place this tab kept that she has since stopped, or her door when she stopped it: the first
  // place she offers instead, so the form never sends a place the server would refuse.
  const offered = settings ? openPlaceIds(settings) : [];
  const stale = offered.length > 0 && !offered.includes(form.pickupLocation) ? offered[0] : null;
  useEffect(() => {
    if (stale) form.set('pickupLocation', stale);
  }, [stale, form]);
  const pickup = settings?.nextPickups?.find((p) => p.pickupLocation === form.pickupLocation);
  // A full pickup asks for no time: the order goes to the server, which decides (a cancel may
  // have freed a place since) and records a refused one for the owner.
  const needsSlot = Boolean(pickup && pickup.slots.length > 0 && !pickup.full);
  const slotProblem = slotProblemOf(placeOrder.error, form.pickupSlot, settings ?? {});
  const pickupProblem = pickupProblemOf(placeOrder.error, itemCount, settings);
  // Her pickup's bake, where it is not the one the shop's counts are of, may have fewer.
  const bake = useBakeShortfalls(settings, form.pickupLocation, holds, inventory[0]?.bakeDay, open);

  function submit(event: FormEvent<HTMLFormElement>) {
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
      focusFirstOf(event.currentTarget, missing);
      return;
    }
    const checked = checkedForm(form, needsSlot);
    if (checked.errors) {
      // A field she filled in wrong (an e-mail without its @), brought into view as an empty one is.
      setErrors(checked.errors);
      focusFirstOf(event.currentTarget, Object.keys(checked.errors));
      return;
    }
    setErrors({});
    placeOrder.mutate({
      ...checked.data,
      ...(needsSlot ? { pickupSlot: form.pickupSlot } : {}),
      sessionId,
      items: JSON.stringify(view.lines),
      total: view.total,
    });
  }

  return { form, errors, clearError, view, itemCount, slotProblem, pickupProblem, bake, placeOrder, submit };
}

/**
 * Of the fields named, the first in the form's order gets the focus, which scrolls it into view
 * from the Place Order button below it (on a phone the form is taller than the screen).
 */
function focusFirstOf(form: HTMLFormElement, fields: readonly string[]) {
  const named = [...form.querySelectorAll<HTMLElement>('[name]')];
  named.find((element) => fields.includes(element.getAttribute('name') ?? ''))?.focus();
}
