import { BaseModel } from './base-model';
import { Product } from './product';

export class Reservation extends BaseModel {
  static override tableName = 'cart_reservations';
  static override timestampColumns = ['expiresAt', 'createdAt'];

  declare id: string;
  declare sessionId: string;
  declare productId: string;
  declare flavor: string | null;
  declare quantity: number;
  /** The unit price when the hold was taken; null for holds older than held prices. */
  declare unitPriceCents: number | null;
  declare expiresAt: string;
  declare createdAt: string;

  static override relationMappings = () => ({
    product: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Product,
      join: { from: 'cart_reservations.productId', to: 'inventory.id' },
    },
  });
}
