import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useState } from 'react';
import { lazyDateFormat } from '#shared/date-format';
import { formatDollars, toCents } from '#shared/money';
import { useAdminEdit } from '../../../sync/use-admin-edit';
import type { ShownDay } from '../market-view';
import { linesText, type StallProduct } from '../stall-lines';
import { useStall } from '../stall-store';

const timeFormat = lazyDateFormat({ hour: 'numeric', minute: '2-digit' });

/**
 * "Undo last sale": the newest sale rung up on this phone that is not undone yet (her helper's
 * sales are her helper's to undo), after she says yes. Its loaves go back on the table and the
 * shop's stock; the sale stays on the day's record, marked undone.
 */
export function UndoLastSale({ shown, products }: { shown: ShownDay; products: readonly StallProduct[] }) {
  const rungUp = useStall((state) => state.rungUp);
  const [asking, setAsking] = useState(false);
  const { edit, busy } = useAdminEdit();
  const last = [...rungUp]
    .reverse()
    .map((id) => shown.sales.find((sale) => sale.id === id))
    .find((sale) => sale && !sale.undoneAt);
  if (!last) return null;
  const amount = formatDollars(toCents(last.total));
  const paid = last.paymentMethod === 'venmo' ? 'by Venmo' : 'cash';
  const what = `${amount} ${paid}, ${linesText(last.lines, products)}`;
  // How the money goes back is how it came.
  const giveBack = last.paymentMethod === 'venmo' ? `refund ${amount} on Venmo` : `give back ${amount} from the box`;

  async function undo() {
    if (!last) return;
    await edit(
      { kind: 'undo-stall-sale', date: shown.date, id: last.id },
      `Undo of the sale of ${linesText(last.lines, products)}`,
      { done: ['Sale Undone', what], failed: ['Undo Failed', 'The sale could not be undone.'] },
    );
    setAsking(false);
  }

  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setAsking(true)}>
        Undo last sale
      </Button>
      {asking && (
        <Modal open onClose={() => setAsking(false)}>
          <ModalDialog role="alertdialog" aria-labelledby="undo-title">
            <DialogTitle id="undo-title">Undo the last sale?</DialogTitle>
            <DialogContent>
              {what}, at {timeFormat.format(new Date(last.soldAt))}. Its loaves go back on the table: {giveBack}.
            </DialogContent>
            <DialogActions>
              <Button color="danger" loading={busy} onClick={() => void undo()}>
                Undo sale
              </Button>
              <Button variant="plain" color="neutral" onClick={() => setAsking(false)}>
                Keep it
              </Button>
            </DialogActions>
          </ModalDialog>
        </Modal>
      )}
    </>
  );
}
