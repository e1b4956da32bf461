import Typography from '@mui/joy/Typography';
import { lazyDateFormat } from '#shared/date-format';
import { formatDollars, toCents } from '#shared/money';
import type { EditOf } from '#shared/owner-edits';

const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });

/** A sale the server refused, opened again from the header's "Fix it": its outbox entry and why. */
export interface SaleToFix {
  seq: number;
  words: string;
  sale: EditOf<'record-stall-sale'>;
  /** When she undid it on this phone: the undo waits behind it, and goes with it when she drops it. */
  undoneAt: string | null;
}

/**
 * What she needs to fix a refused sale, under why it was refused: how it was paid (the cash
 * handed over, which ringing it up again keeps), and whether she undid it on this phone since,
 * in which case there is nothing to ring up again: dropping it drops its undo too.
 */
export function FixSaleNote({ fix }: { fix: SaleToFix }) {
  const { sale, undoneAt } = fix;
  const paid =
    sale.paymentMethod === 'venmo'
      ? `Paid by Venmo, ${formatDollars(toCents(sale.total))}.`
      : `Paid cash, ${formatDollars(toCents(sale.total))}${sale.cashGiven ? ` (${formatDollars(toCents(sale.cashGiven))} handed over)` : ''}.`;
  return (
    <Typography level="body-sm" textColor="inherit" sx={{ mt: 0.5 }}>
      {paid}{' '}
      {undoneAt
        ? `You undid it at ${timeFormat.format(new Date(undoneAt))}, so there is nothing to ring up again: drop it and its undo.`
        : 'Change it and take the payment again, or drop it.'}
    </Typography>
  );
}
