import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { paymentMethodNames, type PaymentMethod } from '#shared/bakery';
import { preorderLines } from '#shared/market-table';
import { formatDollars, toCents } from '#shared/money';
import type { StoredOrder } from '#shared/order';
import { orderNumberText } from '#shared/order-status';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import type { ShownDay } from '../market-view';
import { linesText, type StallProduct } from '../stall-lines';

/**
 * One preorder at the stall: who, when, what, and whether it is paid; "Picked up" (asking how it
 * was paid when it was not paid before), "Release to table" with one tap after the day's release
 * time (her customer coming after all is handed her order as any other: "Picked up" takes its
 * loaves back while they last), and "Undo picked up" of a handover tapped by mistake.
 */
export function PreorderCard({
  order,
  shown,
  products,
  releaseOpen,
  place,
}: {
  order: StoredOrder;
  shown: ShownDay;
  products: readonly StallProduct[];
  releaseOpen: boolean;
  /** Its market's name, on a day two markets share. */
  place?: string;
}) {
  const [asking, setAsking] = useState(false);
  const { edit, busy } = useAdminEdit();
  const who = `${orderNumberText(order.number)} ${order.firstName} ${order.lastName}`.trim();
  const handover = shown.handovers.find((each) => each.orderId === order.id);
  const paid = order.paymentStatus === 'paid';
  const date = shown.date;

  async function handOver(paidHere: PaymentMethod | null) {
    setAsking(false);
    await edit({ kind: 'hand-over-preorder', date, id: order.id, paidHere }, `Picked up: ${who}`, {
      done: ['Handed Over', `${who}${paidHere ? `, paid by ${paymentMethodNames[paidHere]}` : ''}`],
      failed: ['Not Handed Over', `${who}:`],
    });
  }
  async function release() {
    setAsking(false);
    await edit({ kind: 'release-preorder', date, id: order.id }, `Released to the table: ${who}`, {
      done: ['Released', `${who}: its loaves are on the table`],
      failed: ['Not Released', `${who}:`],
    });
  }
  async function backOnTable() {
    await edit(
      { kind: 'set-preorder-another-bake', date, id: order.id, anotherBake: false },
      `Back on the table: ${who}`,
      { done: ['Back on the Table', `${who}: set aside on the table again`], failed: ['Not Changed', `${who}:`] },
    );
  }
  async function takeBack() {
    await edit({ kind: 'take-back-handover', date, id: order.id }, `Not picked up after all: ${who}`, {
      done: ['Taken Back', `${who} is waiting again`],
      failed: ['Not Taken Back', `${who}:`],
    });
  }

  return (
    <Sheet component="article" variant="outlined" sx={{ borderRadius: 'md', p: 1.5 }} aria-label={who}>
      <PreorderHeading order={order} who={who} products={products} place={place} />
      {order.anotherBakeAt && (
        <Typography level="body-sm" color="warning" sx={{ mt: 0.5 }}>
          To hand over from another bake: the table ran out.
        </Typography>
      )}
      {shown.waiting.has(order.id) && (
        <Typography level="body-xs" sx={{ mt: 0.5 }}>
          Not synced yet: kept on this phone.
        </Typography>
      )}
      <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }}>
        {order.status === 'picked-up' ? (
          handover && (
            <Button variant="outlined" color="neutral" loading={busy} onClick={() => void takeBack()}>
              Undo picked up
            </Button>
          )
        ) : (
          <>
            <Button
              size="lg"
              loading={busy}
              onClick={() => (paid ? void handOver(null) : setAsking(true))}
              sx={{ flex: 1, minHeight: 52 }}
            >
              Picked up
            </Button>
            {releaseOpen && (
              <Button size="lg" variant="outlined" color="neutral" loading={busy} onClick={() => void release()}>
                Release to table
              </Button>
            )}
            {order.anotherBakeAt && (
              <Button size="lg" variant="outlined" color="neutral" loading={busy} onClick={() => void backOnTable()}>
                Back on this table
              </Button>
            )}
          </>
        )}
      </Stack>
      {asking && (
        <PaidNowDialog
          order={order}
          who={who}
          onPaid={(paidHere) => void handOver(paidHere)}
          onBack={() => setAsking(false)}
        />
      )}
    </Sheet>
  );
}

/** Who and when, what they ordered, its total, and whether it is paid. */
function PreorderHeading(props: {
  order: StoredOrder;
  who: string;
  products: readonly StallProduct[];
  place: string | undefined;
}) {
  const { order, who, products, place } = props;
  const paid = order.paymentStatus === 'paid';
  return (
    <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
      <Stack sx={{ minWidth: 0 }}>
        <Typography level="title-md" sx={{ overflowWrap: 'anywhere' }}>
          {who}
        </Typography>
        <Typography level="body-sm">
          {place ? `${place} · ` : ''}
          {order.pickupSlot ? `${order.pickupSlot} · ` : ''}
          {linesText(preorderLines(order), products)}
        </Typography>
      </Stack>
      <Stack alignItems="flex-end" sx={{ flexShrink: 0 }}>
        <Typography level="title-md">{formatDollars(toCents(order.total))}</Typography>
        <Chip size="sm" variant="soft" color={paid ? 'success' : 'warning'}>
          {paid ? 'Paid' : `Unpaid · ${paymentMethodNames[order.paymentMethod] ?? order.paymentMethod}`}
        </Chip>
      </Stack>
    </Stack>
  );
}

/** "$12.00 to pay: paid now?": an unpaid preorder picked up, paid cash, by Venmo, or not; or Back. */
function PaidNowDialog(props: {
  order: StoredOrder;
  who: string;
  onPaid: (paidHere: PaymentMethod | null) => void;
  onBack: () => void;
}) {
  const { order, who, onPaid, onBack } = props;
  return (
    <Modal open onClose={onBack}>
      <ModalDialog aria-labelledby={`paid-${order.id}`}>
        <DialogTitle id={`paid-${order.id}`}>{formatDollars(toCents(order.total))} to pay: paid now?</DialogTitle>
        <DialogContent>{who}</DialogContent>
        <Stack gap={1}>
          <Button size="lg" onClick={() => onPaid('cash')}>
            Paid cash
          </Button>
          <Button size="lg" color="success" onClick={() => onPaid('venmo')}>
            Paid by Venmo
          </Button>
          <Button size="lg" variant="outlined" color="neutral" onClick={() => onPaid(null)}>
            Not paid
          </Button>
          {/* Tapped "Picked up" on the wrong order, or she has not handed it over yet. */}
          <Button size="lg" variant="plain" color="neutral" onClick={onBack}>
            Back
          </Button>
        </Stack>
      </ModalDialog>
    </Modal>
  );
}
