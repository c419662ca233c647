import { randomBytes } from 'node:crypto';
import type { Collection, CollectionCategory } from '@meble/domain/collection';
import { percentToTenths } from '@meble/domain/discount';
import type { Element, ElementFields } from '@meble/domain/element';
import type { ElementCategory } from '@meble/domain/element-category';
import type { Finish, FinishKind, FinishType } from '@meble/domain/finish';
import { KIT_DEFAULT_ORD, type Kit, type KitFields } from '@meble/domain/kit';
import { slugify } from '@meble/domain/slug';
import type { User } from '@meble/domain/user';
import { FILE_CONTENT_TYPES, extensionOf, type FileKind, type FileRecord } from '@meble/domain/file';
import type { ConfigurationElement, ConfigurationKit } from '@meble/domain/client-configuration';
import { saveClientConfiguration } from '../../api/src/client-configurations/repository.ts';
import type { Kysely } from 'kysely';
import { ensureCollectionCategory, insertCollection, type NewCollection } from '../../api/src/catalog/collections.ts';
import { insertElementCategory, type NewElementCategory } from '../../api/src/catalog/element-categories.ts';
import { insertElement, insertElements } from '../../api/src/catalog/elements.ts';
import { ensureEquipment } from '../../api/src/catalog/equipment.ts';
import { insertKit } from '../../api/src/catalog/kits.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { assignFinish, findFinishById, insertFinish } from '../../api/src/finishes/finishes.ts';
import { findFileById } from '../../api/src/files/repository.ts';
import { insertUser, markUserDeleted, removeUserRow, toRestUser, type NewUser } from '../../api/src/users/repository.ts';
import { testPasswords } from './passwords.ts';

const DEFAULT_TEST_PASSWORD = 'Testowe123!';

export interface SeededUser {
  /** As the REST API answers it. */
  user: User;
  email: string;
  /** The plain password, to sign in with. */
  password: string;
}

// Hash each distinct password once per worker (at the test kit's cheap cost).
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = testPasswords.hash(password)));
  return hash;
}

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `user-${counter}-${randomBytes(3).toString('hex')}@example.test`;
}

export class UserBuilder {
  readonly #db: Kysely<Database>;
  #user: NewUser;
  #password = DEFAULT_TEST_PASSWORD;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#user = { name: 'Jan Testowy', email: uniqueEmail(), city: 'Poznań' };
  }

  admin(): this {
    this.#user = { ...this.#user, isAdmin: true, name: 'Administrator Testowy' };
    return this;
  }

  salon(salonName = 'Salon Testowy'): this {
    this.#user = {
      ...this.#user,
      isSalon: true,
      name: salonName,
      salonName,
      salonPhone: '+48 600 100 200',
      salonAddress: 'ul. Długa 1, 61-001 Poznań',
    };
    return this;
  }

  deleted(): this {
    this.#user = { ...this.#user, isDeleted: true };
    return this;
  }

  email(email: string): this {
    this.#user = { ...this.#user, email };
    return this;
  }

  name(name: string): this {
    this.#user = { ...this.#user, name };
    return this;
  }

  password(password: string): this {
    this.#password = password;
    return this;
  }

  async create(): Promise<SeededUser> {
    const row = await insertUser(this.#db, this.#user, await cachedHash(this.#password));
    return { user: toRestUser(row), email: row.email, password: this.#password };
  }
}

let catalogueCounter = 0;
const nextNumber = () => (catalogueCounter += 1);

export class CollectionCategoryBuilder {
  readonly #db: Kysely<Database>;
  #name = `Kategoria kolekcji ${nextNumber()}`;
  #displayOrd = 0;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  name(name: string): this {
    this.#name = name;
    return this;
  }

  displayOrd(displayOrd: number): this {
    this.#displayOrd = displayOrd;
    return this;
  }

  /** As the dictionaries list it, with no collections yet. */
  async create(): Promise<CollectionCategory> {
    const slug = slugify(this.#name);
    const id = await ensureCollectionCategory(this.#db, { name: this.#name, slug, displayOrd: this.#displayOrd });
    return { _id: id, name: this.#name, slug, collections: [] };
  }
}

export interface SeededCollection {
  /** As GET /api/cms/collection/{slug} answers it. */
  collection: Collection;
  /** By displayOrd, as the API orders them. */
  elementCategories: ElementCategory[];
}

export class CollectionBuilder {
  readonly #db: Kysely<Database>;
  #category: { _id: string } | undefined;
  #collection: Omit<NewCollection, 'categoryId' | 'slug'> = { name: `Kolekcja testowa ${nextNumber()}` };
  #elementCategories = 0;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Without it, a new collection category is made for the collection. */
  inCategory(category: { _id: string }): this {
    this.#category = category;
    return this;
  }

  /** The slug follows from it (D5), as in the product. */
  name(name: string): this {
    this.#collection = { ...this.#collection, name };
    return this;
  }

  description(description: string): this {
    this.#collection = { ...this.#collection, description };
    return this;
  }

  /** A whole percent, stored ×10 (D2). */
  discountPercent(percent: number): this {
    this.#collection = { ...this.#collection, discount: percentToTenths(percent) };
    return this;
  }

  thumbUrl(thumbUrl: string): this {
    this.#collection = { ...this.#collection, thumbUrl };
    return this;
  }

  inactive(): this {
    this.#collection = { ...this.#collection, isActive: false };
    return this;
  }

  /** Adds `count` element categories, displayOrd 1…count. */
  withElementCategories(count: number): this {
    this.#elementCategories = count;
    return this;
  }

  async create(): Promise<SeededCollection> {
    const category = this.#category ?? (await new CollectionCategoryBuilder(this.#db).create());
    const collection = await insertCollection(this.#db, {
      ...this.#collection,
      slug: slugify(this.#collection.name),
      categoryId: category._id,
    });
    const elementCategories: ElementCategory[] = [];
    for (let i = 1; i <= this.#elementCategories; i++) {
      elementCategories.push(
        await new ElementCategoryBuilder(this.#db).inCollection(collection).name(`Kategoria ${i}`).nameEn(`Category ${i}`).displayOrd(i).create(),
      );
    }
    return { collection, elementCategories };
  }
}

export class ElementCategoryBuilder {
  readonly #db: Kysely<Database>;
  #collection: { _id: string } | undefined;
  #category: Omit<NewElementCategory, 'collectionId'>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    const n = nextNumber();
    this.#category = { name: `Kategoria elementów ${n}`, nameEn: `Element category ${n}`, displayOrd: 1 };
  }

  /** Without it, a new collection (in a new category) is made. */
  inCollection(collection: { _id: string } | SeededCollection): this {
    this.#collection = 'collection' in collection ? collection.collection : collection;
    return this;
  }

  name(name: string): this {
    this.#category = { ...this.#category, name };
    return this;
  }

  nameEn(nameEn: string): this {
    this.#category = { ...this.#category, nameEn };
    return this;
  }

  displayOrd(displayOrd: number): this {
    this.#category = { ...this.#category, displayOrd };
    return this;
  }

  unavailable(): this {
    this.#category = { ...this.#category, available: false };
    return this;
  }

  async create(): Promise<ElementCategory> {
    const collection = this.#collection ?? (await new CollectionBuilder(this.#db).create()).collection;
    return insertElementCategory(this.#db, { ...this.#category, collectionId: collection._id });
  }
}

/** Valid fields for an element (spec part 2 §3), prices A–I in grosze rising (D1). */
export function elementFields(overrides: Partial<ElementFields> = {}): ElementFields {
  const n = nextNumber();
  return {
    name: `EL-${n}`,
    file: `element-${n}.glb`,
    thumbUrl: '',
    categoryId: '',
    available: true,
    isDefault: false,
    connect: 'a',
    angle: 90,
    dimb: null,
    dx: 100,
    dy: 95,
    dz: 85,
    description: '',
    descriptionEn: '',
    tinydesc: '',
    tinydescEn: '',
    prices: { A: 150000, B: 160000, C: 170000, D: null, E: null, F: null, G: null, H: null, I: null },
    displayOrd: 0,
    equipment: [],
    ...overrides,
  };
}

export class ElementBuilder {
  readonly #db: Kysely<Database>;
  #collection: { _id: string } | undefined;
  #category: { _id: string } | undefined;
  #fields: Partial<ElementFields> = {};
  #discount = 0;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Without it, the category's collection; without both, a new collection with one category. */
  inCollection(collection: { _id: string } | SeededCollection): this {
    this.#collection = 'collection' in collection ? collection.collection : collection;
    return this;
  }

  inCategory(category: { _id: string }): this {
    this.#category = category;
    return this;
  }

  name(name: string): this {
    return this.with({ name });
  }

  withEquipment(ids: readonly (string | { _id: string })[]): this {
    return this.with({ equipment: ids.map((id) => (typeof id === 'string' ? id : id._id)) });
  }

  /** Grosze (D1). */
  priceA(grosze: number): this {
    return this.with({ prices: { ...(this.#fields.prices ?? elementFields().prices), A: grosze } });
  }

  displayOrd(displayOrd: number): this {
    return this.with({ displayOrd });
  }

  /** A whole percent (D3). */
  discount(percent: number): this {
    this.#discount = percent;
    return this;
  }

  /** Any other field, as stored (ElementFields). */
  with(fields: Partial<ElementFields>): this {
    this.#fields = { ...this.#fields, ...fields };
    return this;
  }

  /** As GET /api/cms/element/{id} answers it. */
  async create(): Promise<Element> {
    let collectionId = this.#collection?._id;
    let categoryId = this.#category?._id;
    if (!categoryId) {
      const category = await new ElementCategoryBuilder(this.#db).inCollection(collectionId ? { _id: collectionId } : (await new CollectionBuilder(this.#db).create()).collection).create();
      categoryId = category._id;
    }
    if (!collectionId) {
      const row = await this.#db.selectFrom('element_categories').select('collection_id').where('id', '=', categoryId).executeTakeFirstOrThrow();
      collectionId = row.collection_id;
    }
    return insertElement(this.#db, collectionId, elementFields({ ...this.#fields, categoryId }), this.#discount);
  }
}

export class ElementKitBuilder {
  readonly #db: Kysely<Database>;
  #collection: { _id: string } | undefined;
  #elements: readonly (string | { _id: string })[] | undefined;
  #fields: Omit<KitFields, 'elements'>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#fields = { name: `Zestaw testowy ${nextNumber()}`, tinydesc: '', ord: KIT_DEFAULT_ORD, thumbUrl: '', isActive: true };
  }

  /** Without it, the first element's collection; without both, a new collection. */
  inCollection(collection: { _id: string } | SeededCollection): this {
    this.#collection = 'collection' in collection ? collection.collection : collection;
    return this;
  }

  /** In the kit's order, repeats allowed; without it, two new elements of the collection. */
  withElements(elements: readonly (string | { _id: string })[]): this {
    this.#elements = elements;
    return this;
  }

  name(name: string): this {
    this.#fields = { ...this.#fields, name };
    return this;
  }

  tinydesc(tinydesc: string): this {
    this.#fields = { ...this.#fields, tinydesc };
    return this;
  }

  ord(ord: number): this {
    this.#fields = { ...this.#fields, ord };
    return this;
  }

  thumbUrl(thumbUrl: string): this {
    this.#fields = { ...this.#fields, thumbUrl };
    return this;
  }

  /** Spec part 2 §4: labelled 'UKRYTY'. */
  hidden(): this {
    this.#fields = { ...this.#fields, isActive: false };
    return this;
  }

  /** As GET /api/cms/kit/{id} answers its `kit`. */
  async create(): Promise<Kit> {
    let elementIds = this.#elements?.map((element) => (typeof element === 'string' ? element : element._id));
    let collectionId = this.#collection?._id;
    if (!collectionId && elementIds?.[0]) {
      const row = await this.#db.selectFrom('elements').select('collection_id').where('id', '=', elementIds[0]).executeTakeFirstOrThrow();
      collectionId = row.collection_id;
    }
    collectionId ??= (await new CollectionBuilder(this.#db).create()).collection._id;
    if (!elementIds) {
      const made = [await new ElementBuilder(this.#db).inCollection({ _id: collectionId }).create()];
      made.push(await new ElementBuilder(this.#db).inCategory({ _id: made[0]!.categoryId }).inCollection({ _id: collectionId }).create());
      elementIds = made.map((element) => element._id);
    }
    const result = await insertKit(this.#db, collectionId, { ...this.#fields, elements: elementIds });
    if (result.kind !== 'saved') throw new Error(`the test kit was refused: ${result.kind}`);
    return result.kit;
  }
}

/** A valid kit line (spec part 1 §3) naming `meshId`. */
export function configurationLine(meshId: string, overrides: Partial<ConfigurationElement> = {}): ConfigurationElement {
  return {
    meshId,
    displayName: meshId,
    displayIcon: 'ikony/modul.svg',
    displayMaterial: 'Tkanina Velvet Grafit',
    displayEquipment: '',
    displayWoodMaterial: 'Dąb naturalny',
    displayPillowMaterial: 'Pianka HR',
    displayPrice: '1 690,00 zł',
    ...overrides,
  };
}

export class ClientConfigurationBuilder {
  readonly #db: Kysely<Database>;
  #collectionSlug: string | undefined;
  #salon: string | null = null;
  #email = `klient-${nextNumber()}@example.pl`;
  #kits: ConfigurationKit[] | undefined;
  #createdAt: Date | undefined;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Required: the collection (or its slug) the design was made in. */
  inCollection(collection: string | { slug: string } | SeededCollection): this {
    this.#collectionSlug = typeof collection === 'string' ? collection : 'collection' in collection ? collection.collection.slug : collection.slug;
    return this;
  }

  /** The salon's user; without it the design was saved online (no salon). */
  salon(salon: string | { _id: string } | SeededUser): this {
    this.#salon = typeof salon === 'string' ? salon : 'user' in salon ? salon.user._id : salon._id;
    return this;
  }

  email(email: string): this {
    this.#email = email;
    return this;
  }

  /** One kit whose lines name these meshIds (default: one line 'MOD-1'). */
  withLines(meshIds: readonly string[], kitName = 'Zestaw klienta'): this {
    return this.withKits([{ id: 'k1', name: kitName, displayWidth: '286 cm', displayDepth: '98 cm', displayTotalPrice: '5 070,00 zł', elements: meshIds.map((id) => configurationLine(id)) }]);
  }

  withKits(kits: ConfigurationKit[]): this {
    this.#kits = kits;
    return this;
  }

  /** Default: the database's now(). */
  createdAt(createdAt: Date): this {
    this.#createdAt = createdAt;
    return this;
  }

  /** Saved through the intake's own function (references checked); throws when it refuses. */
  async create(): Promise<{ _id: string; urlSlug: string }> {
    if (!this.#collectionSlug) throw new Error('a client configuration needs inCollection()');
    const kits = this.#kits ?? [{ id: 'k1', name: 'Zestaw klienta', displayWidth: '80 cm', displayDepth: '95 cm', displayTotalPrice: '1 690,00 zł', elements: [configurationLine('MOD-1')] }];
    const result = await saveClientConfiguration(
      this.#db,
      { cSlug: this.#collectionSlug, salon: this.#salon, customerEmail: this.#email, kits },
      { createdAt: this.#createdAt },
    );
    if (result.kind !== 'saved') throw new Error(`the test configuration was refused: ${JSON.stringify(result)}`);
    return { _id: result._id, urlSlug: result.urlSlug };
  }
}

export interface CatalogueRowCounts {
  collectionCategories: number;
  collections: number;
  elementCategories: number;
  equipment: number;
  elements: number;
  elementEquipment: number;
  kits: number;
  kitElements: number;
}

/** A files row as an upload leaves it, written straight into the table (no bytes: a test stores them when it needs them). */
function fileRow(kind: FileKind, name: string) {
  return {
    kind,
    name,
    original_name: name,
    size: 3,
    sha256: '0'.repeat(64),
    content_type: FILE_CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream',
  };
}

export class FileBuilder {
  readonly #db: Kysely<Database>;
  #kind: FileKind = 'image';
  #name: string;
  #originalName: string | undefined;
  #createdAt: Date | undefined;
  #createdBy: string | null = null;
  #hasThumbnail = false;

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#name = `plik-${nextNumber()}.png`;
  }

  kind(kind: FileKind): this {
    this.#kind = kind;
    return this;
  }

  /** The stored name. */
  name(name: string): this {
    this.#name = name;
    return this;
  }

  /** Default: the stored name. */
  originalName(originalName: string): this {
    this.#originalName = originalName;
    return this;
  }

  /** Default: the database's now(). */
  createdAt(createdAt: Date): this {
    this.#createdAt = createdAt;
    return this;
  }

  by(user: string | { _id: string } | SeededUser): this {
    this.#createdBy = typeof user === 'string' ? user : 'user' in user ? user.user._id : user._id;
    return this;
  }

  withThumbnail(): this {
    this.#hasThumbnail = true;
    return this;
  }

  /** As GET /api/cms/files/{id} answers its `file`. */
  async create(): Promise<FileRecord> {
    const row = await this.#db
      .insertInto('files')
      .values({
        ...fileRow(this.#kind, this.#name),
        original_name: this.#originalName ?? this.#name,
        created_by: this.#createdBy,
        has_thumbnail: this.#hasThumbnail,
        ...(this.#createdAt ? { created_at: this.#createdAt } : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const file = await findFileById(this.#db, row.id);
    if (!file) throw new Error('the test file vanished');
    return file;
  }
}

export class FinishBuilder {
  readonly #db: Kysely<Database>;
  #kind: FinishKind = 'legs';
  #type: FinishType = 'w';
  #name: string;
  #texture = 'wybarwienie.png';
  #symbol = '';
  readonly #collections: string[] = [];

  constructor(db: Kysely<Database>) {
    this.#db = db;
    this.#name = `Wybarwienie ${nextNumber()}`;
  }

  /** An element finish (default: a leg finish). */
  forElements(): this {
    this.#kind = 'elements';
    return this;
  }

  /** w, c or m (default w). */
  type(type: FinishType): this {
    this.#type = type;
    return this;
  }

  name(name: string): this {
    this.#name = name;
    return this;
  }

  /** The texture file's stored name (its row is made when missing). */
  texture(texture: string): this {
    this.#texture = texture;
    return this;
  }

  /** Legs only. */
  symbol(symbol: string): this {
    this.#symbol = symbol;
    return this;
  }

  assignedTo(...collections: ({ _id: string } | SeededCollection)[]): this {
    this.#collections.push(...collections.map((collection) => ('collection' in collection ? collection.collection._id : collection._id)));
    return this;
  }

  /** As GET /api/cms/finishes/{kind}/{id} answers its `finish`. */
  async create(): Promise<Finish> {
    await ensureFiles(this.#db, 'texture', [this.#texture]);
    const inserted = await insertFinish(this.#db, this.#kind, { name: this.#name, type: this.#type, texture: this.#texture, symbol: this.#symbol, oldName: '', legTextureName: '' });
    if ('slugTaken' in inserted) throw new Error(`a finish named ${this.#name} exists already`);
    for (const collectionId of this.#collections) await assignFinish(this.#db, collectionId, inserted._id, true);
    const finish = await findFinishById(this.#db, inserted._id);
    if (!finish) throw new Error('the test finish vanished');
    return finish;
  }
}

/** Rows for every name the catalogue refers to that is not stored yet (D12 refuses names of no file). */
export async function ensureFiles(db: Kysely<Database>, kind: FileKind, names: readonly string[]): Promise<void> {
  const wanted = [...new Set(names.filter((name) => name !== ''))];
  if (wanted.length === 0) return;
  await db
    .insertInto('files')
    .values(wanted.map((name) => fileRow(kind, name)))
    .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
    .execute();
}

/** The test kit: `await seed(db).user().salon('Salon X').create()`. */
export function seed(db: Kysely<Database>) {
  return {
    /** A user; a plain user with neither role unless admin() or salon() is called. */
    user: () => new UserBuilder(db),
    /** Soft delete, as the product does it (D10). */
    async deleteUser(id: string): Promise<void> {
      await markUserDeleted(db, id);
    },
    /** Removes the row altogether, for "a token of a user that no longer exists". */
    async removeUser(id: string): Promise<void> {
      await removeUserRow(db, id);
    },
    /** `await kit.collectionCategory().name('Narożniki').create()` */
    collectionCategory: () => new CollectionCategoryBuilder(db),
    /** `await kit.collection().inCategory(category).name('Łódź Narożnik').withElementCategories(3).create()` */
    collection: () => new CollectionBuilder(db),
    /** `await kit.elementCategory().inCollection(collection).name('Siedziska').displayOrd(2).create()` */
    elementCategory: () => new ElementCategoryBuilder(db),
    /** `await kit.element().inCollection(collection).inCategory(cat).name('X').withEquipment(ids).priceA(123450).create()` */
    element: () => new ElementBuilder(db),
    /** `await kit.elementKit().inCollection(collection).withElements([el1, el2, el1]).name('Sofa 3-osobowa').hidden().create()` */
    elementKit: () => new ElementKitBuilder(db),
    /** `await kit.file().kind('model').name('sofa.gltf').createdAt(date).create()`: the row only, no bytes. */
    file: () => new FileBuilder(db),
    /** `await kit.finish().forElements().type('m').name('Chrom').assignedTo(collection).create()` */
    finish: () => new FinishBuilder(db),
    /** Rows for these names of `kind` where there are none yet. */
    files: (kind: FileKind, names: readonly string[]) => ensureFiles(db, kind, names),
    /**
     * `count` elements in a few INSERTs (names `${prefix}0001`…, displayOrd 0, prices rising from A), for
     * 1,000-element tests; returns their ids in insertion order.
     */
    async elements(
      collection: { _id: string } | SeededCollection,
      category: { _id: string },
      count: number,
      prefix = 'BULK-',
    ): Promise<string[]> {
      if (count <= 0) return [];
      const collectionId = 'collection' in collection ? collection.collection._id : collection._id;
      const width = Math.max(4, String(count).length);
      const fields = Array.from({ length: count }, (_, i) =>
        elementFields({
          categoryId: category._id,
          name: `${prefix}${String(i + 1).padStart(width, '0')}`,
          file: `bulk-${i + 1}.glb`,
          connect: (['a', 'l', 'r'] as const)[i % 3]!,
          dx: 80 + (i % 50),
          prices: { A: 100000 + i * 100, B: 110000 + i * 100, C: 120000 + i * 100, D: null, E: null, F: null, G: null, H: null, I: null },
        }),
      );
      // The API's batch insert (a few multi-row INSERTs), in one transaction.
      return db.transaction().execute((trx) => insertElements(trx, collectionId, fields));
    },
    async equipment(name: string, displayOrd = 0): Promise<{ _id: string; name: string }> {
      const ids = await ensureEquipment(db, [{ name, displayOrd }]);
      return { _id: ids.get(name)!, name };
    },
    /** `await kit.clientConfiguration().inCollection(c).salon(salon1).email('anna@example.pl').withLines(['MOD-1']).create()` */
    clientConfiguration: () => new ClientConfigurationBuilder(db),
    async clientConfigurationCount(): Promise<number> {
      return Number((await db.selectFrom('client_configurations').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    },
    /** For "a refused request wrote nothing": compare before and after. */
    async catalogueRowCounts(): Promise<CatalogueRowCounts> {
      const count = async (
        table: 'collection_categories' | 'collections' | 'element_categories' | 'equipment' | 'elements' | 'element_equipment' | 'kits' | 'kit_elements',
      ) =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      return {
        collectionCategories: await count('collection_categories'),
        collections: await count('collections'),
        elementCategories: await count('element_categories'),
        equipment: await count('equipment'),
        elements: await count('elements'),
        elementEquipment: await count('element_equipment'),
        kits: await count('kits'),
        kitElements: await count('kit_elements'),
      };
    },
    async passwordHashOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },
  };
}
export type TestKit = ReturnType<typeof seed>;
