import { z } from 'zod';
import {
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  passwordResetRequestAnswerSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  verifyAnswerSchema,
} from '#shared/admin-auth';
import { healthSchema, listPageQuerySchema, okSchema } from '#shared/api';
import { reservationParamsSchema, reserveRequestSchema, reserveResponseSchema, shrinkHoldSchema } from '#shared/cart';
import {
  commentListSchema,
  commentReceiptSchema,
  commentSubmissionSchema,
  publicCommentListSchema,
} from '#shared/comment';
import { recordIdParamsSchema } from '#shared/common';
import { contactMessageSchema, contactReceiptSchema } from '#shared/contact';
import { customerOrderAnswerSchema, orderTokenQuerySchema, slotChangeSchema } from '#shared/customer-order';
import { adminInventoryItemSchema } from '#shared/inventory';
import { marketDateParamsSchema, marketDayViewSchema } from '#shared/market-day';
import { ownerWaitlistSchema, waitlistAnswerSchema, waitlistClaimSchema, waitlistJoinSchema } from '#shared/waitlist';
import {
  ownerStandingListSchema,
  standingLinesUpdateSchema,
  standingOfferSchema,
  standingOrderAnswerSchema,
  standingPauseSchema,
  standingSkipSchema,
} from '#shared/standing-orders';
import { failedOrderViewSchema, orderPayloadSchema, placeOrderResponseSchema, storedOrderSchema } from '#shared/order';
import {
  bakeListQuerySchema,
  bakeListSchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  pickupBookingsSchema,
  pickupNoticePreviewSchema,
  pickupNoticeResultSchema,
  pickupNoticeSchema,
  pickupSlotsQuerySchema,
  pickupSummarySchema,
  weeklyStatsSchema,
} from '#shared/owner-orders';
import { ownerEditBatchSchema, ownerEditResultsSchema } from '#shared/owner-edits';
import { publicPickupSettingsSchema } from '#shared/pickup-settings';
import { inventoryListSchema } from '#shared/product';
import {
  pushKeySchema,
  pushSubscribeAnswerSchema,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '#shared/push';
import { recipeListSchema } from '#shared/recipe';
import { publicReviewListSchema, reviewListSchema, reviewReceiptSchema, reviewSubmissionSchema } from '#shared/review';
import {
  subscribeAnswerSchema,
  subscribeRequestSchema,
  subscriberCountsSchema,
  subscriberStatusAnswerSchema,
  subscriberTokenRequestSchema,
} from '#shared/subscribers';
import { photoRegistrationSchema, registeredPhotoSchema, uploadLinkSchema, uploadParamsSchema } from '#shared/uploads';

type Schema = z.core.$ZodType;

/** What an answer is: JSON of a schema, a file of a media type, or nothing (204). */
export type AnswerBody = Schema | { file: 'text/csv' | 'text/calendar' } | 'empty';

/**
 * One call of the API as its reference says it (docs/api.md): who may make it, what it reads
 * (path parameters, query, body, each by its shared schema) and what it answers.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Koa's form, ":id" for a parameter, as the router has it. */
  path: string;
  tag:
    | 'Shop'
    | 'Customer order'
    | 'Standing order'
    | 'Waitlist'
    | 'Customer messages'
    | 'Notifications'
    | 'Owner session'
    | 'Owner'
    | 'Owner edits'
    | 'Server';
  summary: string;
  /** public: anyone; owner: her session's bearer token; link: the key in a link she was sent (an order's, an upload's). */
  access: 'public' | 'owner' | 'link';
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Sent with an Idempotency-Key, the call is applied once however often it is sent. */
  idempotent?: boolean;
  answer: AnswerBody;
  /** The status of a first answer: 200 unless said. */
  status?: number;
}

const list = <S extends Schema>(schema: S) => z.array(schema);

/**
 * Every call of the API but the owner's edits (those are generated from their shared table,
 * openapi.ts). The reference test (openapi.test.ts) checks that this list and the server's
 * routers have the same calls, so neither can drift from the other.
 */
export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    tag: 'Server',
    summary: 'The server is up, and the epoch of its database',
    access: 'public',
    answer: healthSchema,
  },
  {
    method: 'GET',
    path: '/api/ready',
    tag: 'Server',
    summary: 'The server can reach its database (503 when not)',
    access: 'public',
    answer: okSchema,
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Server',
    summary: 'This reference',
    access: 'public',
    answer: z.object({ openapi: z.string() }).loose(),
  },

  {
    method: 'GET',
    path: '/api/inventory',
    tag: 'Shop',
    summary: 'The visible products, with what is free to hold (ETag, 304)',
    access: 'public',
    answer: inventoryListSchema,
  },
  {
    method: 'GET',
    path: '/api/pickup-settings',
    tag: 'Shop',
    summary: 'Pickup settings and the next pickups with their places left (ETag, 304)',
    access: 'public',
    answer: publicPickupSettingsSchema,
  },
  {
    method: 'POST',
    path: '/api/cart/reserve',
    tag: 'Shop',
    summary: 'Hold stock in a cart until its clock runs out',
    access: 'public',
    body: reserveRequestSchema,
    answer: reserveResponseSchema,
    status: 201,
  },
  {
    method: 'PATCH',
    path: '/api/cart/reserve/:id',
    tag: 'Shop',
    summary: 'Make a hold smaller, keeping its price',
    access: 'public',
    params: reservationParamsSchema,
    body: shrinkHoldSchema,
    answer: reserveResponseSchema,
  },
  {
    method: 'DELETE',
    path: '/api/cart/reserve/:id',
    tag: 'Shop',
    summary: 'Give a hold back',
    access: 'public',
    params: reservationParamsSchema,
    answer: 'empty',
    status: 204,
  },
  {
    method: 'POST',
    path: '/api/orders',
    tag: 'Shop',
    summary: 'Check out: priced by the server, placed once per Idempotency-Key',
    access: 'public',
    body: orderPayloadSchema,
    idempotent: true,
    answer: placeOrderResponseSchema,
    status: 201,
  },
  {
    method: 'GET',
    path: '/api/recipes',
    tag: 'Shop',
    summary: 'The published recipes',
    access: 'public',
    answer: recipeListSchema,
  },
  {
    method: 'GET',
    path: '/api/recipes/:id/comments',
    tag: 'Shop',
    summary: "A recipe's approved comments",
    access: 'public',
    params: recordIdParamsSchema,
    answer: publicCommentListSchema,
  },
  {
    method: 'GET',
    path: '/api/reviews',
    tag: 'Shop',
    summary: 'The approved reviews',
    access: 'public',
    answer: publicReviewListSchema,
  },

  {
    method: 'GET',
    path: '/api/orders/:id',
    tag: 'Customer order',
    summary: 'Her order, by the key of her link',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: customerOrderAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/orders/:id/calendar.ics',
    tag: 'Customer order',
    summary: 'Her pickup as a calendar event',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: { file: 'text/calendar' },
  },
  {
    method: 'PATCH',
    path: '/api/orders/:id/slot',
    tag: 'Customer order',
    summary: 'Move her order to another slot of its pickup',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    body: slotChangeSchema,
    answer: customerOrderAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/orders/:id/cancel',
    tag: 'Customer order',
    summary: 'Cancel her order before its cutoff',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: customerOrderAnswerSchema,
  },

  {
    method: 'POST',
    path: '/api/waitlist',
    tag: 'Waitlist',
    summary: 'Join the line for a sold-out product (201; 200 with her place when already in it)',
    access: 'public',
    body: waitlistJoinSchema,
    answer: waitlistAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/waitlist/:id',
    tag: 'Waitlist',
    summary: 'Her place in line, and her offer while it stands',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: waitlistAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/waitlist/:id/claim',
    tag: 'Waitlist',
    summary: 'Her offer, held in the cart of the phone that opened its link (409 offer-ended once it has)',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    body: waitlistClaimSchema,
    answer: waitlistAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/waitlist/:id/leave',
    tag: 'Waitlist',
    summary: 'Leave the line (an offer goes to the next)',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: waitlistAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/orders/:id/standing',
    tag: 'Standing order',
    summary: 'What her order page offers: its standing order, or the lines that may be had every week',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: standingOfferSchema,
  },
  {
    method: 'POST',
    path: '/api/orders/:id/standing',
    tag: 'Standing order',
    summary: 'Ask for this order every week (201)',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: standingOrderAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/standing/:id',
    tag: 'Standing order',
    summary: 'Her standing order, its coming and last weeks',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: standingOrderAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/standing/:id/pause',
    tag: 'Standing order',
    summary: 'Pause it, or let it go again',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    body: standingPauseSchema,
    answer: standingOrderAnswerSchema,
  },
  {
    method: 'PUT',
    path: '/api/standing/:id/lines',
    tag: 'Standing order',
    summary: 'Her lines from next week on',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    body: standingLinesUpdateSchema,
    answer: standingOrderAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/standing/:id/skip',
    tag: 'Standing order',
    summary: 'Skip a coming week (a placed one is cancelled until its cutoff)',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    body: standingSkipSchema,
    answer: standingOrderAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/standing/:id/unskip',
    tag: 'Standing order',
    summary: 'Take back a skipped week not placed yet',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    body: standingSkipSchema,
    answer: standingOrderAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/standing/:id/cancel',
    tag: 'Standing order',
    summary: 'Stop it',
    access: 'link',
    params: recordIdParamsSchema,
    query: orderTokenQuerySchema,
    answer: standingOrderAnswerSchema,
  },

  {
    method: 'POST',
    path: '/api/contact',
    tag: 'Customer messages',
    summary: 'A message to the bakery',
    access: 'public',
    body: contactMessageSchema,
    idempotent: true,
    answer: contactReceiptSchema,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/reviews',
    tag: 'Customer messages',
    summary: 'A review, shown once the owner approves it',
    access: 'public',
    body: reviewSubmissionSchema,
    idempotent: true,
    answer: reviewReceiptSchema,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/recipes/:id/comments',
    tag: 'Customer messages',
    summary: 'A comment, shown once the owner approves it',
    access: 'public',
    params: recordIdParamsSchema,
    body: commentSubmissionSchema,
    idempotent: true,
    answer: commentReceiptSchema,
    status: 201,
  },

  {
    method: 'POST',
    path: '/api/subscribers',
    tag: 'Notifications',
    summary: '"Tell me when orders open": the same answer for every address (202)',
    access: 'public',
    body: subscribeRequestSchema,
    answer: subscribeAnswerSchema,
    status: 202,
  },
  {
    method: 'GET',
    path: '/api/subscribers/status',
    tag: 'Notifications',
    summary: "Whether an unsubscribe link's address still hears from the bakery",
    access: 'link',
    query: subscriberTokenRequestSchema,
    answer: subscriberStatusAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/subscribers/confirm',
    tag: 'Notifications',
    summary: "The confirm e-mail's link was opened",
    access: 'link',
    body: subscriberTokenRequestSchema,
    answer: subscriberStatusAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/subscribers/unsubscribe',
    tag: 'Notifications',
    summary: 'Stop the e-mails (also a one-click form POST, RFC 8058)',
    access: 'link',
    body: subscriberTokenRequestSchema,
    answer: subscriberStatusAnswerSchema,
  },
  {
    method: 'GET',
    path: '/api/push/key',
    tag: 'Notifications',
    summary: "The server's Web Push public key",
    access: 'public',
    answer: pushKeySchema,
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    tag: 'Notifications',
    summary: "This phone's push subscription, to the topics it may follow",
    access: 'public',
    body: pushSubscribeRequestSchema,
    answer: pushSubscribeAnswerSchema,
    status: 201,
  },
  {
    method: 'POST',
    path: '/api/push/unsubscribe',
    tag: 'Notifications',
    summary: 'This phone stops following topics',
    access: 'public',
    body: pushUnsubscribeRequestSchema,
    answer: 'empty',
    status: 204,
  },

  {
    method: 'POST',
    path: '/api/admin/login',
    tag: 'Owner session',
    summary: 'Sign in: a session token',
    access: 'public',
    body: loginRequestSchema,
    answer: loginResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/verify',
    tag: 'Owner session',
    summary: 'Her session holds, and whose',
    access: 'owner',
    answer: verifyAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/logout',
    tag: 'Owner session',
    summary: 'End a session',
    access: 'public',
    body: logoutRequestSchema,
    answer: okSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/password-reset-request',
    tag: 'Owner session',
    summary: 'A reset link by e-mail (the same answer whoever asks)',
    access: 'public',
    body: passwordResetRequestSchema,
    answer: passwordResetRequestAnswerSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/password-reset',
    tag: 'Owner session',
    summary: "A new password from a reset link's token; every session ends",
    access: 'link',
    body: passwordResetSchema,
    answer: okSchema,
  },

  {
    method: 'GET',
    path: '/api/admin/inventory',
    tag: 'Owner',
    summary: 'Every product, hidden ones too',
    access: 'owner',
    answer: list(adminInventoryItemSchema),
  },
  {
    method: 'GET',
    path: '/api/orders',
    tag: 'Owner',
    summary: 'Her orders, filtered; a next page by X-Next-Before',
    access: 'owner',
    query: orderListQuerySchema,
    answer: list(storedOrderSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/pickups',
    tag: 'Owner',
    summary: "Each pickup's orders and money",
    access: 'owner',
    answer: list(pickupSummarySchema),
  },
  {
    method: 'GET',
    path: '/api/admin/pickup-slots',
    tag: 'Owner',
    summary: "Each slot's bookings of one pickup",
    access: 'owner',
    query: pickupSlotsQuerySchema,
    answer: pickupBookingsSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/bake-list',
    tag: 'Owner',
    summary: 'What to bake for a pickup',
    access: 'owner',
    query: bakeListQuerySchema,
    answer: bakeListSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/market-days/:date',
    tag: 'Owner',
    summary: 'A market day: what she brought, its preorders, sales, handovers and releases',
    access: 'owner',
    params: marketDateParamsSchema,
    answer: marketDayViewSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/waitlist',
    tag: 'Owner',
    summary: "Each product's line and how many were served from it",
    access: 'owner',
    answer: ownerWaitlistSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/standing-orders',
    tag: 'Owner',
    summary: 'Her rules of standing orders and every regular, requests first',
    access: 'owner',
    answer: ownerStandingListSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/stats',
    tag: 'Owner',
    summary: 'The dashboard: this week, the best sellers, past weeks',
    access: 'owner',
    answer: weeklyStatsSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/failed-orders',
    tag: 'Owner',
    summary: 'Refused checkouts, newest first, a page at a time',
    access: 'owner',
    query: listPageQuerySchema,
    answer: list(failedOrderViewSchema),
  },
  {
    method: 'GET',
    path: '/api/admin/orders.csv',
    tag: 'Owner',
    summary: 'The filtered orders as a spreadsheet, one row per order',
    access: 'owner',
    query: orderExportQuerySchema,
    answer: { file: 'text/csv' },
  },
  {
    method: 'GET',
    path: '/api/admin/order-lines.csv',
    tag: 'Owner',
    summary: 'The filtered orders as a spreadsheet, one row per line',
    access: 'owner',
    query: orderExportQuerySchema,
    answer: { file: 'text/csv' },
  },
  {
    method: 'POST',
    path: '/api/admin/pickups/notice/preview',
    tag: 'Owner',
    summary: 'Who a pickup notice would reach, and its words',
    access: 'owner',
    body: pickupNoticeSchema,
    answer: pickupNoticePreviewSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/pickups/notice',
    tag: 'Owner',
    summary: 'An e-mail to every customer of a pickup',
    access: 'owner',
    body: pickupNoticeSchema,
    idempotent: true,
    answer: pickupNoticeResultSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/reviews',
    tag: 'Owner',
    summary: 'Every review, newest first, a page at a time',
    access: 'owner',
    query: listPageQuerySchema,
    answer: reviewListSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/recipes',
    tag: 'Owner',
    summary: 'Every recipe, drafts too',
    access: 'owner',
    answer: recipeListSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/comments',
    tag: 'Owner',
    summary: 'Every comment, newest first, a page at a time',
    access: 'owner',
    query: listPageQuerySchema,
    answer: commentListSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/subscribers',
    tag: 'Owner',
    summary: 'How many subscribers, never who',
    access: 'owner',
    answer: subscriberCountsSchema,
  },
  {
    method: 'GET',
    path: '/api/admin/subscribers.csv',
    tag: 'Owner',
    summary: 'The confirmed subscribers as a spreadsheet',
    access: 'owner',
    answer: { file: 'text/csv' },
  },
  {
    method: 'POST',
    path: '/api/admin/recipes/upload',
    tag: 'Owner',
    summary: "A signed link to PUT a recipe's photo to",
    access: 'owner',
    answer: uploadLinkSchema,
  },
  {
    method: 'PUT',
    path: '/api/uploads/:id',
    tag: 'Owner',
    summary: 'The photo itself, to its signed link (the raw bytes)',
    access: 'link',
    params: uploadParamsSchema,
    answer: registeredPhotoSchema,
  },
  {
    method: 'PUT',
    path: '/api/admin/recipes/photo',
    tag: 'Owner',
    summary: 'Register an uploaded photo: the path a recipe names it by',
    access: 'owner',
    body: photoRegistrationSchema,
    idempotent: true,
    answer: registeredPhotoSchema,
  },
  {
    method: 'POST',
    path: '/api/admin/edits',
    tag: 'Owner edits',
    summary: 'Up to 100 of her queued edits by name, each applied once, in order; stops at a refusal',
    access: 'owner',
    body: ownerEditBatchSchema,
    answer: ownerEditResultsSchema,
  },
];
