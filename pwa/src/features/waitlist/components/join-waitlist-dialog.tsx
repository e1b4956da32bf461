import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { availableOf } from '#shared/availability';
import type { InventoryItem } from '#shared/inventory';
import { mostToWaitFor } from '../../../lib/most-to-wait-for';
import { joinWaitlist } from '../api';
import { useWaitlistPlaces } from '../store';
import { JoinLineDialog, useJoinLine } from './join-line-dialog';
import { followOnThisPhone, TellMeFields } from './tell-me-fields';

/**
 * Joining the line for a sold-out product, or for more than is left (docs/waitlist.md): how many
 * (what she asked for on the card, to start with), and how to be told (e-mail, this phone, or
 * both). Then her place, and what happens when her turn comes.
 */
export function JoinWaitlistDialog({
  item,
  flavor,
  sessionId,
  quantity: asked,
  onClose,
}: {
  item: InventoryItem;
  flavor: string | null;
  sessionId: string;
  quantity?: number;
  onClose: () => void;
}) {
  const most = mostToWaitFor(item);
  const left = availableOf(item);
  // More than is left: the line is for what cannot be held now (the server says so too).
  const least = Math.max(item.minimumOrder, left + 1);
  const [quantity, setQuantity] = useState(Math.max(asked ?? least, least));
  const [email, setEmail] = useState('');
  const [push, setPush] = useState(false);
  const { busy, problem, joined: position, join } = useJoinLine<number>();
  const add = useWaitlistPlaces((state) => state.add);

  const send = async () => {
    const { entry, token } = await joinWaitlist({
      productId: item.id,
      flavor,
      quantity,
      sessionId,
      email: email.trim() || undefined,
      push: push || undefined,
    });
    add({ id: entry.id, token, productId: item.id, flavor, name: item.name });
    return { joined: entry.position ?? 1, problem: push ? await followOnThisPhone(entry.id, token) : null };
  };

  return (
    <JoinLineDialog
      id="waitlist"
      title={`Join the waitlist for ${item.name}`}
      joined={
        position === null
          ? null
          : {
              position,
              next: `When ${item.name} comes back it goes to the line first, in the order people joined. When it's your turn we hold it in your cart for a few minutes and tell you, with a link straight to it.`,
            }
      }
      problem={problem}
      busy={busy}
      onSubmit={(event) => (event.preventDefault(), void join(send))}
      onClose={onClose}
    >
      <Typography>
        {left === 0 ? 'Sold out for now.' : `Only ${left} left now.`} Loaves come back when a cart runs out or an order
        is cancelled: they go to the line first, in order, at no more than today's price.
      </Typography>
      <FormControl>
        <FormLabel id="waitlist-quantity">How many</FormLabel>
        <Stack direction="row" alignItems="center" gap={1} role="group" aria-labelledby="waitlist-quantity">
          <IconButton
            variant="outlined"
            aria-label="One fewer"
            disabled={quantity <= least}
            onClick={() => setQuantity(quantity - 1)}
          >
            −
          </IconButton>
          <Typography level="title-lg" aria-live="polite" sx={{ minWidth: '2ch', textAlign: 'center' }}>
            {quantity}
          </Typography>
          <IconButton
            variant="outlined"
            aria-label="One more"
            disabled={quantity >= most}
            onClick={() => setQuantity(quantity + 1)}
          >
            +
          </IconButton>
        </Stack>
      </FormControl>
      <TellMeFields email={email} onEmail={setEmail} push={push} onPush={setPush} />
    </JoinLineDialog>
  );
}
