import { recordIdParamsSchema } from '../common';
import { publicCommentListSchema } from '../comment';
import { orderPayloadSchema, placeOrderResponseSchema } from '../order';
import { publicPickupSettingsSchema } from '../pickup-settings';
import { bakeAvailabilitySchema, bakeStockParamsSchema, inventoryListSchema } from '../product';
import { recipeListSchema } from '../recipe';
import { publicReviewListSchema } from '../review';
import { call } from './define';

/** The shop's reads and its checkout (docs/api.md, "The shop's calls, in short"). */
export const shopCalls = {
  'shop.inventory': call({
    method: 'GET',
    path: '/api/inventory',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Shop',
    summary: 'The visible products, with what is free to hold (ETag, 304)',
    answers: { 200: inventoryListSchema },
  }),
  'shop.bake-stock': call({
    method: 'GET',
    path: '/api/inventory/bakes/:bakeDay',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Shop',
    summary: "What is free to hold of each product in a bake serving a place's next pickup",
    params: bakeStockParamsSchema,
    answers: { 200: bakeAvailabilitySchema },
  }),
  'shop.pickup-settings': call({
    method: 'GET',
    path: '/api/pickup-settings',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Shop',
    summary: 'Pickup settings and the next pickups with their places left (ETag, 304)',
    answers: { 200: publicPickupSettingsSchema },
  }),
  'shop.checkout': call({
    method: 'POST',
    path: '/api/orders',
    access: 'anyone',
    repeat: 'idempotency-key-in-service',
    limit: 'checkout',
    tag: 'Shop',
    summary: 'Check out: priced by the server, placed once per Idempotency-Key',
    body: orderPayloadSchema,
    answers: { 201: placeOrderResponseSchema },
  }),
  'shop.recipes': call({
    method: 'GET',
    path: '/api/recipes',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Shop',
    summary: 'The published recipes',
    answers: { 200: recipeListSchema },
  }),
  'shop.recipe-comments': call({
    method: 'GET',
    path: '/api/recipes/:id/comments',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Shop',
    summary: "A recipe's approved comments",
    params: recordIdParamsSchema,
    answers: { 200: publicCommentListSchema },
  }),
  'shop.reviews': call({
    method: 'GET',
    path: '/api/reviews',
    access: 'anyone',
    repeat: 'read',
    limit: 'none',
    tag: 'Shop',
    summary: 'The approved reviews',
    answers: { 200: publicReviewListSchema },
  }),
};
