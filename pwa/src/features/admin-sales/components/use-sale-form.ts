import { useState } from 'react';
import type { PaymentMethod, PickupLocation } from '#shared/bakery';
import type { AdminInventoryItem } from '#shared/inventory';
import type { EditOf } from '#shared/owner-edits';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { slotsOf } from '#shared/pickup-slots';
import { placeHours, placeRecordsOf, type PlaceHoursSettings } from '#shared/places';
import { toast } from '../../../lib/toast';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { saleTotal, type SaleLine } from '../sale-lines';

/** A sale the server refused, opened again to be fixed: its queued entry and why it was refused. */
export interface SaleToFix {
  seq: number;
  error: string;
  /** The server's name for why (its refusal's `reason`), when it gave one. */
  reason?: string;
  sale: EditOf<'create-manual-order'>;
}

export interface SaleCustomer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Who, where and how she pays: everything of a sale but its lines. */
export interface SaleDetails {
  customer: SaleCustomer;
  location: PickupLocation;
  /** '' until she picks one: the location's next pickup. */
  pickupDate: string;
  paymentMethod: PaymentMethod;
  paid: boolean;
  handedOver: boolean;
  slot: string;
  overbook: boolean;
}

const blankCustomer: SaleCustomer = { firstName: '', lastName: '', phone: '', email: '' };

/** What to do about a refusal, in the owner's terms, by the server's reason (order-rule.ts). */
const adviceFor: Partial<Record<string, string>> = {
  'insufficient-stock': 'Lower the quantity, or raise the stock in Inventory first.',
  'product-unavailable': 'Lower the quantity, or raise the stock in Inventory first.',
  'below-minimum-order': 'Raise the quantity to the minimum.',
  'slot-full': 'Choose another time, or tick Book it even if full.',
  'pickup-full': 'Choose another time, or tick Book it even if full.',
};

function advice(error: string, reason?: string): string {
  const next = reason ? adviceFor[reason] : undefined;
  return next ? `${error.replace(/\.?$/, '.')} ${next}` : error;
}

/**
 * A stall sale is handed over and paid there and then, so both are on until she says otherwise;
 * a sale to fix starts with everything it had.
 */
/** Where a new sale is picked up: her first market taking orders (a sale is mostly at the stall), else her first place. */
function firstSalePlace(settings: PlaceHoursSettings | undefined): PickupLocation {
  const open = placeRecordsOf(settings ?? {}).filter((place) => place.active);
  return (open.find((place) => place.kind === 'market') ?? open[0])?.id ?? 'farmers-market';
}

function detailsOf(start: EditOf<'create-manual-order'> | undefined, settings?: PlaceHoursSettings): SaleDetails {
  return {
    customer: {
      firstName: start?.firstName ?? '',
      lastName: start?.lastName ?? '',
      phone: start?.phone ?? '',
      email: start?.email ?? '',
    },
    location: start?.pickupLocation ?? firstSalePlace(settings),
    pickupDate: start?.pickupDate ?? '',
    paymentMethod: start?.paymentMethod ?? 'cash',
    paid: start?.paid ?? true,
    handedOver: start?.handedOver ?? true,
    slot: start?.pickupSlot ?? '',
    overbook: start?.overbook ?? false,
  };
}

export type SalePickup = ReturnType<typeof salePickup>;

/** The sale's pickup: its day, the times it can be booked at, and whether the pickup has a cap. */
export function salePickup(details: SaleDetails, settings: PublicPickupSettings | undefined) {
  const { location, handedOver } = details;
  const day = details.pickupDate || settings?.nextPickupDates[location] || '';
  const capacity = settings?.capacity[location];
  const window = settings ? placeHours(location, settings, day || undefined) : null;
  const slots = capacity && window && !handedOver ? slotsOf(window.from, window.until, capacity.slotMinutes) : [];
  const capped = Boolean(capacity && !handedOver && (capacity.slotMinutes > 0 || capacity.itemsPerPickup !== null));
  return { day, slots, capped };
}

/**
 * The new sale form's state and its save. A sale the server refused (`fixing`) opens with
 * everything it had, and saving it replaces the refused one in her outbox.
 */
export function useSaleForm(
  products: AdminInventoryItem[],
  settings: PublicPickupSettings | undefined,
  fixing: SaleToFix | undefined,
  onFixed: (() => void) | undefined,
) {
  const sale = useAdminEdit();
  const [lines, setLines] = useState<SaleLine[]>(
    () =>
      fixing?.sale.items.map((line) => ({
        productId: line.product,
        flavor: line.flavor ?? null,
        quantity: line.quantity,
      })) ?? [],
  );
  const [details, setDetails] = useState(() => detailsOf(fixing?.sale, settings));
  const [problem, setProblem] = useState<string | null>(fixing ? advice(fixing.error, fixing.reason) : null);
  // A sale the server refused stays in the outbox (it stops the queue): the next save replaces it.
  const [refused, setRefused] = useState(fixing?.seq);
  const catalogue = new Map(products.map((product) => [product.id, product]));
  const { total, problem: priceProblem } = saleTotal(lines, catalogue);
  const pickup = salePickup(details, settings);

  async function submit() {
    setProblem(null);
    const summary = lines
      .map((line) => `${line.quantity} ${catalogue.get(line.productId)?.name ?? line.productId}`)
      .join(', ');
    const { customer, paid, handedOver } = details;
    const outcome = await sale.edit(
      {
        kind: 'create-manual-order',
        id: crypto.randomUUID(),
        firstName: customer.firstName.trim() || undefined,
        lastName: customer.lastName.trim() || undefined,
        phone: customer.phone.trim() || undefined,
        email: customer.email.trim() || undefined,
        pickupLocation: details.location,
        ...(pickup.day ? { pickupDate: pickup.day } : {}),
        paymentMethod: details.paymentMethod,
        paid,
        handedOver,
        ...(pickup.slots.length > 0 && details.slot ? { pickupSlot: details.slot } : {}),
        ...(pickup.capped && details.overbook ? { overbook: true } : {}),
        items: lines.map((line) => ({ product: line.productId, flavor: line.flavor, quantity: line.quantity })),
      },
      `Sale: ${summary}`,
      undefined,
      refused,
    );
    if (outcome.kind === 'refused') setRefused(outcome.seq);
    if (outcome.kind === 'refused') return setProblem(advice(outcome.error, outcome.reason));
    if (outcome.kind === 'invalid') return setProblem(outcome.error);
    setRefused(undefined);
    if (fixing) onFixed?.();
    if (outcome.kind === 'sent') {
      const number = outcome.answer?.order.number;
      toast(
        'Sale Saved',
        `${number ? `Order #${number}` : 'The sale'}: $${total}${paid ? ', paid' : ''}${handedOver ? ', handed over' : ''}.`,
      );
    } else if (outcome.kind === 'queued') {
      toast('Saved Offline', `Sale of $${total}: it will be sent when you're back online.`);
    }
    // Where and how stay for the next sale at the stall; what and who start again.
    setLines([]);
    setDetails((kept) => ({ ...kept, customer: blankCustomer }));
  }

  return {
    lines,
    setLines,
    details,
    change: (changed: Partial<SaleDetails>) => setDetails((kept) => ({ ...kept, ...changed })),
    pickup,
    total,
    problem: problem ?? priceProblem,
    submit,
    busy: sale.busy,
  };
}
