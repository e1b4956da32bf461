import { BaseModel } from './base-model';

/** What is the bakery's alone; her places are PickupPlaceRow's. */
export class PickupSettingsRow extends BaseModel {
  static override tableName = 'pickup_settings';
  static override booleanColumns = ['ordersOpen', 'autoManage', 'remindersEnabled'];
  static override timestampColumns = ['updatedAt', 'ordersOpenedAt'];

  declare id: string;
  declare pickupDate: string;
  declare ordersOpen: boolean;
  declare bannerMessage: string;
  declare autoManage: boolean;
  declare remindersEnabled: boolean;
  declare cancelCutoffHours: number;
  /** The most items one bake day makes, across every pickup it serves; null: no cap. */
  declare ovenPerBakeDay: number | null;
  /** JSON text of the shared NoticeSettings (services/pickups/pickup-settings.ts reads it). */
  declare notices: string;
  declare updatedAt: string;
  /** When orders last went from closed to open (the switch or the schedule); null while never. */
  declare ordersOpenedAt: string | null;
}
