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

/** Groups collections on the collections list (spec part 2 §3 "Collection category"). */
export interface CollectionCategoriesTable {
  id: Generated<string>;
  name: string;
  slug: string;
  display_ord: Generated<number>;
}

export interface CollectionsTable {
  id: Generated<string>;
  name: string;
  /** D5: slugify(name), unique. */
  slug: string;
  description: Generated<string>;
  category_id: string;
  /** D2: tenths of a percent (0–990). */
  discount: Generated<number>;
  thumb_url: Generated<string>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ElementCategoriesTable {
  id: Generated<string>;
  collection_id: string;
  name: string;
  name_en: string;
  /** Never 0 (spec part 2 §5). */
  display_ord: number;
  available: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EquipmentTable {
  id: Generated<string>;
  name: string;
  display_ord: Generated<number>;
}

export type CollectionCategoryRow = Selectable<CollectionCategoriesTable>;
export type CollectionRow = Selectable<CollectionsTable>;
export type ElementCategoryRow = Selectable<ElementCategoriesTable>;

export interface Database {
  users: UsersTable;
  collection_categories: CollectionCategoriesTable;
  collections: CollectionsTable;
  element_categories: ElementCategoriesTable;
  equipment: EquipmentTable;
}
