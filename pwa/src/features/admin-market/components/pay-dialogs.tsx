import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { lazy, Suspense, useState } from 'react';
import { bakery } from '#shared/bakery';
import { formatCents, formatDollars, toCents } from '#shared/money';
import { venmoAmountUrl } from '../../../lib/venmo';

const VenmoQr = lazy(() => import('../../../components/venmo-qr'));

/** A payment's two buttons, in the thumb's reach: Back, and the large one that records the sale. */
function PayActions(props: { done: string; disabled?: boolean; onDone: () => void; onClose: () => void }) {
  return (
    <DialogActions sx={{ flexDirection: 'row' }}>
      <Button size="lg" variant="plain" color="neutral" onClick={props.onClose}>
        Back
      </Button>
      <Button
        size="lg"
        disabled={props.disabled}
        onClick={props.onDone}
        sx={{ flex: 1, minHeight: 64, fontSize: 'xl' }}
      >
        {props.done}
      </Button>
    </DialogActions>
  );
}

/** Notes a customer would hand over for a total: the next $5, $10, $20, $50 and $100 above it. */
export function cashChoices(totalCents: number): number[] {
  const up = (step: number) => Math.ceil(totalCents / step) * step;
  return [...new Set([up(500), up(1000), up(2000), up(5000), up(10000)])]
    .filter((cents) => cents > totalCents)
    .slice(0, 4);
}

/**
 * Cash: what the customer handed over and the change due, in large type; Done records the sale.
 * "Exact" for the right money.
 */
export function CashDialog({
  totalCents,
  keptGivenCents,
  onDone,
  onClose,
}: {
  totalCents: number;
  /** What was handed over for a sale rung up again: chosen at the start. */
  keptGivenCents?: number;
  onDone: (givenCents: number) => void;
  onClose: () => void;
}) {
  const choices = [totalCents, ...cashChoices(totalCents)];
  const kept = keptGivenCents !== undefined && choices.includes(keptGivenCents) ? keptGivenCents : undefined;
  const [given, setGiven] = useState<number>(kept ?? totalCents);
  // Handed over, but none of the notes offered for this total: it is the amount typed.
  const [typed, setTyped] = useState(
    keptGivenCents !== undefined && kept === undefined ? formatCents(keptGivenCents) : '',
  );
  const typedCents = /^\d{1,5}(\.\d{1,2})?$/.test(typed.trim()) ? toCents(typed.trim()) : null;
  const handed = typed ? typedCents : given;
  const short = handed !== null && handed < totalCents;
  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="cash-title" layout="fullscreen" sx={{ maxWidth: 520, mx: 'auto' }}>
        <DialogTitle id="cash-title">Cash</DialogTitle>
        <DialogContent>
          <Typography level="h3" component="p">
            Total {formatDollars(totalCents)}
          </Typography>
          <Typography level="title-md" id="given-label">
            Handed over
          </Typography>
          <Stack direction="row" flexWrap="wrap" gap={1} role="group" aria-labelledby="given-label" sx={{ my: 1 }}>
            {choices.map((cents) => (
              <Button
                key={cents}
                size="lg"
                variant={!typed && given === cents ? 'solid' : 'outlined'}
                aria-pressed={!typed && given === cents}
                onClick={() => (setTyped(''), setGiven(cents))}
                sx={{ minWidth: 96, minHeight: 56, fontSize: 'lg' }}
              >
                {cents === totalCents ? 'Exact' : formatDollars(cents)}
              </Button>
            ))}
          </Stack>
          <Input
            size="lg"
            startDecorator="$"
            placeholder="Other amount"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ input: { inputMode: 'decimal', 'aria-label': 'Other amount handed over' } }}
          />
          <Typography level="h2" component="p" role="status" sx={{ mt: 3, fontSize: '2.5rem' }}>
            {handed === null
              ? 'Type an amount like 20 or 20.50'
              : short
                ? `${formatDollars(totalCents - handed)} short`
                : `Change ${formatDollars(handed - totalCents)}`}
          </Typography>
        </DialogContent>
        <PayActions
          done="Done"
          disabled={handed === null || short}
          onDone={() => handed !== null && onDone(handed)}
          onClose={onClose}
        />
      </ModalDialog>
    </Modal>
  );
}

/**
 * Venmo: a QR code of the payment with its amount, large, for the customer's phone to scan (or
 * this phone handed to her); Paid records the sale once she shows it went through.
 */
export function VenmoDialog({ total, onDone, onClose }: { total: string; onDone: () => void; onClose: () => void }) {
  const url = venmoAmountUrl(total, `${bakery.name} market`);
  return (
    <Modal open onClose={onClose}>
      <ModalDialog aria-labelledby="venmo-title" layout="fullscreen" sx={{ maxWidth: 520, mx: 'auto' }}>
        <DialogTitle id="venmo-title">Venmo</DialogTitle>
        <DialogContent sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography level="body-lg">Scan to pay {bakery.venmoHandle}</Typography>
          <Suspense fallback={<Typography>Drawing the code…</Typography>}>
            <VenmoQr size={260} url={url} />
          </Suspense>
          <Typography level="h2" component="p" sx={{ fontSize: '2.5rem' }}>
            {formatDollars(toCents(total))}
          </Typography>
        </DialogContent>
        <PayActions done="Paid" onDone={onDone} onClose={onClose} />
      </ModalDialog>
    </Modal>
  );
}
