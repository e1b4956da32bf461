import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { bakery } from '#shared/bakery';
import type { CustomerOrder } from '#shared/customer-order';
import { orderNumberText } from '#shared/order-text';
import { failureText } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api';
import { lazyDateFormat } from '#shared/date-format';

const until = lazyDateFormat({
  weekday: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: bakery.timeZone,
});

/** Cancelling until the cutoff, after a question; after it, who to write to. */
export function CancelOrder({
  order,
  token,
  disabled,
  contactEmail,
}: {
  order: CustomerOrder;
  token: string;
  disabled: boolean;
  /** Where she writes instead (the bakery's settings). */
  contactEmail: string;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(order.id, token);
  if (order.status === 'cancelled' || order.status === 'picked-up') return null;
  if (!order.cancelUntil) {
    return (
      <Typography level="body-sm">
        Need to change something? It is too late to cancel online: write to{' '}
        <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(`Order ${orderNumberText(order.number)}`)}`}>
          {contactEmail}
        </a>
        .
      </Typography>
    );
  }
  return (
    <>
      <Typography level="body-sm">
        You can cancel this order until {until.format(new Date(order.cancelUntil))}.
      </Typography>
      <Button
        variant="outlined"
        color="danger"
        disabled={disabled}
        onClick={() => setAsking(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Cancel my order
      </Button>
      {cancel.isError && (
        <Alert color="danger" role="alert">
          {failureText(cancel.error, 'Your order was not cancelled. Please try again.')}
        </Alert>
      )}
      <Modal open={asking} onClose={() => setAsking(false)}>
        <ModalDialog role="alertdialog" aria-labelledby="cancel-own-title" sx={{ maxWidth: 420 }}>
          <DialogTitle id="cancel-own-title">Cancel order {orderNumberText(order.number)}?</DialogTitle>
          <DialogContent>
            Its bakes go back on the shelf for someone else. This cannot be undone.
            {order.paymentStatus === 'paid' ? ' You paid for it: the bakery will refund you.' : ''}
          </DialogContent>
          <DialogActions>
            <Button
              color="danger"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast('Order Cancelled', `Order ${orderNumberText(order.number)} is cancelled.`),
                  onSettled: () => setAsking(false),
                })
              }
            >
              Yes, cancel it
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setAsking(false)}>
              Keep my order
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </>
  );
}
