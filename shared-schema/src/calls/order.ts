import { recordIdParamsSchema } from '../common';
import { customerOrderAnswerSchema, linkKeyQuerySchema, pickupChangeSchema, slotChangeSchema } from '../customer-order';
import { call } from './define';

/** Her order, from the link she was sent (its key is `?t=`): see it, move it, cancel it, add it to a calendar. */
const byLink = { access: 'link', limit: 'links', params: recordIdParamsSchema, query: linkKeyQuerySchema } as const;

export const orderCalls = {
  'order.view': call({
    ...byLink,
    method: 'GET',
    path: '/api/orders/:id',
    repeat: 'read',
    tag: 'Customer order',
    summary: 'Her order, by the key of her link',
    answers: { 200: customerOrderAnswerSchema },
  }),
  'order.calendar': call({
    ...byLink,
    method: 'GET',
    path: '/api/orders/:id/calendar.ics',
    repeat: 'read',
    tag: 'Customer order',
    summary: 'Her pickup as a calendar event',
    answers: { 200: { file: 'text/calendar' } },
  }),
  'order.move-slot': call({
    ...byLink,
    method: 'PATCH',
    path: '/api/orders/:id/slot',
    repeat: 'same-effect',
    tag: 'Customer order',
    summary: 'Move her order to another slot of its pickup',
    body: slotChangeSchema,
    answers: { 200: customerOrderAnswerSchema },
  }),
  'order.move-pickup': call({
    ...byLink,
    method: 'PATCH',
    path: '/api/orders/:id/pickup',
    repeat: 'same-effect',
    tag: 'Customer order',
    summary: 'Move her order to the pickup of another place that the same bake serves',
    body: pickupChangeSchema,
    answers: { 200: customerOrderAnswerSchema },
  }),
  'order.cancel': call({
    ...byLink,
    method: 'POST',
    path: '/api/orders/:id/cancel',
    repeat: 'same-effect',
    tag: 'Customer order',
    summary: 'Cancel her order before its cutoff',
    answers: { 200: customerOrderAnswerSchema },
  }),
};
