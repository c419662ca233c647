import { randomBytes } from 'node:crypto';
import type { Collection, CollectionCategory } from '@meble/domain/collection';
import { percentToTenths } from '@meble/domain/discount';
import type { ElementCategory } from '@meble/domain/element-category';
import { slugify } from '@meble/domain/slug';
import type { User } from '@meble/domain/user';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../api/src/auth/password.ts';
import { insertCollection, type NewCollection } from '../../api/src/catalog/collections.ts';
import { insertElementCategory, type NewElementCategory } from '../../api/src/catalog/element-categories.ts';
import type { Database } from '../../api/src/db/schema.ts';
import { insertUser, toRestUser, type NewUser } from '../../api/src/users/repository.ts';

export const DEFAULT_TEST_PASSWORD = 'Testowe123!';

export interface SeededUser {
  /** As the REST API answers it. */
  user: User;
  email: string;
  /** The plain password, to sign in with. */
  password: string;
}

// scrypt at N = 2^17 costs about 0.3 s: hash each distinct password once per worker.
const hashes = new Map<string, Promise<string>>();
export function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
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
    const row = await this.#db
      .insertInto('collection_categories')
      .values({ name: this.#name, slug: slugify(this.#name), display_ord: this.#displayOrd })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { _id: row.id, name: row.name, slug: row.slug, collections: [] };
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

export interface CatalogueRowCounts {
  collectionCategories: number;
  collections: number;
  elementCategories: number;
  equipment: number;
}

/** The test kit: `await seed(db).user().salon('Salon X').create()`. */
export function seed(db: Kysely<Database>) {
  return {
    /** A user; a plain user with neither role unless admin() or salon() is called. */
    user: () => new UserBuilder(db),
    /** Soft delete, as the product does it (D10). */
    async deleteUser(id: string): Promise<void> {
      await db.updateTable('users').set({ is_deleted: true, updated_at: new Date() }).where('id', '=', id).execute();
    },
    /** Removes the row altogether, for "a token of a user that no longer exists". */
    async removeUser(id: string): Promise<void> {
      await db.deleteFrom('users').where('id', '=', id).execute();
    },
    /** `await kit.collectionCategory().name('Narożniki').create()` */
    collectionCategory: () => new CollectionCategoryBuilder(db),
    /** `await kit.collection().inCategory(category).name('Łódź Narożnik').withElementCategories(3).create()` */
    collection: () => new CollectionBuilder(db),
    /** `await kit.elementCategory().inCollection(collection).name('Siedziska').displayOrd(2).create()` */
    elementCategory: () => new ElementCategoryBuilder(db),
    async equipment(name: string, displayOrd = 0): Promise<{ _id: string; name: string }> {
      const row = await db.insertInto('equipment').values({ name, display_ord: displayOrd }).returning(['id', 'name']).executeTakeFirstOrThrow();
      return { _id: row.id, name: row.name };
    },
    /** For "a refused request wrote nothing": compare before and after. */
    async catalogueRowCounts(): Promise<CatalogueRowCounts> {
      const count = async (table: 'collection_categories' | 'collections' | 'element_categories' | 'equipment') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      return {
        collectionCategories: await count('collection_categories'),
        collections: await count('collections'),
        elementCategories: await count('element_categories'),
        equipment: await count('equipment'),
      };
    },
    async passwordHashOf(id: string): Promise<string | undefined> {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
      return row?.password_hash;
    },
  };
}
export type TestKit = ReturnType<typeof seed>;
