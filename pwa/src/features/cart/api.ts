import type { ReserveRequest, ReserveResponse } from '#shared/cart';
import type { OrderPayloadInput, StoredOrder } from '#shared/order';
import { apiRequest } from '../../lib/api-client';

export const reserve = (request: ReserveRequest) => apiRequest<ReserveResponse>('POST', '/api/cart/reserve', request);

export const placeOrder = (payload: OrderPayloadInput) =>
  apiRequest<{ order: StoredOrder }>('POST', '/api/orders', payload);
