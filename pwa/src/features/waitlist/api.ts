import type { PushSubscriptionJson } from '#shared/push';
import {
  placeInLineAnswerSchema,
  waitlistAnswerSchema,
  type PlaceWaitlistJoin,
  type WaitlistJoin,
} from '#shared/waitlist';
import { apiRequest } from '../../lib/api-client';

/**
 * The waitlist's calls (docs/waitlist.md), loaded with the dialog or a link that needs them (the
 * full zod's schemas are not in the shop's first download). A place is opened by its key.
 */
const withKey = (path: string, token: string) => `${path}?t=${encodeURIComponent(token)}`;
const answer = waitlistAnswerSchema;

export const joinWaitlist = (join: WaitlistJoin) => apiRequest('POST', '/api/waitlist', { body: join, answer });

export const placeInLine = (id: string, token: string) =>
  apiRequest('GET', withKey(`/api/waitlist/${id}`, token), { answer });

/** Her offer, into this phone's cart (its session). */
export const claimOffer = (id: string, token: string, sessionId: string) =>
  apiRequest('POST', withKey(`/api/waitlist/${id}/claim`, token), { body: { sessionId }, answer });

export const leaveLine = (id: string, token: string) =>
  apiRequest('POST', withKey(`/api/waitlist/${id}/leave`, token), { answer });

/** This phone told of her turn: a notification with the offer's link. */
export const followPlaceOnThisPhone = (id: string, token: string, subscription: PushSubscriptionJson) =>
  apiRequest('POST', '/api/push/subscriptions', {
    body: { subscription, topics: [`waitlist:${id}`], waitlistToken: token },
  });

const placeAnswer = placeInLineAnswerSchema;

/** In line for a place at a full pickup or time. */
export const joinPlaceLine = (join: PlaceWaitlistJoin) =>
  apiRequest('POST', '/api/waitlist/places', { body: join, answer: placeAnswer });

/** Her offered place, kept for this phone's checkout (its session). */
export const claimPlaceOffer = (id: string, token: string, sessionId: string) =>
  apiRequest('POST', withKey(`/api/waitlist/places/${id}/claim`, token), { body: { sessionId }, answer: placeAnswer });

export const leavePlaceLine = (id: string, token: string) =>
  apiRequest('POST', withKey(`/api/waitlist/places/${id}/leave`, token), { answer: placeAnswer });
