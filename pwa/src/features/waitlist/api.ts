import type { PushSubscriptionJson } from '#shared/push';
import type { PlaceWaitlistJoin, WaitlistJoin } from '#shared/waitlist';
import { byLink, callApi } from '../../lib/calls';

/**
 * The waitlist's calls (docs/waitlist.md), loaded with the dialog or a link that needs them (the
 * full zod's schemas are not in the shop's first download). A place is opened by its key.
 */
export const joinWaitlist = (join: WaitlistJoin) => callApi('waitlist.join', { body: join });

export const placeInLine = (id: string, token: string) => callApi('waitlist.view', byLink(id, token));

/** Her offer, into this phone's cart (its session). */
export const claimOffer = (id: string, token: string, sessionId: string) =>
  callApi('waitlist.claim', { ...byLink(id, token), body: { sessionId } });

export const leaveLine = (id: string, token: string) => callApi('waitlist.leave', byLink(id, token));

/** This phone told of her turn: a notification with the offer's link. */
export const followPlaceOnThisPhone = (id: string, token: string, subscription: PushSubscriptionJson) =>
  callApi('notices.push-subscribe', { body: { subscription, topics: [`waitlist:${id}`], waitlistToken: token } });

/** In line for a place at a full pickup or time. */
export const joinPlaceLine = (join: PlaceWaitlistJoin) => callApi('waitlist.join-place', { body: join });

/** Her offered place, kept for this phone's checkout (its session). */
export const claimPlaceOffer = (id: string, token: string, sessionId: string) =>
  callApi('waitlist.claim-place', { ...byLink(id, token), body: { sessionId } });

export const leavePlaceLine = (id: string, token: string) => callApi('waitlist.leave-place', byLink(id, token));
