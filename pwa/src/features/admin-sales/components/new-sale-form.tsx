import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import { Checkbox } from '../../../components/checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import Select from '@mui/joy/Select';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { PaymentMethod, PickupLocation } from '#shared/bakery';
import type { AdminInventoryItem } from '#shared/inventory';
import type { PublicPickupSettings } from '#shared/pickup-settings';
import { pickupWindow, slotsOf } from '#shared/pickup-slots';
import { toast } from '../../../lib/toast';
import type { EditOf } from '#shared/owner-edits';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { saleTotal, type SaleLine } from '../sale-lines';
import { ProductStepper } from './product-stepper';

const blankCustomer = { firstName: '', lastName: '', phone: '', email: '' };

/** A sale the server refused, opened again to be fixed: its queued entry and why it was refused. */
export interface SaleToFix {
  seq: number;
  error: string;
  /** The server's name for why (its refusal's `reason`), when it gave one. */
  reason?: string;
  sale: EditOf<'create-manual-order'>;
}

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
 * A phone order or a stall sale, entered with thumbs: products, who (optional), pickup, payment.
 * A stall sale is handed over and paid there and then, so both are on until she says otherwise.
 * A sale the server refused (`fixing`) opens with everything it had, and saving it replaces
 * the refused one in her outbox.
 */
export function NewSaleForm({
  products,
  settings,
  fixing,
  onFixed,
}: {
  products: AdminInventoryItem[];
  settings: PublicPickupSettings | undefined;
  fixing?: SaleToFix;
  onFixed?: () => void;
}) {
  const sale = useAdminEdit();
  const start = fixing?.sale;
  const [lines, setLines] = useState<SaleLine[]>(
    () =>
      start?.items.map((line) => ({ productId: line.product, flavor: line.flavor ?? null, quantity: line.quantity })) ??
      [],
  );
  const [customer, setCustomer] = useState(() => ({
    firstName: start?.firstName ?? '',
    lastName: start?.lastName ?? '',
    phone: start?.phone ?? '',
    email: start?.email ?? '',
  }));
  const [location, setLocation] = useState<PickupLocation>(start?.pickupLocation ?? 'farmers-market');
  const [pickupDate, setPickupDate] = useState(start?.pickupDate ?? '');
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(start?.paymentMethod ?? 'cash');
  const [paid, setPaid] = useState(start?.paid ?? true);
  const [handedOver, setHandedOver] = useState(start?.handedOver ?? true);
  const [slot, setSlot] = useState(start?.pickupSlot ?? '');
  const [overbook, setOverbook] = useState(start?.overbook ?? false);
  const [problem, setProblem] = useState<string | null>(fixing ? advice(fixing.error, fixing.reason) : null);
  // A sale the server refused stays in the outbox (it stops the queue): the next save replaces it.
  const [refused, setRefused] = useState(fixing?.seq);
  const catalogue = new Map(products.map((product) => [product.id, product]));
  const { total, problem: priceProblem } = saleTotal(lines, catalogue);
  const day = pickupDate || settings?.nextPickupDates[location] || '';
  const capacity = settings?.capacity[location];
  const window = settings ? pickupWindow(location, settings) : null;
  const slots = capacity && window && !handedOver ? slotsOf(window.from, window.until, capacity.slotMinutes) : [];
  const capped = Boolean(capacity && !handedOver && (capacity.slotMinutes > 0 || capacity.itemsPerPickup !== null));

  async function submit() {
    setProblem(null);
    const summary = lines
      .map((line) => `${line.quantity} ${catalogue.get(line.productId)?.name ?? line.productId}`)
      .join(', ');
    const outcome = await sale.edit(
      {
        kind: 'create-manual-order',
        id: crypto.randomUUID(),
        firstName: customer.firstName.trim() || undefined,
        lastName: customer.lastName.trim() || undefined,
        phone: customer.phone.trim() || undefined,
        email: customer.email.trim() || undefined,
        pickupLocation: location,
        ...(day ? { pickupDate: day } : {}),
        paymentMethod,
        paid,
        handedOver,
        ...(slots.length > 0 && slot ? { pickupSlot: slot } : {}),
        ...(capped && overbook ? { overbook: true } : {}),
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
    setLines([]);
    setCustomer(blankCustomer);
  }

  return (
    <Stack spacing={2.5} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <Grid container spacing={1.5}>
        {products.map((product) => (
          <Grid key={product.id} xs={12} sm={6} lg={4}>
            <ProductStepper product={product} lines={lines} onChange={setLines} />
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={1.5}>
        {(
          [
            ['firstName', 'First name', 'given-name', 'text'],
            ['lastName', 'Last name', 'family-name', 'text'],
            ['phone', 'Phone', 'tel', 'tel'],
            ['email', 'E-mail (gets a confirmation)', 'email', 'email'],
          ] as const
        ).map(([field, label, autoComplete, type]) => (
          <Grid key={field} xs={12} sm={6} md={3}>
            <FormControl>
              <FormLabel>{label}</FormLabel>
              <Input
                type={type}
                value={customer[field]}
                slotProps={{
                  input: {
                    autoComplete: 'off',
                    'data-autocomplete': autoComplete,
                    maxLength: field === 'email' ? 254 : 80,
                  },
                }}
                onChange={(event) => setCustomer({ ...customer, [field]: event.target.value })}
              />
            </FormControl>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} flexWrap="wrap">
        <FormControl>
          <FormLabel id="sale-location-label">Pickup</FormLabel>
          <RadioGroup
            aria-labelledby="sale-location-label"
            orientation="horizontal"
            value={location}
            onChange={(event) => setLocation(event.target.value as PickupLocation)}
          >
            <Radio value="farmers-market" label="Market" />
            <Radio value="home" label="Home" />
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel>Pickup day</FormLabel>
          <Input type="date" value={day} onChange={(event) => setPickupDate(event.target.value)} />
        </FormControl>
        <FormControl>
          <FormLabel id="sale-payment-label">Payment</FormLabel>
          <RadioGroup
            aria-labelledby="sale-payment-label"
            orientation="horizontal"
            value={paymentMethod}
            onChange={(event) => setPaymentMethod(event.target.value as PaymentMethod)}
          >
            <Radio value="cash" label="Cash" />
            <Radio value="venmo" label="Venmo" />
          </RadioGroup>
        </FormControl>
        <FormControl orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
          <FormLabel>Paid</FormLabel>
          <Switch checked={paid} onChange={(event) => setPaid(event.target.checked)} />
        </FormControl>
        <FormControl orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
          <FormLabel>Handed over now</FormLabel>
          <Switch checked={handedOver} onChange={(event) => setHandedOver(event.target.checked)} />
        </FormControl>
        {slots.length > 0 && (
          <FormControl>
            <FormLabel id="sale-slot-label">Pickup time</FormLabel>
            <Select
              aria-labelledby="sale-slot-label"
              value={slot}
              onChange={(_event, value) => setSlot(value ?? '')}
              sx={{ minWidth: 150 }}
            >
              <Option value="">No set time</Option>
              {slots.map((each) => (
                <Option key={each.start} value={each.start}>
                  {each.start} to {each.end}
                </Option>
              ))}
            </Select>
          </FormControl>
        )}
        {capped && (
          <Checkbox
            label="Book it even if full (overbook)"
            checked={overbook}
            onChange={(event) => setOverbook(event.target.checked)}
            sx={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
      {(problem || priceProblem) && (
        <Alert color="danger" role="alert">
          {problem ?? priceProblem}
        </Alert>
      )}
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        gap={2}
        sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.body', py: 1 }}
      >
        <Typography level="h3" component="p">
          Total ${total ?? '-'}
        </Typography>
        <Button type="submit" size="lg" loading={sale.busy} disabled={lines.length === 0 || total === null}>
          Save sale
        </Button>
      </Stack>
    </Stack>
  );
}
