import type { ReserveRequest, ShrinkHold } from '#shared/cart';
import type { OrderPayloadInput } from '#shared/order';
import { apiRequest, lazySchema } from '../../lib/api-client';

/** The hold's and the order's answers: read with their schemas, loaded with the first hold. */
const heldAnswer = lazySchema(() => import('#shared/cart').then((module) => module.reserveResponseSchema));
const placedAnswer = lazySchema(() => import('#shared/order').then((module) => module.placeOrderResponseSchema));

export const reserve = (request: ReserveRequest) =>
  apiRequest('POST', '/api/cart/reserve', { body: request, answer: heldAnswer });

export const shrinkHold = (reservationId: string, request: ShrinkHold) =>
  apiRequest('PATCH', `/api/cart/reserve/${encodeURIComponent(reservationId)}`, { body: request, answer: heldAnswer });

export const placeOrder = (payload: OrderPayloadInput) =>
  apiRequest('POST', '/api/orders', { body: payload, answer: placedAnswer });
