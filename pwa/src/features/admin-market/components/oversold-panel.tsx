import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { tableConflicts, type OversoldLine } from '#shared/market-conflicts';
import type { StoredOrder } from '#shared/order';
import { orderNumberText } from '#shared/order-status';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import type { ShownDay } from '../market-view';
import { lineName, tableOf, type StallProduct } from '../stall-lines';

/** Why she cancels a preorder of an oversold line: the words her customer's e-mail carries. */
export const SOLD_AT_THE_STALL =
  'The market stall sold out of it before your order reached us. We are sorry for the trouble.';

/**
 * The day's oversold lines (docs/market-day.md, "When the table is oversold"): a sale happened
 * that the table had no loaf for by the server's count, so what she sold and promised is more than
 * she brought. Each line with the preorders set aside on it, newest first, and what she can do
 * about each: cut it, hand it over from another bake, or cancel it. With no preorder to settle it,
 * her count of what she brought was off: she counts again.
 */
export function OversoldPanel({
  shown,
  products,
  onRecount,
}: {
  shown: ShownDay;
  products: readonly StallProduct[];
  onRecount: () => void;
}) {
  const lines = tableConflicts(tableOf(shown), shown.preorders, shown.day?.startedAt ?? null);
  if (lines.length === 0) return null;
  const catalogue = new Map(products.map((product) => [product.id, product]));
  return (
    <Alert color="warning" variant="soft" sx={{ mb: 2, display: 'block' }} role="region" aria-label="Oversold">
      <Typography level="title-md">More was sold and promised than is on the table</Typography>
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {lines.map((line) => {
          const { name, flavorName } = lineName(catalogue, line);
          const what = `${name}${flavorName ? ` (${flavorName})` : ''}`;
          return (
            <Stack key={`${line.product} ${line.flavor ?? ''}`} spacing={1}>
              <Typography level="body-md">
                <strong>{what}</strong>: {line.oversold} more than you brought.
              </Typography>
              {line.preorders.length === 0 ? (
                <Button variant="outlined" color="neutral" sx={{ alignSelf: 'flex-start' }} onClick={onRecount}>
                  Count what you brought again
                </Button>
              ) : (
                line.preorders.map((held) => {
                  const order = shown.preorders.find((each) => each.id === held.id)!;
                  return (
                    <OversoldPreorder
                      key={held.id}
                      order={order}
                      line={line}
                      held={held}
                      what={what}
                      date={shown.date}
                    />
                  );
                })
              )}
            </Stack>
          );
        })}
      </Stack>
    </Alert>
  );
}

function OversoldPreorder({
  order,
  line,
  held,
  what,
  date,
}: {
  order: StoredOrder;
  line: OversoldLine;
  held: OversoldLine['preorders'][number];
  what: string;
  date: string;
}) {
  const { edit, busy } = useAdminEdit();
  const [confirming, setConfirming] = useState(false);
  const who = `${orderNumberText(order.number)} ${order.firstName} ${order.lastName}`.trim();
  const keep = Math.max(0, held.quantity - line.oversold);
  // A paid order is not cut (its money would be part refund): she cancels it or bakes it again.
  const canCut = order.paymentStatus === 'unpaid' && keep > 0;

  const cut = () =>
    edit(
      {
        kind: 'cut-preorder',
        date,
        id: order.id,
        lines: [{ product: line.product, flavor: line.flavor, quantity: keep }],
      },
      `${who} cut to ${keep} ${what}`,
      { done: ['Order Cut', `${who}: ${keep} ${what}; the customer is e-mailed`], failed: ['Not Cut', `${who}:`] },
    );
  const anotherBake = () =>
    edit({ kind: 'set-preorder-another-bake', date, id: order.id, anotherBake: true }, `${who} from another bake`, {
      done: ['From Another Bake', `${who}: hand it over from another bake`],
      failed: ['Not Changed', `${who}:`],
    });
  const cancel = () =>
    edit(
      { kind: 'set-order-status', id: order.id, status: 'cancelled', reason: SOLD_AT_THE_STALL },
      `${who} cancelled`,
      { done: ['Order Cancelled', `${who}: the customer is e-mailed`], failed: ['Not Cancelled', `${who}:`] },
    );

  return (
    <Sheet
      variant="outlined"
      role="group"
      aria-label={who}
      sx={{ borderRadius: 'sm', p: 1, bgcolor: 'background.surface' }}
    >
      <Typography level="body-sm">
        <strong>{who}</strong>: {held.quantity} {what}
        {held.placedSinceStart ? ', ordered online after you started' : ''}
        {order.paymentStatus === 'paid' ? ' (paid)' : ''}
      </Typography>
      <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }}>
        {canCut && (
          <Button size="sm" loading={busy} onClick={() => void cut()}>
            Cut to {keep}
          </Button>
        )}
        <Button size="sm" variant="outlined" loading={busy} onClick={() => void anotherBake()}>
          From another bake
        </Button>
        {!confirming && (
          <Button size="sm" variant="outlined" color="danger" onClick={() => setConfirming(true)}>
            Cancel order
          </Button>
        )}
      </Stack>
      {confirming && (
        <Stack
          direction="row"
          gap={1}
          alignItems="center"
          flexWrap="wrap"
          sx={{ mt: 1 }}
          role="group"
          aria-label="Cancel?"
        >
          <Typography level="body-sm">Cancel {who} and e-mail the customer?</Typography>
          <Button size="sm" color="danger" loading={busy} onClick={() => void cancel()}>
            Yes, cancel it
          </Button>
          <Button size="sm" variant="plain" color="neutral" onClick={() => setConfirming(false)}>
            No
          </Button>
        </Stack>
      )}
    </Sheet>
  );
}
