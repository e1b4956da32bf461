import type { ReserveRequest, ReserveResponse, ShrinkHold } from '#shared/cart';
import type { OrderPayloadInput, PlaceOrderResponse } from '#shared/order';
import { apiRequest } from '../../lib/api-client';

export const reserve = (request: ReserveRequest) => apiRequest<ReserveResponse>('POST', '/api/cart/reserve', request);

export const shrinkHold = (reservationId: string, request: ShrinkHold) =>
  apiRequest<ReserveResponse>('PATCH', `/api/cart/reserve/${encodeURIComponent(reservationId)}`, request);

export const placeOrder = (payload: OrderPayloadInput) =>
  apiRequest<PlaceOrderResponse>('POST', '/api/orders', payload);
