import { Checkbox } from '../../../components/checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import type { PaymentMethod, PickupLocation } from '#shared/bakery';
import { usePlaceChoices } from '../../../lib/her-places';
import type { SaleCustomer, SaleDetails, SalePickup } from './use-sale-form';

const customerFields = [
  ['firstName', 'First name', 'given-name', 'text'],
  ['lastName', 'Last name', 'family-name', 'text'],
  ['phone', 'Phone', 'tel', 'tel'],
  ['email', 'E-mail (gets a confirmation)', 'email', 'email'],
] as const;

/** Who the sale is for, all optional: a name, a phone, an e-mail for the confirmation. */
export function SaleCustomerFields(props: { customer: SaleCustomer; onChange: (customer: SaleCustomer) => void }) {
  const { customer, onChange } = props;
  return (
    <Grid container spacing={1.5}>
      {customerFields.map(([field, label, autoComplete, type]) => (
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
              onChange={(event) => onChange({ ...customer, [field]: event.target.value })}
            />
          </FormControl>
        </Grid>
      ))}
    </Grid>
  );
}

/** Where and when she picks it up, how she pays, and whether it is paid and handed over already. */
export function SalePickupFields(props: {
  details: SaleDetails;
  pickup: SalePickup;
  change: (changed: Partial<SaleDetails>) => void;
}) {
  const { details, pickup, change } = props;
  const places = usePlaceChoices();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} gap={2} flexWrap="wrap">
      <FormControl>
        <FormLabel id="sale-location-label">Pickup</FormLabel>
        <RadioGroup
          aria-labelledby="sale-location-label"
          orientation="horizontal"
          value={details.location}
          onChange={(event) => change({ location: event.target.value as PickupLocation })}
        >
          {/* Her markets first: a sale is mostly at the stall. */}
          {[
            ...places.filter((place) => place.kind === 'market'),
            ...places.filter((place) => place.kind !== 'market'),
          ].map((place) => (
            <Radio key={place.id} value={place.id} label={place.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel>Pickup day</FormLabel>
        <Input type="date" value={pickup.day} onChange={(event) => change({ pickupDate: event.target.value })} />
      </FormControl>
      <FormControl>
        <FormLabel id="sale-payment-label">Payment</FormLabel>
        <RadioGroup
          aria-labelledby="sale-payment-label"
          orientation="horizontal"
          value={details.paymentMethod}
          onChange={(event) => change({ paymentMethod: event.target.value as PaymentMethod })}
        >
          <Radio value="cash" label="Cash" />
          <Radio value="venmo" label="Venmo" />
        </RadioGroup>
      </FormControl>
      <FormControl orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
        <FormLabel>Paid</FormLabel>
        <Switch checked={details.paid} onChange={(event) => change({ paid: event.target.checked })} />
      </FormControl>
      <FormControl orientation="horizontal" sx={{ alignItems: 'center', gap: 1 }}>
        <FormLabel>Handed over now</FormLabel>
        <Switch checked={details.handedOver} onChange={(event) => change({ handedOver: event.target.checked })} />
      </FormControl>
      {pickup.slots.length > 0 && (
        <FormControl>
          <FormLabel id="sale-slot-label">Pickup time</FormLabel>
          <Select
            aria-labelledby="sale-slot-label"
            value={details.slot}
            onChange={(_event, value) => change({ slot: value ?? '' })}
            sx={{ minWidth: 150 }}
          >
            <Option value="">No set time</Option>
            {pickup.slots.map((each) => (
              <Option key={each.start} value={each.start}>
                {each.start} to {each.end}
              </Option>
            ))}
          </Select>
        </FormControl>
      )}
      {pickup.capped && (
        <Checkbox
          label="Book it even if full (overbook)"
          checked={details.overbook}
          onChange={(event) => change({ overbook: event.target.checked })}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
