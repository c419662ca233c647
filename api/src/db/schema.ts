import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Read as Date; optional on insert (the database defaults it to now()). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One row per person; salon data sits on the user as the spec's User shows it (salonName, salonPhone, salonAddress). */
export interface UsersTable {
  id: Generated<string>;
  name: string;
  /** Stored normalised (trimmed, lower-case): see normalizeEmail in the domain. */
  email: string;
  city: string;
  password_hash: string;
  is_admin: Generated<boolean>;
  is_salon: Generated<boolean>;
  is_deleted: Generated<boolean>;
  salon_name: string | null;
  salon_phone: string | null;
  salon_address: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

export interface Database {
  users: UsersTable;
}
