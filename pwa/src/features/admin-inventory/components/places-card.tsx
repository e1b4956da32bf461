import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { MOST_PLACES } from '#shared/pickup-places';
import type { PickupSettings } from '#shared/pickup-settings';
import { clockText } from '#shared/pickup-text';
import { placeRecordsOf, windowsOf, type PlaceRecord } from '#shared/places';
import { weekdays } from '#shared/weekdays';
import { PlaceDialog } from './place-dialog';

const kindLabels = { door: 'Her door', market: 'Market', other: 'Other' } as const;

/** "Tuesdays 5pm to 8pm · orders close 24 hours before" / "Saturdays 9am to 12pm, Wednesdays 4pm to 6pm · orders until it ends". */
function whenText(place: PlaceRecord): string {
  const hours = windowsOf(place)
    .map((window) => `${weekdays[window.weekday]}s ${clockText(window.from)} to ${clockText(window.until)}`)
    .join(', ');
  const cutoff =
    place.cutoffHours === null
      ? 'orders until it ends'
      : place.cutoffHours === 0
        ? 'orders until it opens'
        : `orders close ${place.cutoffHours} hour${place.cutoffHours === 1 ? '' : 's'} before`;
  return `${hours} · ${cutoff}`;
}

/**
 * Her places (docs/orders.md, "Her places"): each with its kind, day and hours, address and
 * note, a stopped one marked; a tap changes one, "Add a place" makes another. Their slots and
 * caps, days off and bake days are on the settings card, each place beside the others.
 */
export function PlacesCard({ settings }: { settings: PickupSettings }) {
  const places = placeRecordsOf(settings);
  // null: none open; 'new': a place being added; else the place being changed.
  const [open, setOpen] = useState<PlaceRecord | 'new' | null>(null);
  return (
    <Card variant="outlined" component="section" aria-labelledby="places-title">
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
        <Typography id="places-title" level="title-lg" component="h2">
          Pickup places
        </Typography>
        <Button variant="outlined" disabled={places.length >= MOST_PLACES} onClick={() => setOpen('new')}>
          Add a place
        </Button>
      </Stack>
      <List aria-labelledby="places-title" sx={{ '--ListItem-paddingX': 0 }}>
        {places.map((place) => (
          <ListItem key={place.id} sx={{ alignItems: 'flex-start', py: 1 }}>
            <Stack
              direction="row"
              justifyContent="space-between"
              alignItems="flex-start"
              gap={1}
              sx={{ width: '100%' }}
            >
              <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
                  <Typography level="title-sm">{place.name}</Typography>
                  <Chip size="sm" variant="soft">
                    {kindLabels[place.kind]}
                  </Chip>
                  {!place.active && (
                    <Chip size="sm" variant="soft" color="warning">
                      Stopped
                    </Chip>
                  )}
                </Stack>
                <Typography level="body-sm">{whenText(place)}</Typography>
                {place.address && <Typography level="body-sm">{place.address}</Typography>}
                {place.note && (
                  <Typography level="body-sm" sx={{ fontStyle: 'italic' }}>
                    {place.note}
                  </Typography>
                )}
              </Stack>
              <Button size="sm" variant="plain" onClick={() => setOpen(place)} aria-label={`Change ${place.name}`}>
                Change
              </Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      {open && <PlaceDialog place={open === 'new' ? null : open} places={places} onClose={() => setOpen(null)} />}
    </Card>
  );
}
