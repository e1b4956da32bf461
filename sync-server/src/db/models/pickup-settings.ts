import { BaseModel } from './base-model';

export class PickupSettingsRow extends BaseModel {
  static override tableName = 'pickup_settings';
  static override booleanColumns = ['ordersOpen', 'autoManage', 'remindersEnabled'];
  static override timestampColumns = ['updatedAt'];

  declare id: string;
  declare pickupDate: string;
  declare pickupAddress: string;
  declare ordersOpen: boolean;
  declare bannerMessage: string;
  declare autoManage: boolean;
  declare pickupWeekday: number;
  declare pickupTime: string;
  declare cutoffHours: number;
  declare marketWeekday: number;
  declare marketStartTime: string;
  declare marketEndTime: string;
  declare remindersEnabled: boolean;
  declare updatedAt: string;
}
