import type { ConfigurationKit } from '@meble/domain/client-configuration';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';

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
  /** Bumped when the password changes: tokens carry the version they were issued under (migration 0009). */
  session_version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Generated (migration 0011): the name's Polish sort key, nameSortKey's SQL twin; never written. */
  sort_key: GeneratedAlways<string>;
  /** D29: bumped by every write (migration 0013); a write may name the version it saw. */
  version: Generated<number>;
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
  /** D29: bumped by every write (migration 0013); a write may name the version it saw. */
  version: Generated<number>;
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
  /** D29: bumped by every write (migration 0013); a write may name the version it saw. */
  version: Generated<number>;
}

export interface EquipmentTable {
  id: Generated<string>;
  name: string;
  display_ord: Generated<number>;
}

/** Spec part 2 §3 "Element": prices in grosze (D1), discount a whole percent (D3), connect a/l/r (D6). */
export interface ElementsTable {
  id: Generated<string>;
  collection_id: string;
  category_id: string;
  /** The index; unique within the collection. */
  name: string;
  file: string;
  thumb_url: Generated<string>;
  available: Generated<boolean>;
  is_default: Generated<boolean>;
  connect: 'a' | 'l' | 'r';
  angle: number;
  dimb: number | null;
  dx: number;
  dy: number;
  dz: number;
  description: Generated<string>;
  description_en: Generated<string>;
  tinydesc: Generated<string>;
  tinydesc_en: Generated<string>;
  price_a: number;
  price_b: number | null;
  price_c: number | null;
  price_d: number | null;
  price_e: number | null;
  price_f: number | null;
  price_g: number | null;
  price_h: number | null;
  price_i: number | null;
  display_ord: Generated<number>;
  /** D3: 0–100; changed only through the discount call. */
  discount: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Computed by the database (migration 0012): the name lower-cased and accents folded, as a filter matches it (nameSearchKey). */
  search_key: GeneratedAlways<string>;
  /** Computed by the database: the name's Polish order, compared bytewise (nameSortKey). */
  sort_key: GeneratedAlways<string>;
  /** D29: bumped by every write (migration 0013); a write may name the version it saw. */
  version: Generated<number>;
}

export interface ElementEquipmentTable {
  element_id: string;
  equipment_id: string;
}

/** Spec part 2 §3 "Kit": ord a whole number of at most 2 digits (default 1), hidden when not active. */
export interface KitsTable {
  id: Generated<string>;
  collection_id: string;
  name: string;
  tinydesc: Generated<string>;
  ord: Generated<number>;
  thumb_url: Generated<string>;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** D29: bumped by every write (migration 0013); a write may name the version it saw. */
  version: Generated<number>;
}

/** A kit's elements in order of `position` (ascending, 1-based); an element may appear more than once. */
export interface KitElementsTable {
  kit_id: string;
  position: number;
  element_id: string;
}

/**
 * Spec part 1 §3 "Client configuration". `collection_slug` is no foreign key (D8: a configuration outlives its
 * collection); `kits` is what the configurator showed, as validated by configurationIntakeSchema.
 */
export interface ClientConfigurationsTable {
  id: Generated<string>;
  /** The salon's user; null for a design saved online (D13). */
  salon_id: string | null;
  collection_slug: string;
  customer_email: string;
  /** Read parsed; written as JSON text (a JS array would reach the driver as a PostgreSQL array). */
  kits: ColumnType<ConfigurationKit[], string, string>;
  url_slug: string;
  created_at: Timestamp;
  /** D29: bumped by every write (migration 0013); a write may name the version it saw. */
  version: Generated<number>;
}

/** One row per dictionary: a new random version whenever its tables change (triggers, migration 0007). */
export interface DictionaryVersionsTable {
  name: string;
  version: string;
}

/** Spec part 1 §3 "Translation"; `key` is unique and read-only (migration 0010). */
export interface TranslationsTable {
  id: Generated<string>;
  key: string;
  pl: string;
  en: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** D29: bumped by every write (migration 0013); a write may name the version it saw. */
  version: Generated<number>;
}

/** Spec part 1 §3 "Uploaded file record"; unique by kind and stored name (migration 0014). */
export interface FilesTable {
  id: Generated<string>;
  kind: string;
  name: string;
  original_name: string;
  /** bigint: read as a string by pg, a number by PGlite; convert with Number(). */
  size: ColumnType<string | number, number, number>;
  sha256: string;
  content_type: string;
  has_thumbnail: Generated<boolean>;
  /** Written as JSON text, read parsed (a model's check). */
  validation: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Timestamp;
  created_by: string | null;
  /** D29: bumped by every write; a write may name the version it saw. */
  version: Generated<number>;
  search_key: GeneratedAlways<string>;
}

export type FileRow = Selectable<FilesTable>;

/** D29: one row per write (migration 0013). */
export interface HistoryTable {
  id: GeneratedAlways<string>;
  at: Timestamp;
  actor_id: string | null;
  actor_name: Generated<string>;
  actor_email: Generated<string>;
  record_kind: string;
  record_id: string;
  record_name: Generated<string>;
  operation: string;
  version: number | null;
  /** Written as JSON text, read parsed. */
  changes: ColumnType<HistoryChangeJson[], string, string>;
  removed: ColumnType<{ kind: string; count: number }[], string | undefined, string>;
  lines: Generated<number>;
  snapshot: ColumnType<unknown, string | null | undefined, string | null>;
  undoes: string | null;
  undone_by: string | null;
  search: Generated<string>;
}

export interface HistoryChangeJson {
  field: string;
  before: unknown;
  after: unknown;
}

export type HistoryRow = Selectable<HistoryTable>;

export type CollectionCategoryRow = Selectable<CollectionCategoriesTable>;
export type CollectionRow = Selectable<CollectionsTable>;
export type ElementCategoryRow = Selectable<ElementCategoriesTable>;
export type ElementRow = Selectable<ElementsTable>;
export type KitRow = Selectable<KitsTable>;
export type ClientConfigurationRow = Selectable<ClientConfigurationsTable>;

/** Spec part 1 §3 "Texture collection (fabric family)" (migration 0015): a whole-percent discount (D25). */
export interface FabricFamiliesTable {
  id: Generated<string>;
  name: string;
  slug: string;
  price_group: string;
  discount: Generated<number>;
  description_pl: Generated<string>;
  description_en: Generated<string>;
  is_active: Generated<boolean>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Spec part 1 §3 "Fabric": its texture and swatch are stored file names (kind texture); one default per family. */
export interface FabricsTable {
  id: Generated<string>;
  family_id: string;
  name: string;
  slug: string;
  file_url: string;
  thumb_url: Generated<string>;
  is_active: Generated<boolean>;
  is_default: Generated<boolean>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A fabric filter parameter: a colour (with its rgb), a type or a property. */
export interface FabricParametersTable {
  id: Generated<string>;
  kind: string;
  name: string;
  slug: string;
  rgb: string | null;
  is_active: Generated<boolean>;
  display_ord: Generated<number>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FabricParameterLinksTable {
  fabric_id: string;
  parameter_id: string;
}

/** Spec part 2 §3 "Collection texture assignment": the default fabric, when set, is this family's (D25). */
export interface CollectionFabricFamiliesTable {
  collection_id: string;
  family_id: string;
  default_fabric_id: string | null;
  assigned_at: Timestamp;
}

/** D24: a leg or element finish; its texture is a stored file name (kind texture); the leg fields are '' on element finishes. */
export interface FinishesTable {
  id: Generated<string>;
  kind: string;
  type: string;
  name: string;
  slug: string;
  texture: string;
  symbol: Generated<string>;
  old_name: Generated<string>;
  leg_texture_name: Generated<string>;
  version: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Spec part 2 §3 leg and element assignments (legColSlug/elementColSlug, cSlug). */
export interface CollectionFinishesTable {
  collection_id: string;
  finish_id: string;
  assigned_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  collection_categories: CollectionCategoriesTable;
  collections: CollectionsTable;
  element_categories: ElementCategoriesTable;
  equipment: EquipmentTable;
  elements: ElementsTable;
  element_equipment: ElementEquipmentTable;
  kits: KitsTable;
  kit_elements: KitElementsTable;
  client_configurations: ClientConfigurationsTable;
  dictionary_versions: DictionaryVersionsTable;
  translations: TranslationsTable;
  history: HistoryTable;
  files: FilesTable;
  fabric_families: FabricFamiliesTable;
  fabrics: FabricsTable;
  fabric_parameters: FabricParametersTable;
  fabric_parameter_links: FabricParameterLinksTable;
  collection_fabric_families: CollectionFabricFamiliesTable;
  finishes: FinishesTable;
  collection_finishes: CollectionFinishesTable;
}
