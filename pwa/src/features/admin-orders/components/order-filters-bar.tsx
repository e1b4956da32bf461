import { Checkbox } from '../../../components/checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useEffect, useState } from 'react';
import { orderStatuses, orderStatusLabels } from '#shared/order-status';
import { pickupDateText } from '#shared/pickup-date';
import { usePlaceChoices } from '../../../lib/her-places';
import type { OrderFilters } from '../order-filters';

const SEARCH_PAUSE_MS = 300;

/** Pickup, location, status, payment and a search: what the owner narrows her orders to. */
export function OrderFiltersBar({
  filters,
  pickupDays,
  onChange,
}: {
  filters: OrderFilters;
  pickupDays: string[];
  /** Gets what changed only: the page applies it to the address as it is now. */
  onChange: (change: Partial<OrderFilters>) => void;
}) {
  const [q, setQ] = useState(filters.q);
  const places = usePlaceChoices(true);
  // The search asks the server once she pauses typing, not on every letter.
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ q }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) => onChange({ [key]: value });

  return (
    <Grid container spacing={1.5} sx={{ mb: 2 }} className="no-print">
      <Grid xs={12} sm={6} md={3}>
        <FormControl>
          <FormLabel id="pickup-filter-label">Pickup</FormLabel>
          <Select
            aria-labelledby="pickup-filter-label"
            value={filters.pickupDate}
            // Null is Joy's "no choice": only an option the owner picks changes the filter.
            onChange={(_event, value) => value !== null && set('pickupDate', value)}
          >
            <Option value="">Every pickup</Option>
            {/* The pickup in the address is a choice even before the list of pickups arrives. */}
            {[...new Set([filters.pickupDate, ...pickupDays])]
              .filter(Boolean)
              .sort()
              .reverse()
              .map((day) => (
                <Option key={day} value={day}>
                  {pickupDateText(day)}
                </Option>
              ))}
          </Select>
        </FormControl>
      </Grid>
      <Grid xs={6} sm={3} md={2}>
        <FormControl>
          <FormLabel id="location-filter-label">Location</FormLabel>
          <Select
            aria-labelledby="location-filter-label"
            value={filters.pickupLocation}
            onChange={(_event, value) => set('pickupLocation', value ?? '')}
          >
            <Option value="">{places.length === 2 ? 'Both' : 'Every place'}</Option>
            {places.map((place) => (
              <Option key={place.id} value={place.id}>
                {place.label}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Grid>
      <Grid xs={6} sm={3} md={2}>
        <FormControl>
          <FormLabel id="status-filter-label">Status</FormLabel>
          <Select
            aria-labelledby="status-filter-label"
            value={filters.status}
            onChange={(_event, value) => set('status', value ?? '')}
          >
            <Option value="">Any</Option>
            {orderStatuses.map((status) => (
              <Option key={status} value={status}>
                {orderStatusLabels[status]}
              </Option>
            ))}
          </Select>
        </FormControl>
      </Grid>
      <Grid xs={6} sm={4} md={2}>
        <FormControl>
          <FormLabel id="payment-filter-label">Payment</FormLabel>
          <Select
            aria-labelledby="payment-filter-label"
            value={filters.paymentStatus}
            onChange={(_event, value) => set('paymentStatus', value ?? '')}
          >
            <Option value="">Any</Option>
            <Option value="unpaid">Unpaid</Option>
            <Option value="paid">Paid</Option>
          </Select>
        </FormControl>
      </Grid>
      <Grid xs={6} sm={8} md={3}>
        <FormControl>
          <FormLabel>Search</FormLabel>
          <Input
            type="search"
            placeholder="Name, phone, e-mail or #"
            value={q}
            slotProps={{ input: { maxLength: 100, 'aria-label': 'Search orders' } }}
            onChange={(event) => setQ(event.target.value)}
          />
        </FormControl>
      </Grid>
      <Grid xs={12}>
        <Checkbox
          label="Sort by pickup time"
          checked={filters.sort === 'slot'}
          onChange={(event) => set('sort', event.target.checked ? 'slot' : '')}
        />
      </Grid>
    </Grid>
  );
}
