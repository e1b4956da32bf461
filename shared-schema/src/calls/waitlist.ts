import { recordIdParamsSchema } from '../common';
import { linkKeyQuerySchema } from '../customer-order';
import {
  placeInLineAnswerSchema,
  placeWaitlistJoinSchema,
  waitlistAnswerSchema,
  waitlistClaimSchema,
  waitlistJoinSchema,
} from '../waitlist';
import { call } from './define';

/**
 * The waitlist (docs/waitlist.md): the line for a sold-out product, and the line for a place at
 * a full pickup or time. A place in line is opened by its key (`?t=`), as her order page is.
 */
const anyone = { access: 'anyone', limit: 'links', tag: 'Waitlist' } as const;
const byLink = {
  access: 'link',
  limit: 'links',
  tag: 'Waitlist',
  params: recordIdParamsSchema,
  query: linkKeyQuerySchema,
} as const;

export const waitlistCalls = {
  'waitlist.join': call({
    ...anyone,
    method: 'POST',
    path: '/api/waitlist',
    repeat: 'same-effect',
    summary: 'Join the line for a sold-out product (201; 200 with her place when already in it)',
    body: waitlistJoinSchema,
    answers: { 201: waitlistAnswerSchema, 200: waitlistAnswerSchema },
  }),
  'waitlist.join-place': call({
    ...anyone,
    method: 'POST',
    path: '/api/waitlist/places',
    repeat: 'same-effect',
    summary:
      'Join the line for a place at a full pickup or time (201; 200 with her place when already in it; 409 not-full when there is room)',
    body: placeWaitlistJoinSchema,
    answers: { 201: placeInLineAnswerSchema, 200: placeInLineAnswerSchema },
  }),
  'waitlist.view': call({
    ...byLink,
    method: 'GET',
    path: '/api/waitlist/:id',
    repeat: 'read',
    summary: 'Her place in line, and her offer while it stands',
    answers: { 200: waitlistAnswerSchema },
  }),
  'waitlist.claim': call({
    ...byLink,
    method: 'POST',
    path: '/api/waitlist/:id/claim',
    repeat: 'same-effect',
    summary: 'Her offer, held in the cart of the phone that opened its link (409 offer-ended once it has)',
    body: waitlistClaimSchema,
    answers: { 200: waitlistAnswerSchema },
  }),
  'waitlist.leave': call({
    ...byLink,
    method: 'POST',
    path: '/api/waitlist/:id/leave',
    repeat: 'same-effect',
    summary: 'Leave the line (an offer goes to the next)',
    answers: { 200: waitlistAnswerSchema },
  }),
  'waitlist.view-place': call({
    ...byLink,
    method: 'GET',
    path: '/api/waitlist/places/:id',
    repeat: 'read',
    summary: 'Her place in line for a pickup, and her offer while it stands',
    answers: { 200: placeInLineAnswerSchema },
  }),
  'waitlist.claim-place': call({
    ...byLink,
    method: 'POST',
    path: '/api/waitlist/places/:id/claim',
    repeat: 'same-effect',
    summary: 'Her offered place, kept for the checkout of the phone that opened its link (409 offer-ended once it has)',
    body: waitlistClaimSchema,
    answers: { 200: placeInLineAnswerSchema },
  }),
  'waitlist.leave-place': call({
    ...byLink,
    method: 'POST',
    path: '/api/waitlist/places/:id/leave',
    repeat: 'same-effect',
    summary: "Leave the line for a place (an offer goes to the next); also the e-mails' one-click unsubscribe",
    answers: { 200: placeInLineAnswerSchema },
  }),
};
