import { reservationParamsSchema, reserveRequestSchema, reserveResponseSchema, shrinkHoldSchema } from '../cart';
import { call } from './define';

/** A cart's holds (docs/architecture.md, "Holds"): taken, made smaller, given back. */
export const cartCalls = {
  'cart.reserve': call({
    method: 'POST',
    path: '/api/cart/reserve',
    access: 'anyone',
    repeat: 'none',
    limit: 'cart',
    tag: 'Shop',
    summary: 'Hold stock in a cart until its clock runs out',
    body: reserveRequestSchema,
    answers: { 201: reserveResponseSchema },
  }),
  'cart.shrink': call({
    method: 'PATCH',
    path: '/api/cart/reserve/:id',
    access: 'anyone',
    repeat: 'same-effect',
    limit: 'cart',
    tag: 'Shop',
    summary: 'Make a hold smaller, keeping its price',
    params: reservationParamsSchema,
    body: shrinkHoldSchema,
    answers: { 200: reserveResponseSchema },
  }),
  'cart.release': call({
    method: 'DELETE',
    path: '/api/cart/reserve/:id',
    access: 'anyone',
    repeat: 'same-effect',
    limit: 'cart',
    tag: 'Shop',
    summary: 'Give a hold back',
    params: reservationParamsSchema,
    answers: { 204: 'empty' },
  }),
};
