import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { lazyDateFormat } from '#shared/date-format';
import type { OwnerWaitlist } from '#shared/waitlist';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import { LinePlace, type PlaceView } from './line-place';

const when = lazyDateFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** Her offer time: how long a loaf or a place that came back is kept for the one whose turn it is. */
export function OfferTimeCard({ minutes }: { minutes: number }) {
  const [value, setValue] = useState(String(minutes));
  const { edit, busy } = useAdminEdit();
  return (
    <Card
      variant="outlined"
      component="form"
      aria-label="Offer time"
      onSubmit={(event) => {
        event.preventDefault();
        void edit({ kind: 'save-waitlist-settings', offerMinutes: Number(value) }, 'Waitlist offer time', {
          done: ['Settings Updated', `Offers are held ${value} minutes.`],
          failed: ['Update Failed', ''],
        });
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={1.5} alignItems={{ sm: 'flex-end' }}>
        <FormControl>
          <FormLabel>Keep an offer (a loaf, or a place) for the one in line for</FormLabel>
          <Input
            type="number"
            value={value}
            endDecorator="minutes"
            onChange={(event) => setValue(event.target.value)}
            slotProps={{ input: { min: 2, max: 120, inputMode: 'numeric' } }}
          />
        </FormControl>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </Stack>
    </Card>
  );
}

/** One line as she reads it: what it is for, its counts, and who is in it in order. */
interface LineView {
  key: string;
  name: string;
  waiting: number;
  offered: number;
  served: number;
  lapsed: number;
  places: PlaceView[];
}

/**
 * Each product's line and each full pickup time's, in order, and how many were served from it
 * and let their turn go.
 */
export function WaitlistLines({ products, places }: Pick<OwnerWaitlist, 'products' | 'places'>) {
  const joined = (at: string) => `joined ${when.format(new Date(at))}`;
  const offeredNow = (status: string) => (status === 'offered' ? ' · offered now' : '');
  const productLines = products.map((product): LineView => ({
    ...product,
    key: product.productId,
    places: product.line.map((place) => ({
      id: place.id,
      position: place.position,
      contact: place.contact,
      offered: place.status === 'offered',
      text: `${place.position}. ${place.quantity}${place.flavor ? ` (${place.flavor})` : ''} · ${place.contact} · ${joined(place.joinedAt)}${offeredNow(place.status)}`,
    })),
  }));
  const placeLines = places.map((pickup): LineView => ({
    ...pickup,
    key: `${pickup.pickupDate}-${pickup.pickupLocation}-${pickup.pickupSlot ?? ''}`,
    places: pickup.line.map((place) => ({
      id: place.id,
      position: place.position,
      contact: place.contact,
      offered: place.status === 'offered',
      text: `${place.position}. ${place.items} ${place.items === 1 ? 'item' : 'items'} · ${place.contact} · ${joined(place.joinedAt)}${offeredNow(place.status)}`,
    })),
  }));
  return (
    <Stack spacing={3}>
      {productLines.length > 0 && <LineGroup title="Sold-out products" lines={productLines} />}
      {placeLines.length > 0 && <LineGroup title="Full pickup times" lines={placeLines} />}
    </Stack>
  );
}

function LineGroup({ title, lines }: { title: string; lines: LineView[] }) {
  return (
    <Stack spacing={1.5} component="section" aria-label={title}>
      <Typography level="title-lg" component="h2">
        {title}
      </Typography>
      {lines.map((line) => (
        <LineCard key={line.key} line={line} />
      ))}
    </Stack>
  );
}

function LineCard({ line }: { line: LineView }) {
  return (
    <Card variant="outlined" component="article" aria-label={`Waitlist for ${line.name}`}>
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Typography level="title-md" component="h3">
          {line.name}
        </Typography>
        <Stack direction="row" gap={0.5} flexWrap="wrap">
          <Chip size="sm" variant="soft">
            {line.waiting} waiting
          </Chip>
          {line.offered > 0 && (
            <Chip size="sm" variant="soft" color="warning">
              {line.offered} offered now
            </Chip>
          )}
          <Chip size="sm" variant="soft" color="success">
            {line.served} served
          </Chip>
          {line.lapsed > 0 && (
            <Chip size="sm" variant="soft" color="neutral">
              {line.lapsed} let it go
            </Chip>
          )}
        </Stack>
      </Stack>
      {line.places.length === 0 ? (
        <Typography level="body-sm">Nobody in line now.</Typography>
      ) : (
        <List component="ol" size="sm" aria-label={`Line for ${line.name}`}>
          {line.places.map((place) => (
            <LinePlace key={place.id} place={place} lineName={line.name} />
          ))}
        </List>
      )}
    </Card>
  );
}
