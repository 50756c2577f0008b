import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 UTC strings in both SQLite and PostgreSQL: one code path, sortable. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  mobile_number: string;
  password_hash: string;
  role: 'admin' | 'user';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PasswordOtpsTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  failed_attempts: number;
  created_at: Timestamp;
}

export interface ResetTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface FilesTable {
  id: string;
  owner_id: number;
  kind: 'cart-image' | 'chat';
  original_name: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: Timestamp;
}

export interface ShapesTable {
  id: Generated<number>;
  slug: string;
  shape_name: string;
  image_name: string;
  /** JSON: [{ key, label, min, max, unit }] */
  parameters: string;
  is_active: number;
  is_hide: number;
  sort_order: number;
}

export interface MaterialsTable {
  id: Generated<number>;
  material_name: string;
  /** g/cm³ */
  density: number;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  shape_id: number;
  material_name: string;
  thickness: number;
  quantity: number;
  finish: string;
  /** JSON: [{ param_key, param_value }] */
  parameters: string;
  image_file_id: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_otps: PasswordOtpsTable;
  reset_tokens: ResetTokensTable;
  rate_limits: RateLimitsTable;
  files: FilesTable;
  shapes: ShapesTable;
  materials: MaterialsTable;
  cart_items: CartItemsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
