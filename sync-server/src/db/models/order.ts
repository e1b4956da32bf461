import { BaseModel } from './base-model';

export class Order extends BaseModel {
  static override tableName = 'orders';
  static override decimalColumns = ['total'];
  static override timestampColumns = ['createdAt'];

  declare id: string;
  declare sessionId: string;
  declare firstName: string;
  declare lastName: string;
  declare email: string;
  declare phone: string;
  declare paymentMethod: string;
  declare pickupLocation: string;
  declare items: string;
  declare total: string;
  declare createdAt: string;
}

export class FailedOrderAttempt extends BaseModel {
  static override tableName = 'failed_order_attempts';
  static override decimalColumns = ['total'];
  static override timestampColumns = ['createdAt'];

  declare id: string;
  declare sessionId: string | null;
  declare firstName: string | null;
  declare lastName: string | null;
  declare email: string | null;
  declare phone: string | null;
  declare paymentMethod: string | null;
  declare pickupLocation: string | null;
  declare items: string | null;
  declare total: string | null;
  declare failureReason: string;
  declare failedItem: string | null;
  declare failureDetail: string | null;
  declare createdAt: string;
}
