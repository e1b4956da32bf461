import type { ReserveRequest, ShrinkHold } from '#shared/cart';
import type { OrderPayloadInput } from '#shared/order';
import { ApiRequestError } from '../../lib/api-client';
import { callApi } from '../../lib/calls';
import { useShoppingFor } from './shopping-for';

// A cart's holds and its checkout: their answers are read with the schemas of the contract's entries.

/**
 * A hold, decided on the bake she shops for (shopping-for.ts), else the shop's. A bake that no
 * longer serves a next pickup is refused (`unknown-bake`): she shops for the shop's again.
 */
export async function reserve(request: Omit<ReserveRequest, 'bakeDay'>) {
  const bakeDay = useShoppingFor.getState().bake;
  try {
    return await callApi('cart.reserve', { body: bakeDay ? { ...request, bakeDay } : request });
  } catch (error) {
    if (error instanceof ApiRequestError && error.reason === 'unknown-bake') useShoppingFor.getState().choose(null);
    throw error;
  }
}

export const shrinkHold = (reservationId: string, request: ShrinkHold) =>
  callApi('cart.shrink', { params: { id: reservationId }, body: request });

export const placeOrder = (payload: OrderPayloadInput) => callApi('shop.checkout', { body: payload });
