import { paymentMethodLabels, pickupLocationText, type PaymentMethod } from '#shared/bakery';
import { parseOrderItems } from '#shared/order-items';
import type { StoredOrder } from '#shared/order';
import { createPortal } from 'react-dom';
import { orderNumberText } from '#shared/order-status';
import { pickupDateText } from '#shared/pickup-date';
import { formatPlaced, inPages } from '../order-dates';

export const CARDS_PER_PAGE = 6;

/**
 * The print-out of order cards (admin spec section 2): two cards a row, a new page after every
 * six. Hidden on screen; the print stylesheet shows only this (see print-styles.tsx). It is
 * rendered straight into <body>, so printing can drop every other part of the page entirely
 * rather than leave its space blank.
 */
export function PrintableOrders({ orders, homeAddress }: { orders: StoredOrder[]; homeAddress: string }) {
  return createPortal(
    <div className="print-root" data-testid="print-orders" hidden>
      {inPages(orders, CARDS_PER_PAGE).map((page, index) => (
        <section key={index} className="print-page">
          {page.map((order) => (
            <article key={order.id} className="print-card">
              <h2>
                {orderNumberText(order.number)} {order.firstName} {order.lastName}
              </h2>
              <p>Phone: {order.phone}</p>
              <p>Payment: {paymentMethodLabels[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}</p>
              <p>
                Pickup: {pickupDateText(order.pickupDate)}, {pickupLocationText(order.pickupLocation, homeAddress)}
              </p>
              <p>{order.paymentStatus === 'paid' ? 'PAID' : `Owes $${order.total}`}</p>
              <p>
                <strong>Total: ${order.total}</strong>
              </p>
              <ul>
                {parseOrderItems(order.items).map((line, i) => (
                  <li key={i}>
                    {line.quantity} x {line.name ?? line.product} (${line.totalPrice})
                  </li>
                ))}
              </ul>
              <p className="print-date">Ordered {formatPlaced(order.createdAt)}</p>
            </article>
          ))}
        </section>
      ))}
    </div>,
    document.body,
  );
}
