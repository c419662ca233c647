// Writes the demo data (demo-data.ts) through the same repository functions the API uses, so a new column is
// added in one place.
import type { ElementFields } from '@meble/domain/element';
import { configurationIntakeSchema } from '@meble/domain/client-configuration';
import { percentToTenths } from '@meble/domain/discount';
import { slugify } from '@meble/domain/slug';
import { sql, type Kysely, type Transaction } from 'kysely';
import { createPasswordHasher, type PasswordHasher } from '../auth/password.ts';
import { ensureCollectionCategory, insertCollectionUnlessSlugTaken } from '../catalog/collections.ts';
import { insertElementCategory } from '../catalog/element-categories.ts';
import { insertElements } from '../catalog/elements.ts';
import { ensureEquipment } from '../catalog/equipment.ts';
import { insertKit } from '../catalog/kits.ts';
import { saveClientConfiguration } from '../client-configurations/repository.ts';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from '../files/storage.ts';
import { insertMissingTranslations } from '../translations/repository.ts';
import { EmailTaken, findUserByEmail, insertUser, updateUserProfile } from '../users/repository.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CATALOGUE,
  DEMO_CONFIGURATION_COUNT,
  DEMO_ELEMENTS,
  DEMO_EQUIPMENT,
  DEMO_KITS,
  demoConfigurationAgeMs,
  demoConfigurationIntake,
  demoPrices,
  type DemoCollection,
} from './demo-data.ts';
import { seedDemoFabrics } from './demo-fabrics.ts';
import { seedDemoFinishes } from './demo-finishes.ts';
import { demoElementKindOf, demoFileKey, demoModelName, seedDemoFiles } from './demo-files.ts';
import { DEMO_TRANSLATIONS } from './demo-translations.ts';

/** Stored names of the demo files by demoFileKey; absent when the demo is seeded without storage (then no file is named but the models'). */
type DemoFileNames = ReadonlyMap<string, string> | undefined;

/** A demo collection's elements as the element form would save them; displayOrd counts 1… within each category. */
function demoElementFields(
  collection: { name: string; slug: string },
  categoryIds: readonly string[],
  equipmentIds: ReadonlyMap<string, string>,
  files: DemoFileNames,
): ElementFields[] {
  const perCategory = new Map<number, number>();
  return (DEMO_ELEMENTS[collection.name] ?? []).map(([category, name, connect, angle, dimb, dx, dy, dz, priceA, equipment]) => {
    const displayOrd = (perCategory.get(category) ?? 0) + 1;
    perCategory.set(category, displayOrd);
    return {
      name,
      file: files?.get(demoFileKey({ use: 'elementModel', elementKind: demoElementKindOf(name, dx) })) ?? demoModelName(demoElementKindOf(name, dx)),
      thumbUrl: files?.get(demoFileKey({ use: 'elementIcon', elementKind: demoElementKindOf(name, dx) })) ?? '',
      categoryId: categoryIds[category]!,
      available: true,
      isDefault: false,
      connect,
      angle,
      dimb,
      dx,
      dy,
      dz,
      description: `${name} z kolekcji ${collection.name}.`,
      descriptionEn: `${name} from the ${collection.name} collection.`,
      tinydesc: name.slice(0, 60),
      tinydescEn: '',
      prices: demoPrices(priceA),
      displayOrd,
      equipment: equipment.map((equipmentName) => {
        const id = equipmentIds.get(equipmentName);
        if (!id) throw new Error(`the demo element ${name} names ${equipmentName}, missing from DEMO_EQUIPMENT`);
        return id;
      }),
    };
  });
}

/** A new demo collection's element categories, elements (with equipment) and kits, inside the seeding transaction. */
async function seedDemoCollection(
  trx: Transaction<Database>,
  collection: DemoCollection & { id: string; slug: string },
  equipmentIds: ReadonlyMap<string, string>,
  files: DemoFileNames,
): Promise<void> {
  const categoryIds: string[] = [];
  for (const [i, [name, nameEn]] of collection.elementCategories.entries()) {
    categoryIds.push((await insertElementCategory(trx, { collectionId: collection.id, name, nameEn, displayOrd: i + 1 }))._id);
  }
  const fields = demoElementFields(collection, categoryIds, equipmentIds, files);
  const ids = await insertElements(trx, collection.id, fields);
  const idOf = new Map(fields.map((element, i) => [element.name, ids[i]!]));
  for (const [index, kit] of (DEMO_KITS[collection.name] ?? []).entries()) {
    const elements = kit.elements.map((name) => {
      const id = idOf.get(name);
      if (!id) throw new Error(`the demo kit ${kit.name} names ${name}, missing from DEMO_ELEMENTS.${collection.name}`);
      return id;
    });
    const thumbUrl = files?.get(demoFileKey({ use: 'kitThumbnail', collection: collection.name, kit: kit.name })) ?? '';
    const result = await insertKit(trx, collection.id, { name: kit.name, tinydesc: kit.tinydesc, ord: index + 1, thumbUrl, isActive: kit.isActive, elements });
    if (result.kind !== 'saved') throw new Error(`the demo kit ${kit.name} was refused: ${result.kind}`);
  }
}

/**
 * Adds the demo catalogue in one transaction unless collections already exist (then it is the operator's
 * data and stays untouched); equipment entries that are missing are added either way. True when it wrote collections.
 */
async function seedDemoCatalogue(db: Kysely<Database>, files: DemoFileNames): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const equipmentIds = await ensureEquipment(trx, DEMO_EQUIPMENT.map((name, i) => ({ name, displayOrd: i + 1 })));

    if (await trx.selectFrom('collections').select('id').limit(1).executeTakeFirst()) return false;

    let seeded = false;
    const collectionIds = new Map<string, string>();
    for (const [index, category] of DEMO_CATALOGUE.entries()) {
      const categoryId = await ensureCollectionCategory(trx, { name: category.name, slug: slugify(category.name), displayOrd: index + 1 });
      for (const collection of category.collections) {
        const slug = slugify(collection.name);
        // A concurrent seeder may have inserted it first: then that one adds its element categories.
        const id = await insertCollectionUnlessSlugTaken(trx, {
          name: collection.name,
          slug,
          description: collection.description,
          categoryId,
          discount: percentToTenths(collection.discountPercent),
          thumbUrl: files?.get(demoFileKey({ use: 'collectionPhoto', collection: collection.name })) ?? '',
          isActive: collection.isActive,
        });
        if (!id) continue;
        seeded = true;
        collectionIds.set(collection.name, id);
        await seedDemoCollection(trx, { ...collection, id, slug }, equipmentIds, files);
      }
    }
    if (seeded) await seedDemoFabrics(trx, collectionIds, (family, fabric) => files?.get(demoFileKey({ use: 'fabricTexture', family, fabric })));
    if (seeded) await seedDemoFinishes(trx, collectionIds, (kind, finish) => files?.get(demoFileKey({ use: 'finishTexture', kind, finish })));
    return seeded;
  });
}

/** Where the demo files go: the API's storage and its local staging directory; `now` dates their records. */
export interface DemoFileTarget {
  storage: FileStorage;
  stagingDir: string;
  now?: () => number;
}

/**
 * Adds the demo accounts that are missing (looked up by e-mail) and refreshes their profile fields;
 * an existing account's password is never touched, so a changed demo password survives re-seeding.
 * Then, with `files`, the demo catalogue's files (seedDemoFiles: uploaded by the demo admin, only when the catalogue
 * is about to be added), the demo catalogue naming them (see seedDemoCatalogue), the demo client configurations
 * (seedDemoConfigurations) and the demo translations that are missing (an existing key keeps its texts, as edited).
 * Passwords are hashed at the production cost unless `passwords` says otherwise.
 */
export async function seedDemo(
  db: Kysely<Database>,
  { passwords = createPasswordHasher(), files: target }: { passwords?: PasswordHasher; files?: DemoFileTarget } = {},
): Promise<{ created: string[]; updated: string[]; catalogueSeeded: boolean; filesSeeded: number; configurationsSeeded: number; translationsSeeded: number }> {
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = passwords.hash(password)));
    return hash;
  };

  const created: string[] = [];
  const updated: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(db, account.email);
    if (existing) {
      await updateUserProfile(db, existing.id, account);
      updated.push(account.email);
      continue;
    }
    try {
      await insertUser(db, account, await hashOf(account.password));
      created.push(account.email);
    } catch (error) {
      // A concurrent seeder inserted the same e-mail first: that account is there, as here.
      if (!(error instanceof EmailTaken)) throw error;
    }
  }
  const files = target && !(await db.selectFrom('collections').select('id').limit(1).executeTakeFirst()) ? await seedFilesAsDemoAdmin(db, target) : undefined;
  const catalogueSeeded = await seedDemoCatalogue(db, files?.names);
  const configurationsSeeded = await seedDemoConfigurations(db);
  const translationsSeeded = await insertMissingTranslations(db, DEMO_TRANSLATIONS);
  return { created, updated, catalogueSeeded, filesSeeded: files?.stored ?? 0, configurationsSeeded, translationsSeeded };
}

/** The demo files, uploaded (in their history) by the demo administrator, or by nobody when that account is gone. */
async function seedFilesAsDemoAdmin(db: Kysely<Database>, target: DemoFileTarget): ReturnType<typeof seedDemoFiles> {
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
  const row = admin ? await db.selectFrom('users').select(['id', 'name', 'email']).where('email', '=', admin.email).where('is_deleted', '=', false).executeTakeFirst() : undefined;
  return seedDemoFiles({ db, storage: target.storage, stagingDir: target.stagingDir, now: target.now ?? Date.now, recordHistory: true }, row ?? null);
}

/**
 * Adds DEMO_CONFIGURATION_COUNT client configurations unless configurations exist already (then they are the
 * operator's and stay untouched), in one transaction, saved through the intake's own function. Answers how many.
 */
async function seedDemoConfigurations(db: Kysely<Database>, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Two seeders at once: the second waits here, then finds the first one's rows.
    await sql`lock table client_configurations in share row exclusive mode`.execute(trx);
    if (await trx.selectFrom('client_configurations').select('id').limit(1).executeTakeFirst()) return 0;
    const salonOf = async (email: string) =>
      (await trx.selectFrom('users').select('id').where('email', '=', email).where('is_salon', '=', true).where('is_deleted', '=', false).executeTakeFirst())?.id ??
      null;
    const salonIds = [await salonOf('salon1@example.com'), await salonOf('salon2@example.com')] as const;
    // A design's lines show their element's icon, as the catalogue names it.
    const icons = await trx
      .selectFrom('elements')
      .innerJoin('collections', 'collections.id', 'elements.collection_id')
      .select(['collections.name as collection', 'elements.name as element', 'elements.thumb_url as icon'])
      .execute();
    const iconOf = new Map(icons.map((row) => [`${row.collection}\u0000${row.element}`, row.icon]));
    let saved = 0;
    for (let index = 0; index < DEMO_CONFIGURATION_COUNT; index++) {
      const intake = configurationIntakeSchema.parse(demoConfigurationIntake(index, salonIds, (collection, element) => iconOf.get(`${collection}\u0000${element}`) ?? ''));
      // A collection the operator's catalogue lacks is refused as the intake refuses it: that design is left out.
      const result = await saveClientConfiguration(trx, intake, { createdAt: new Date(now - demoConfigurationAgeMs(index)) });
      if (result.kind === 'saved') saved += 1;
    }
    return saved;
  });
}
