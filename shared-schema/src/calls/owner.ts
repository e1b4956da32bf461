import * as z from 'zod/mini';
import { listPageQuerySchema } from '../api';
import { backupStatusSchema } from '../backups';
import { commentListSchema } from '../comment';
import { adminInventoryItemSchema, adminInventoryQuerySchema } from '../inventory';
import { marketDateParamsSchema, marketDayViewSchema } from '../market-day';
import { failedOrderViewSchema, storedOrderSchema } from '../order';
import { ownerEditBatchEnvelopeSchema, ownerEditBatchSchema, ownerEditResultsSchema } from '../owner-edits';
import {
  bakeDayParamsSchema,
  bakeDayQuerySchema,
  bakeDaySchema,
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
} from '../owner-orders';
import { recipeListSchema } from '../recipe';
import { reviewListSchema } from '../review';
import { ownerStandingListSchema } from '../standing-orders';
import { subscriberCountsSchema } from '../subscribers';
import {
  photoRegistrationSchema,
  registeredPhotoSchema,
  uploadLinkSchema,
  uploadParamsSchema,
  uploadSignatureQuerySchema,
} from '../uploads';
import { ownerWaitlistSchema } from '../waitlist';
import { call } from './define';

/** What the owner reads of her bakery, her exports and notices, and her photo uploads. */
const read = { method: 'GET', access: 'owner', repeat: 'read', limit: 'none', tag: 'Owner' } as const;

export const ownerCalls = {
  'owner.inventory': call({
    ...read,
    path: '/api/admin/inventory',
    summary: 'Every product, hidden ones too, with the stock of one bake (the shop’s when none is named)',
    query: adminInventoryQuerySchema,
    answers: { 200: z.array(adminInventoryItemSchema) },
  }),
  'owner.orders': call({
    ...read,
    path: '/api/orders',
    summary: 'Her orders, filtered; a next page by X-Next-Before',
    query: orderListQuerySchema,
    answers: { 200: z.array(storedOrderSchema) },
  }),
  'owner.pickups': call({
    ...read,
    path: '/api/admin/pickups',
    summary: "Each pickup's orders and money, and each market day's stall takings",
    answers: { 200: z.array(pickupSummarySchema) },
  }),
  'owner.pickup-slots': call({
    ...read,
    path: '/api/admin/pickup-slots',
    summary: "Each slot's bookings of one pickup",
    query: pickupSlotsQuerySchema,
    answers: { 200: pickupBookingsSchema },
  }),
  'owner.bake-list': call({
    ...read,
    path: '/api/admin/bake-list',
    summary: 'What to bake for a pickup',
    query: bakeListQuerySchema,
    answers: { 200: bakeListSchema },
  }),
  'owner.bake-day': call({
    ...read,
    path: '/api/admin/bake-days/:date',
    summary: 'What to bake on a bake day, for each pickup it serves',
    params: bakeDayParamsSchema,
    query: bakeDayQuerySchema,
    answers: { 200: bakeDaySchema },
  }),
  'owner.market-day': call({
    ...read,
    path: '/api/admin/market-days/:date',
    summary: 'A market day: what she brought, its preorders, sales and handovers',
    params: marketDateParamsSchema,
    answers: { 200: marketDayViewSchema },
  }),
  'owner.waitlist': call({
    ...read,
    path: '/api/admin/waitlist',
    summary: "Each product's line and how many were served from it",
    answers: { 200: ownerWaitlistSchema },
  }),
  'owner.standing-orders': call({
    ...read,
    path: '/api/admin/standing-orders',
    summary: 'Her rules of standing orders and every regular, requests first',
    answers: { 200: ownerStandingListSchema },
  }),
  'owner.stats': call({
    ...read,
    path: '/api/admin/stats',
    summary: 'The dashboard: this week, the best sellers, past weeks',
    answers: { 200: weeklyStatsSchema },
  }),
  'owner.backups': call({
    ...read,
    path: '/api/admin/backups',
    summary: 'When her data was last backed up and found whole, and a backup that failed its check',
    answers: { 200: backupStatusSchema },
  }),
  'owner.failed-orders': call({
    ...read,
    path: '/api/admin/failed-orders',
    summary: 'Refused checkouts, newest first, a page at a time',
    query: listPageQuerySchema,
    answers: { 200: z.array(failedOrderViewSchema) },
  }),
  'owner.orders-csv': call({
    ...read,
    path: '/api/admin/orders.csv',
    summary: 'The filtered orders as a spreadsheet, one row per order',
    query: orderExportQuerySchema,
    answers: { 200: { file: 'text/csv' } },
  }),
  'owner.order-lines-csv': call({
    ...read,
    path: '/api/admin/order-lines.csv',
    summary: 'The filtered orders as a spreadsheet, one row per line',
    query: orderExportQuerySchema,
    answers: { 200: { file: 'text/csv' } },
  }),
  'owner.reviews': call({
    ...read,
    path: '/api/admin/reviews',
    summary: 'Every review, newest first, a page at a time',
    query: listPageQuerySchema,
    answers: { 200: reviewListSchema },
  }),
  'owner.recipes': call({
    ...read,
    path: '/api/admin/recipes',
    summary: 'Every recipe, drafts too',
    answers: { 200: recipeListSchema },
  }),
  'owner.comments': call({
    ...read,
    path: '/api/admin/comments',
    summary: 'Every comment, newest first, a page at a time',
    query: listPageQuerySchema,
    answers: { 200: commentListSchema },
  }),
  'owner.subscribers': call({
    ...read,
    path: '/api/admin/subscribers',
    summary: 'How many subscribers, never who',
    answers: { 200: subscriberCountsSchema },
  }),
  'owner.subscribers-csv': call({
    ...read,
    path: '/api/admin/subscribers.csv',
    summary: 'The confirmed subscribers as a spreadsheet',
    answers: { 200: { file: 'text/csv' } },
  }),
  'owner.notice-preview': call({
    method: 'POST',
    path: '/api/admin/pickups/notice/preview',
    access: 'owner',
    repeat: 'read',
    limit: 'none',
    tag: 'Owner',
    summary: 'Who a pickup notice would reach, and its words',
    body: pickupNoticeSchema,
    answers: { 200: pickupNoticePreviewSchema },
  }),
  'owner.notice': call({
    method: 'POST',
    path: '/api/admin/pickups/notice',
    access: 'owner',
    repeat: 'idempotency-key',
    limit: 'none',
    tag: 'Owner',
    summary: 'An e-mail to every customer of a pickup',
    body: pickupNoticeSchema,
    answers: { 200: pickupNoticeResultSchema },
  }),
  'owner.upload-link': call({
    method: 'POST',
    path: '/api/admin/recipes/upload',
    access: 'owner',
    repeat: 'none',
    limit: 'none',
    tag: 'Owner',
    summary: "A signed link to PUT a recipe's photo to",
    answers: { 200: uploadLinkSchema },
  }),
  'owner.upload': call({
    method: 'PUT',
    path: '/api/uploads/:id',
    access: 'link',
    repeat: 'own-id',
    limit: 'none',
    tag: 'Owner',
    summary: 'The photo itself, to its signed link (the raw bytes)',
    params: uploadParamsSchema,
    query: uploadSignatureQuerySchema,
    body: 'binary',
    answers: { 200: registeredPhotoSchema },
  }),
  'owner.photo': call({
    method: 'PUT',
    path: '/api/admin/recipes/photo',
    access: 'owner',
    repeat: 'idempotency-key',
    limit: 'none',
    tag: 'Owner',
    summary: 'Register an uploaded photo: the path a recipe names it by',
    body: photoRegistrationSchema,
    answers: { 200: registeredPhotoSchema },
  }),
  'owner.edits': call({
    method: 'POST',
    path: '/api/admin/edits',
    access: 'owner',
    repeat: 'idempotency-key-in-service',
    limit: 'none',
    tag: 'Owner edits',
    summary: 'Up to 100 of her queued edits by name, each applied once, in order; stops at a refusal',
    // Each edit is parsed on its own (a refused one is answered in its place): the batch's body
    // is read as its envelope, and the reference shows what each edit is.
    body: ownerEditBatchEnvelopeSchema,
    bodyShown: ownerEditBatchSchema,
    answers: { 200: ownerEditResultsSchema },
  }),
};
