import { ownerCalls } from '#shared/calls/owner';
import { orderExportName, type OrderExportFile, type OrderExportQuery } from '#shared/owner-orders';
import type { StoredOrder } from '#shared/order';
import { confirmedSubscribersForExport, readBackupRecord, subscriberCounts } from '../db';
import type { AppDeps } from '../deps';
import { pageOf } from '../http/list-page';
import { nothingChanged } from '../services/announce';
import { listAllComments } from '../services/content/comments-admin';
import { listAllRecipes } from '../services/content/recipes-admin';
import { listAllReviews } from '../services/content/reviews-admin';
import { checkUploadSignature, createUploadUrl, receiveUpload, registeredPhotoPath } from '../services/content/uploads';
import { listAdminInventory } from '../services/catalogue/catalogue';
import { marketDayView } from '../services/market/market-days';
import { previewNotice, sendNotice } from '../services/notices/pickup-notices';
import { subscribersCsv } from '../services/notices/subscribers-csv';
import { bakeDayList, bakeList } from '../services/orders/bake-list';
import { listFailedOrders, toStoredOrder } from '../services/orders/order-history';
import { listOrders, listPickups, ordersMatching } from '../services/orders/order-list';
import { orderLinesCsv, ordersCsv } from '../services/orders/orders-csv';
import { weeklyStats } from '../services/orders/weekly-stats';
import { pickupBookings } from '../services/pickups/pickup-places';
import { getPickupSettings } from '../services/pickups/pickup-settings';
import type { Moment } from '../services/moment';
import type { PickupSettings } from '#shared/pickup-settings';
import { ownerStandingList, viewFactsAt } from '../services/standing/standing-view';
import { ownerWaitlist } from '../services/waitlist/owner-waitlist';
import { handlers } from './handler';
import { ownerEditBatchHandler } from './edit-batch';

/** The owner's reads of her bakery, her spreadsheets and notices, and her photo uploads. */
export const ownerHandlers = handlers(ownerCalls, {
  'owner.inventory': async ({ query }, { deps, now }) => ({
    answer: await listAdminInventory(deps.db, now, query.bake ?? (await deps.publicSettings.bakeDay())),
  }),
  'owner.orders': async ({ query }, { deps }) => {
    const { orders, nextBefore } = await listOrders(deps.db, query);
    const headers: Record<string, string> = nextBefore === null ? {} : { 'X-Next-Before': String(nextBefore) };
    return { answer: orders, headers };
  },
  'owner.pickups': async (_input, { deps }) => ({ answer: await listPickups(deps.db) }),
  'owner.pickup-slots': async ({ query }, { deps, moment }) => ({
    answer: await pickupBookings(deps.db, query, moment),
  }),
  'owner.bake-list': async ({ query }, { deps }) => ({
    answer: await bakeList(deps.db, query.pickupDate, query.pickupLocation, query.split === 'slot'),
  }),
  'owner.bake-day': async ({ params, query }, { deps, moment }) => {
    const settings = await getPickupSettings(deps.db, moment);
    return { answer: await bakeDayList(deps.db, params.date, settings, query.split === 'slot') };
  },
  'owner.market-day': async ({ params }, { deps }) => ({ answer: await marketDayView(deps.db, params.date) }),
  'owner.waitlist': async (_input, { deps, moment }) => ({ answer: await ownerWaitlist(deps.db, moment) }),
  'owner.standing-orders': async (_input, { deps, moment }) => ({
    answer: await ownerStandingList(deps.db, await viewFactsAt(deps.db, moment)),
  }),
  'owner.stats': async (_input, { deps, moment }) => {
    const settings = await getPickupSettings(deps.db, moment);
    return { answer: await weeklyStats(deps.db, settings) };
  },
  'owner.backups': async (_input, { deps }) => ({
    answer: { automatic: deps.config.backupIntervalMs !== null, ...(await readBackupRecord(deps.db)) },
  }),
  'owner.failed-orders': async ({ query }, { deps }) => pageOf(await listFailedOrders(deps.db, query), query),
  'owner.orders-csv': async ({ query }, { deps, moment }) =>
    spreadsheet(deps, moment, 'orders', query, (orders, places) =>
      ordersCsv(orders, deps.config.bakeryTimeZone, places),
    ),
  'owner.order-lines-csv': async ({ query }, { deps, moment }) =>
    spreadsheet(deps, moment, 'order-lines', query, orderLinesCsv),
  'owner.reviews': async ({ query }, { deps }) => pageOf(await listAllReviews(deps.db, query), query),
  'owner.recipes': async (_input, { deps }) => ({ answer: await listAllRecipes(deps.db) }),
  'owner.comments': async ({ query }, { deps }) => pageOf(await listAllComments(deps.db, query), query),
  'owner.subscribers': async (_input, { deps }) => ({ answer: await subscriberCounts(deps.db) }),
  'owner.subscribers-csv': async (_input, { deps }) => ({
    answer: subscribersCsv(await confirmedSubscribersForExport(deps.db), deps.config.bakeryTimeZone),
    headers: { 'Content-Disposition': 'attachment; filename="subscribers.csv"', 'Cache-Control': 'no-store' },
  }),
  'owner.notice-preview': async ({ body }, { deps, moment }) => ({
    answer: await previewNotice(deps.db, body, moment),
  }),
  // In the transaction that keeps its Idempotency-Key (`db`): sent once however often it is sent.
  'owner.notice': async ({ body }, { db, moment }) => sendNotice(db, body, moment),
  'owner.upload-link': async (_input, { deps, now }) => ({
    answer: { uploadURL: createUploadUrl(deps.uploadSigningKey, now) },
    changed: nothingChanged,
  }),
  // No session here: the browser sends the file straight to the signed link, which is the
  // permission. The body is the raw image, read by the upload itself.
  'owner.upload': async ({ params, query }, { deps, now, request }) => {
    checkUploadSignature(
      deps.uploadSigningKey,
      { id: params.id, expires: query.expires, signature: query.signature },
      now,
    );
    const declared = request.header('Content-Length');
    return {
      answer: await receiveUpload(request.stream, {
        store: deps.photos,
        uploadDir: deps.config.uploadDir,
        id: params.id,
        declaredLength: declared ? Number(declared) : undefined,
      }),
      changed: nothingChanged,
    };
  },
  // A photo shows once a recipe names it (attach-photo's update-recipe): nothing anyone sees changed.
  'owner.photo': async ({ body }, { deps }) => ({
    answer: { objectPath: await registeredPhotoPath(deps.photos, body.photoURL) },
    changed: nothingChanged,
  }),
  'owner.edits': ownerEditBatchHandler,
});

/** A spreadsheet of the filtered orders (shared orderExportQuerySchema): one row per order, or one per line. */
async function spreadsheet(
  deps: AppDeps,
  moment: Moment,
  file: OrderExportFile,
  { cancelled, ...filters }: OrderExportQuery,
  write: (orders: StoredOrder[], places: PickupSettings) => string,
) {
  const query = ordersMatching(deps.db, filters, 'asc');
  if (cancelled === 'exclude') query.whereNot('status', 'cancelled');
  const [orders, places] = await Promise.all([query, getPickupSettings(deps.db, moment)]);
  return {
    answer: write(orders.map(toStoredOrder), places),
    headers: { 'Content-Disposition': `attachment; filename="${orderExportName(file, { ...filters, cancelled })}"` },
  };
}
