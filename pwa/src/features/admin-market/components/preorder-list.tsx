import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { StoredOrder } from '#shared/order';
import { preorderPlace } from '#shared/market-table';
import { SearchIcon } from '../../../components/icons';
import type { ShownDay } from '../market-view';
import type { StallProduct } from '../stall-lines';
import { PreorderCard } from './preorder-card';

/** Who she is looking for, by name, number or phone: "maya", "1004", "#1004", "555". */
export function matchesSearch(order: StoredOrder, search: string): boolean {
  const words = search.trim().toLowerCase().replace(/^#/, '');
  if (!words) return true;
  const text = [order.firstName, order.lastName, order.number, order.phone, order.phone.replace(/\D/g, '')]
    .join(' ')
    .toLowerCase();
  return words.split(/\s+/).every((word) => text.includes(word));
}

const bySlotThenName = (a: StoredOrder, b: StoredOrder) =>
  (a.pickupSlot ?? '~').localeCompare(b.pickupSlot ?? '~') ||
  `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`) ||
  a.number - b.number;

/**
 * The market's preorders of the day (docs/market-day.md, "Preorders"): by time and name,
 * searchable; those to hand over first, then the released and the handed over. Each is tapped
 * picked up (and paid, for one not paid before) with no signal; after the day's release time, one
 * nobody came for can be released to the table.
 */
export function PreorderList({
  shown,
  products,
  releaseOpen,
  placeName,
}: {
  shown: ShownDay;
  products: readonly StallProduct[];
  /** Whether the day's release time has come. */
  releaseOpen: boolean;
  /** A place's name, for a day two markets share: each preorder then says which it is for. */
  placeName: (placeId: string) => string;
}) {
  const [search, setSearch] = useState('');
  const sharedDay = new Set(shown.preorders.map((order) => order.pickupLocation)).size > 1;
  const found = shown.preorders.filter((order) => order.status !== 'cancelled' && matchesSearch(order, search));
  const groups: [title: string, orders: StoredOrder[]][] = [
    ['To hand over', found.filter((order) => preorderPlace(order) === 'set-aside')],
    ['From another bake', found.filter((order) => preorderPlace(order) === 'another-bake')],
    ['Released to the table', found.filter((order) => preorderPlace(order) === 'released')],
    ['Handed over', found.filter((order) => preorderPlace(order) === 'handed-over')],
  ];
  const releaseAfter = shown.day?.releaseAfter;
  return (
    <Stack spacing={2}>
      <Input
        size="lg"
        type="search"
        startDecorator={<SearchIcon />}
        placeholder="Name, number or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Find a preorder' } }}
      />
      {releaseAfter && !releaseOpen && (
        <Typography level="body-sm">
          Preorders nobody has come for can be released to the table from {releaseAfter}.
        </Typography>
      )}
      {shown.preorders.length === 0 ? (
        <Typography level="body-lg">No preorders for this market.</Typography>
      ) : found.length === 0 ? (
        <Typography level="body-lg">No preorder matches “{search}”.</Typography>
      ) : (
        groups.map(([title, orders]) =>
          orders.length === 0 ? null : (
            <Stack key={title} spacing={1} component="section" aria-label={title}>
              <Typography level="title-lg" component="h2" endDecorator={<Chip size="sm">{orders.length}</Chip>}>
                {title}
              </Typography>
              {[...orders].sort(bySlotThenName).map((order) => (
                <PreorderCard
                  key={order.id}
                  order={order}
                  shown={shown}
                  products={products}
                  releaseOpen={releaseOpen && title === 'To hand over'}
                  place={sharedDay ? placeName(order.pickupLocation) : undefined}
                />
              ))}
            </Stack>
          ),
        )
      )}
    </Stack>
  );
}
