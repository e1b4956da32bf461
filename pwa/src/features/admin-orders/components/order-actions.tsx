import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import type { StoredOrder } from '#shared/order';
import { orderNumberText, type OrderStatus } from '#shared/order-status';
import { refundDue } from '#shared/pickup-figures';
import { useAdminEdit, type EditMessages } from '../../../sync/use-admin-edit';
import { CancelOrderDialog } from './cancel-order-dialog';

/** The forward moves as buttons; the step back of a mistaken tap as an Undo (shared order-status.ts). */
const forward: Partial<Record<OrderStatus, { to: OrderStatus; label: string }[]>> = {
  placed: [
    { to: 'ready', label: 'Mark ready' },
    { to: 'no-show', label: 'No-show' },
  ],
  ready: [
    { to: 'picked-up', label: 'Picked up' },
    { to: 'no-show', label: 'No-show' },
  ],
};
const undo: Partial<Record<OrderStatus, { to: OrderStatus; label: string }>> = {
  ready: { to: 'placed', label: 'Undo ready' },
  'picked-up': { to: 'ready', label: 'Undo pickup' },
  'no-show': { to: 'ready', label: 'Came after all' },
};

const messages = (number: string): EditMessages => ({
  done: ['Order Updated', `Order ${number} is saved.`],
  failed: ['Update Failed', `Order ${number} was not changed.`],
});

/** The buttons on an order card: its status, its payment, and cancelling with a reason. */
export function OrderActions({ order }: { order: StoredOrder }) {
  const status = useAdminEdit();
  const payment = useAdminEdit();
  const [cancelling, setCancelling] = useState(false);
  const number = orderNumberText(order.number);
  const move = (to: OrderStatus, reason?: string) =>
    void status.edit(
      { kind: 'set-order-status', id: order.id, status: to, ...(reason ? { reason } : {}) },
      `Order ${number}: ${to.replace('-', ' ')}`,
      messages(number),
    );
  const back = undo[order.status];
  const paid = order.paymentStatus === 'paid';
  const refund = (refunded: boolean) =>
    void payment.edit(
      { kind: 'set-order-refund', id: order.id, refunded },
      `Order ${number}: ${refunded ? 'refunded' : 'refund taken back'}`,
      messages(number),
    );

  return (
    <Stack direction="row" flexWrap="wrap" gap={1} className="no-print">
      {(forward[order.status] ?? []).map(({ to, label }) => (
        <Button key={to} size="md" variant={to === 'no-show' ? 'outlined' : 'solid'} onClick={() => move(to)}>
          {label}
        </Button>
      ))}
      {order.status !== 'cancelled' && (
        <Button
          size="md"
          color={paid ? 'neutral' : 'success'}
          variant={paid ? 'outlined' : 'solid'}
          onClick={() =>
            void payment.edit(
              { kind: 'set-order-payment', id: order.id, paid: !paid },
              `Order ${number}: ${paid ? 'unpaid' : 'paid'}`,
              messages(number),
            )
          }
        >
          {paid ? 'Mark unpaid' : 'Mark paid'}
        </Button>
      )}
      {refundDue(order) && (
        <Button size="md" color="danger" onClick={() => refund(true)}>
          Mark refunded
        </Button>
      )}
      {order.paymentStatus === 'refunded' && (
        <Button size="md" variant="plain" onClick={() => refund(false)}>
          Undo refund
        </Button>
      )}
      {back && (
        <Button size="md" variant="plain" onClick={() => move(back.to)}>
          {back.label}
        </Button>
      )}
      {order.status !== 'cancelled' && order.status !== 'picked-up' && (
        <Button size="md" variant="plain" color="danger" onClick={() => setCancelling(true)}>
          Cancel order
        </Button>
      )}
      <CancelOrderDialog
        order={cancelling ? order : null}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) => {
          setCancelling(false);
          move('cancelled', reason);
        }}
      />
    </Stack>
  );
}
