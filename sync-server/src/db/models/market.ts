import type { PaymentMethod } from '#shared/bakery';
import { BaseModel } from './base-model';

/** A market day (migration 20261128100000_market_days): one per market date. */
export class MarketDayRow extends BaseModel {
  static override tableName = 'market_days';
  static override idColumn = 'date';
  static override decimalColumns = ['openingCash', 'cashCounted'];
  static override timestampColumns = ['startedAt', 'updatedAt', 'closedAt', 'reopenedAt'];

  declare date: string;
  /** JSON text: [{product, flavor, quantity}]. */
  declare brought: string;
  declare openingCash: string;
  declare releaseAfter: string | null;
  declare cashCounted: string | null;
  declare startedAt: string;
  declare updatedAt: string;
  declare closedAt: string | null;
  /** When a sale, undo or handover reached the server after her close (cleared by her next close). */
  declare reopenedAt: string | null;
}

/** A sale over the stall's table, by the id her phone made. */
export class StallSaleRow extends BaseModel {
  static override tableName = 'stall_sales';
  static override decimalColumns = ['total', 'listTotal', 'cashGiven'];
  static override timestampColumns = ['soldAt', 'recordedAt', 'undoneAt'];

  declare id: string;
  declare date: string;
  /** JSON text of priced lines: [{product, name, flavor, quantity, unitPrice, totalPrice}]. */
  declare lines: string;
  declare paymentMethod: PaymentMethod;
  declare total: string;
  declare listTotal: string;
  declare cashGiven: string | null;
  declare soldAt: string;
  declare recordedAt: string;
  declare undoneAt: string | null;
}

/** A preorder handed over at the stall, once per order. */
export class MarketHandoverRow extends BaseModel {
  static override tableName = 'market_handovers';
  static override idColumn = 'orderId';
  static override decimalColumns = ['amount'];
  static override timestampColumns = ['handedAt'];

  declare orderId: string;
  declare date: string;
  declare paidHere: PaymentMethod | null;
  declare amount: string;
  declare handedAt: string;
}
