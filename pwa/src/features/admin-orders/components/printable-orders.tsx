import { paymentMethodNames } from '#shared/bakery';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { createPortal } from 'react-dom';
import { orderNumberText, orderStatusLabels } from '#shared/order-status';
import type { PickupHours } from '#shared/pickup-text';
import { formatPlaced } from '../order-dates';
import { pickupLine } from '../pickup-line';

/**
 * The print-out of order cards for the packing table (docs/product.md, "The admin's screens", issue 23): two cards
 * a row and as many rows as fit a page, no card split across pages (print-styles.tsx). Each card
 * says its status and whether it is paid; a no-show is marked as one. Hidden on screen; rendered
 * straight into <body>, so printing can drop every other part of the page entirely rather than
 * leave its space blank.
 */
export function PrintableOrders({
  orders,
  hours,
  title,
}: {
  orders: StoredOrder[];
  hours: PickupHours | undefined;
  title: string;
}) {
  return createPortal(
    <div className="print-root" data-testid="print-orders" hidden>
      <h1 className="print-title">{title}</h1>
      <div className="print-cards">
        {orders.map((order) => (
          <article key={order.id} className={`print-card${order.status === 'no-show' ? ' print-no-show' : ''}`}>
            <h2>
              {orderNumberText(order.number)} {`${order.firstName} ${order.lastName}`.trim() || 'Walk-up sale'}
            </h2>
            <p className="print-status">
              <strong>{order.status === 'no-show' ? 'NO-SHOW' : orderStatusLabels[order.status]}</strong>
              {' · '}
              <strong>{order.paymentStatus === 'paid' ? 'PAID' : `Owes $${order.total}`}</strong>
            </p>
            {order.phone && <p>Phone: {order.phone}</p>}
            <p>Payment: {paymentMethodNames[order.paymentMethod] ?? order.paymentMethod}</p>
            <p>Pickup: {pickupLine(order, hours)}</p>
            <ul>
              {parseOrderItems(order.items).map((line, i) => (
                <li key={i}>
                  {line.quantity} x {line.name ?? line.product} (${line.totalPrice})
                </li>
              ))}
            </ul>
            <p>
              <strong>Total: ${order.total}</strong>
            </p>
            <p className="print-date">Ordered {formatPlaced(order.createdAt)}</p>
          </article>
        ))}
      </div>
    </div>,
    document.body,
  );
}
