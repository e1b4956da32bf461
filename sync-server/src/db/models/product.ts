import { BaseModel } from './base-model';

export class Product extends BaseModel {
  static override tableName = 'inventory';
  static override booleanColumns = ['visible'];
  static override decimalColumns = ['price'];
  static override timestampColumns = ['updatedAt'];
  static override jsonArrayColumns = ['allergens'];

  declare id: string;
  declare name: string;
  declare stock: number;
  declare price: string | null;
  declare flavors: string | null;
  declare minimumOrder: number;
  /** The most one order (or one cart) may take; null for no limit but the stock. */
  declare maxPerOrder: number | null;
  declare visible: boolean;
  declare ingredients: string | null;
  declare allergens: string[];
  declare sortOrder: number;
  declare revision: number;
  declare updatedAt: string;
}
