import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { lazyDateFormat } from '#shared/date-format';
import type { OwnerWaitlist } from '#shared/waitlist';
import { useAdminEdit } from '../../../sync/use-admin-edit';

const when = lazyDateFormat({ weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** Her offer time: how long a loaf that came back is held for the one whose turn it is. */
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
          <FormLabel>Hold a loaf for the one in line for</FormLabel>
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

/** Each product's line, in order, and how many were served from it and let their turn go. */
export function WaitlistLines({ products }: { products: OwnerWaitlist['products'] }) {
  return (
    <Stack spacing={1.5}>
      {products.map((product) => (
        <Card
          key={product.productId}
          variant="outlined"
          component="article"
          aria-label={`Waitlist for ${product.name}`}
        >
          <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
            <Typography level="title-md">{product.name}</Typography>
            <Stack direction="row" gap={0.5} flexWrap="wrap">
              <Chip size="sm" variant="soft">
                {product.waiting} waiting
              </Chip>
              {product.offered > 0 && (
                <Chip size="sm" variant="soft" color="warning">
                  {product.offered} offered now
                </Chip>
              )}
              <Chip size="sm" variant="soft" color="success">
                {product.served} served
              </Chip>
              {product.lapsed > 0 && (
                <Chip size="sm" variant="soft" color="neutral">
                  {product.lapsed} let it go
                </Chip>
              )}
            </Stack>
          </Stack>
          {product.line.length === 0 ? (
            <Typography level="body-sm">Nobody in line now.</Typography>
          ) : (
            <List component="ol" size="sm" aria-label={`Line for ${product.name}`}>
              {product.line.map((place) => (
                <ListItem key={`${place.position}-${place.joinedAt}`}>
                  {place.position}. {place.quantity}
                  {place.flavor ? ` (${place.flavor})` : ''} · {place.contact} · joined{' '}
                  {when.format(new Date(place.joinedAt))}
                  {place.status === 'offered' ? ' · offered now' : ''}
                </ListItem>
              ))}
            </List>
          )}
        </Card>
      ))}
    </Stack>
  );
}
