import { BaseModel } from './base-model';

export class PickupSettingsRow extends BaseModel {
  static override tableName = 'pickup_settings';
  static override booleanColumns = ['ordersOpen', 'autoManage', 'remindersEnabled'];
  static override timestampColumns = ['updatedAt', 'ordersOpenedAt'];

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
  declare pickupEndTime: string;
  declare cancelCutoffHours: number;
  /** JSON text of the shared Capacity; read with its schema (services/pickups/pickup-settings.ts). */
  declare capacity: string;
  /** JSON text of the shared NoticeSettings (services/pickups/pickup-settings.ts reads it). */
  declare notices: string;
  /** JSON text of the shared DaysOff (services/pickups/pickup-settings.ts reads it). */
  declare daysOff: string;
  declare marketName: string;
  declare marketAddress: string;
  declare marketNote: string;
  declare pickupNote: string;
  declare updatedAt: string;
  /** When orders last went from closed to open (the switch or the schedule); null while never. */
  declare ordersOpenedAt: string | null;
}
