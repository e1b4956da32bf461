import { recordIdParamsSchema } from '../common';
import { linkKeyQuerySchema } from '../customer-order';
import {
  standingLinesUpdateSchema,
  standingOfferSchema,
  standingOrderAnswerSchema,
  standingPauseSchema,
  standingSkipSchema,
} from '../standing-orders';
import { call } from './define';

/** A regular's order every week (docs/standing-orders.md), from the link of her order or of the standing order. */
const byLink = {
  access: 'link',
  limit: 'links',
  tag: 'Standing order',
  params: recordIdParamsSchema,
  query: linkKeyQuerySchema,
} as const;

export const standingCalls = {
  'standing.offer': call({
    ...byLink,
    method: 'GET',
    path: '/api/orders/:id/standing',
    repeat: 'read',
    summary: 'What her order page offers: its standing order, or the lines that may be had every week',
    answers: { 200: standingOfferSchema },
  }),
  'standing.ask': call({
    ...byLink,
    method: 'POST',
    path: '/api/orders/:id/standing',
    repeat: 'same-effect',
    summary: 'Ask for this order every week (201)',
    answers: { 201: standingOrderAnswerSchema },
  }),
  'standing.view': call({
    ...byLink,
    method: 'GET',
    path: '/api/standing/:id',
    repeat: 'read',
    summary: 'Her standing order, its coming and last weeks',
    answers: { 200: standingOrderAnswerSchema },
  }),
  'standing.pause': call({
    ...byLink,
    method: 'POST',
    path: '/api/standing/:id/pause',
    repeat: 'same-effect',
    summary: 'Pause it, or let it go again',
    body: standingPauseSchema,
    answers: { 200: standingOrderAnswerSchema },
  }),
  'standing.lines': call({
    ...byLink,
    method: 'PUT',
    path: '/api/standing/:id/lines',
    repeat: 'same-effect',
    summary: 'Her lines from next week on',
    body: standingLinesUpdateSchema,
    answers: { 200: standingOrderAnswerSchema },
  }),
  'standing.skip': call({
    ...byLink,
    method: 'POST',
    path: '/api/standing/:id/skip',
    repeat: 'same-effect',
    summary: 'Skip a coming week (a placed one is cancelled until its cutoff)',
    body: standingSkipSchema,
    answers: { 200: standingOrderAnswerSchema },
  }),
  'standing.unskip': call({
    ...byLink,
    method: 'POST',
    path: '/api/standing/:id/unskip',
    repeat: 'same-effect',
    summary: 'Take back a skipped week not placed yet',
    body: standingSkipSchema,
    answers: { 200: standingOrderAnswerSchema },
  }),
  'standing.stop': call({
    ...byLink,
    method: 'POST',
    path: '/api/standing/:id/cancel',
    repeat: 'same-effect',
    summary: 'Stop it',
    answers: { 200: standingOrderAnswerSchema },
  }),
};
