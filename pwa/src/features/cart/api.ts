import type { ReserveRequest, ShrinkHold } from '#shared/cart';
import type { OrderPayloadInput } from '#shared/order';
import { callApi } from '../../lib/calls';

/** A cart's holds and its checkout: their answers are read with the schemas of the contract's entries. */
export const reserve = (request: ReserveRequest) => callApi('cart.reserve', { body: request });

export const shrinkHold = (reservationId: string, request: ShrinkHold) =>
  callApi('cart.shrink', { params: { id: reservationId }, body: request });

export const placeOrder = (payload: OrderPayloadInput) => callApi('shop.checkout', { body: payload });
