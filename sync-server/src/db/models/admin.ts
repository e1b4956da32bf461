import { BaseModel } from './base-model';

export class AdminUser extends BaseModel {
  static override tableName = 'admin_users';
  static override timestampColumns = ['resetTokenExpiry', 'lastLoginAt', 'createdAt'];

  declare id: string;
  declare email: string;
  declare passwordHash: string;
  declare resetToken: string | null;
  declare resetTokenExpiry: string | null;
  declare lastLoginAt: string | null;
  declare createdAt: string;
}

export class AdminSession extends BaseModel {
  static override tableName = 'admin_sessions';
  static override timestampColumns = ['expiresAt', 'createdAt'];

  declare id: string;
  declare adminId: string;
  /** SHA-256 of the token the owner's browser holds. */
  declare sessionToken: string;
  declare expiresAt: string;
  declare createdAt: string;
  declare admin?: AdminUser;

  static override relationMappings = () => ({
    admin: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: AdminUser,
      join: { from: 'admin_sessions.adminId', to: 'admin_users.id' },
    },
  });
}
