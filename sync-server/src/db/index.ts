/** The database layer: the only place that imports knex or objection. */
export {
  inTransaction,
  independently,
  transactionRetried,
  openDatabase,
  isPostgres,
  describeTarget,
  migrateToLatest,
  readOrCreateSecret,
  readServerEpoch,
  type Database,
  type Db,
  type Tx,
} from './database';
export { nextOrderNumbers, peekNextOrderNumber, readCounters, takeOrderNumbers } from './order-numbers';
export { bakeStockOf, bakeStocks, moveBakeStock, setBakeStock } from './bake-stock';
export { rowById } from './row-by-id';
export { runningStandingOrders } from './standing-caps';
export {
  countPickupBookings,
  lockPickupBookings,
  offeredPlaces,
  pickupKeyOf,
  placesTakenFor,
  type PickupBookings,
  type PlaceClaim,
  type PlacesTaken,
  type PickupKey,
} from './pickup-bookings';
export { isConstraintConflict, isDatabaseError, isDatabaseUnreachable } from './unreachable';
export {
  checkSqliteCopy,
  countSqliteRows,
  foldWalIn,
  prepareSqliteForRestore,
  readSqliteCounters,
  snapshotSqlite,
  sqliteDatabaseAt,
  sqliteLeaseHolder,
  type CopyContents,
} from './sqlite-copies';
export {
  checkPostgresDump,
  countDumpRows,
  dumpPostgres,
  hasBakery,
  otherConnections,
  readPostgresContents,
  restorePostgres,
} from './postgres-dumps';
export { readBackupRecord, recordFailedBackup, recordGoodBackup } from './backup-record';
export { countRows, rowCountsDiffer, type RowCounts } from './row-counts';
export { claimDueMail, markMailFailed, markMailSent, renewMailClaims } from './mail-claims';
export { withStartupLock } from './startup-lock';
export { createPostgresDatabase, dropPostgresDatabase } from './postgres-databases';
export { copySqliteToPostgres, type CopyReport } from './copy-database';
export { currentLeaseHolder, releaseJobLease, takeJobLease } from './job-leases';
export { listenForNotifications, notify, type NotificationListener } from './notifications';
export { groupCommit, type Outcome } from './group-commit';
export { groupRead } from './group-read';
export {
  heldBySessions,
  heldKey,
  heldPriceKey,
  liveCarts,
  lockProductStates,
  peekProductStatesOnSqlite,
  statesForBake,
  type LiveCart,
  type ProductState,
} from './product-state';
export { Product } from './models/product';
export { PickupPlaceRow } from './models/pickup-place';
export { PickupSettingsRow } from './models/pickup-settings';
export { Reservation } from './models/reservation';
export { expiredHolds, isLive, liveHolds, whereLive } from './live-holds';
export { Order, FailedOrderAttempt } from './models/order';
export { Review, Recipe, RecipeComment, ContactMessage } from './models/community';
export { AdminUser, AdminSession } from './models/admin';
export { IdempotencyRecord, OutboxMail } from './models/operations';
export { Subscriber, PushSubscriptionRow } from './models/notices';
export {
  addPushTopics,
  claimRecipients,
  confirmedSubscribers,
  confirmedSubscribersForExport,
  dropPushSubscription,
  endpointHashOf,
  findPushSubscription,
  findSubscriber,
  insertOutboxRows,
  lastDropNotices,
  ownerSubscriptions,
  countDropNotice,
  openingNotice,
  phonesAskingForOpeningsBy,
  removePushTopics,
  savePushSubscription,
  subscriberCounts,
  subscriberFor,
  subscribersWithOrders,
  subscriptionsFollowingOrders,
  subscriptionsOf,
  updateSubscriber,
} from './notices';
export { MarketDayRow, StallSaleRow, MarketHandoverRow } from './models/market';
export { StandingOrderRow, StandingPlacementRow, StandingSettingsRow } from './models/standing';
export { PlaceWaitlistEntryRow, WaitlistEntryRow, WaitlistSettingsRow, type WaitlistStatus } from './models/waitlist';
export {
  placeOfferStands,
  placeWaits,
  runOutPlaceOffers,
  waitingPlaces,
  whereOfferStands,
  whereStandingPlace,
  whereWaitingPlace,
} from './place-line';
export {
  cameBack,
  canBeFilled,
  formLine,
  freeForShoppers,
  isWaiting,
  keepingTheLine,
  lineClaim,
  nextInLine,
  noLine,
  openStock,
  productLines,
  saveOpenStock,
  waitingEntries,
  whereWaiting,
  type ProductLine,
  type StockFacts,
} from './waitlist-demand';
export { claimMailTo } from './mail-throttle';
