import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Textarea from '@mui/joy/Textarea';
import { useState } from 'react';
import type { StoredOrder } from '#shared/order';
import { orderNumberText } from '#shared/order-status';

const MAX_REASON = 300;

/** Cancelling cannot be undone (its loaves go back on the shelf), so it asks first. */
export function CancelOrderDialog({
  order,
  onClose,
  onConfirm,
}: {
  order: StoredOrder | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const customer = order ? `${order.firstName} ${order.lastName}`.trim() || 'the customer' : '';
  return (
    <Modal open={order !== null} onClose={onClose}>
      <ModalDialog role="alertdialog" aria-labelledby="cancel-order-title" sx={{ maxWidth: 440 }}>
        <DialogTitle id="cancel-order-title">Cancel order {order && orderNumberText(order.number)}?</DialogTitle>
        <DialogContent>
          Its items go back into stock{order?.email ? ` and ${customer} gets an e-mail saying so` : ''}. This cannot be
          undone.
        </DialogContent>
        <FormControl>
          <FormLabel>Reason (optional, sent to the customer)</FormLabel>
          <Textarea
            minRows={2}
            value={reason}
            slotProps={{ textarea: { maxLength: MAX_REASON } }}
            onChange={(event) => setReason(event.target.value)}
          />
          <FormHelperText>
            {reason.length}/{MAX_REASON}
          </FormHelperText>
        </FormControl>
        <DialogActions>
          <Button color="danger" onClick={() => onConfirm(reason.trim())}>
            Cancel order
          </Button>
          <Button variant="plain" color="neutral" onClick={onClose}>
            Keep it
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
