import { createHash } from 'node:crypto';
import { PRICE_GROUPS } from '@meble/domain/catalog';
import { URL_SLUG_RANDOM_BYTES } from '@meble/domain/client-configuration';
import type { ElementFields, ElementPrices } from '@meble/domain/element';
import { slugify } from '@meble/domain/slug';
import { sql, type Kysely } from 'kysely';
import { ensureCollectionCategory, insertCollectionUnlessSlugTaken } from '../catalog/collections.ts';
import { deleteElementCategoriesOf, insertElementCategory, updateElementCategory } from '../catalog/element-categories.ts';
import { deleteElementsOfCollection, insertElements } from '../catalog/elements.ts';
import { ensureEquipment } from '../catalog/equipment.ts';
import { deleteKitsOfCollection } from '../catalog/kits.ts';
import type { Database } from '../db/schema.ts';
import { deleteClientConfigurationsOfEmailDomain, insertClientConfigurations, type NewClientConfiguration } from '../client-configurations/repository.ts';
import { EmailTaken, insertUser } from '../users/repository.ts';
import { DEMO_ACCOUNTS, DEMO_EQUIPMENT, demoConfigurationIntake } from './demo-data.ts';

/** The collection category scale collections go in (created when missing). */
const SCALE_COLLECTION_CATEGORY = 'Testy skali';
/** The description that marks a collection as this seed's: only such a collection is ever refreshed. */
export const SCALE_DESCRIPTION = 'Kolekcja do testów skali (npm run seed:scale): jej elementy są zastępowane przy każdym uruchomieniu.';
export const SCALE_MAX_ELEMENTS = 1_000_000;
/** Element categories: [name, name_en, model file stem]; element i belongs to category i % 3. */
const SCALE_ELEMENT_CATEGORIES = [
  ['Moduły', 'Modules', 'modul'],
  ['Narożniki', 'Corners', 'naroznik'],
  ['Podłokietniki', 'Armrests', 'podlokietnik'],
] as const;
const KIND = ['Moduł', 'Narożnik', 'Podłokietnik'] as const;

const scaleSlugOf = (elements: number) => `skala-${elements}`;

export class ScaleSeedError extends Error {}

/**
 * Element `index` (0-based) of `total`, from index arithmetic alone (no randomness, no clock): every run gives
 * the same names, prices and dimensions. Prices rise from A to I by 8% of A a group, in grosze (D1).
 */
export function scaleElementFields(index: number, total: number, categoryIds: readonly string[], equipmentIds: readonly string[]): ElementFields {
  const kind = index % 3;
  const number = String(index + 1).padStart(Math.max(5, String(total).length), '0');
  const angle = kind === 1 && index % 4 === 1 ? 45 : 90;
  const baseZloty = [1500 + ((index * 37) % 3000), 2500 + ((index * 53) % 3000), 300 + ((index * 11) % 700)][kind]!;
  const priceA = baseZloty * 100 + (index % 2) * 50;
  // 8% of the whole złoty of A is `baseZloty * 8` grosze: integers throughout.
  const prices = Object.fromEntries(PRICE_GROUPS.map((group, g) => [group, priceA + g * baseZloty * 8])) as ElementPrices;
  const equipment: string[] = [];
  if (equipmentIds.length > 0 && index % 4 === 0) equipment.push(equipmentIds[(index / 4) % equipmentIds.length]!);
  if (equipmentIds.length > 0 && index % 10 === 0) equipment.push(equipmentIds[(index / 10 + 3) % equipmentIds.length]!);
  return {
    name: `${KIND[kind]} ${number}`,
    file: `skala-${SCALE_ELEMENT_CATEGORIES[kind]![2]}-${(index % 20) + 1}.glb`,
    thumbUrl: '',
    categoryId: categoryIds[kind]!,
    available: index % 10 !== 9,
    isDefault: index < 3,
    connect: kind === 0 ? 'a' : index % 2 === 0 ? 'l' : 'r',
    angle,
    dimb: angle === 45 ? 60 + (index % 7) * 5 : null,
    dx: [60 + (index % 18) * 10, 100 + (index % 3) * 5, 15 + (index % 4) * 5][kind]!,
    dy: 95 + (index % 3) * 0.5,
    dz: kind === 2 ? 65 : 85,
    description: `${KIND[kind]} testowy ${index + 1} z ${total}.`,
    descriptionEn: `Test ${SCALE_ELEMENT_CATEGORIES[kind]![1].toLowerCase()} element ${index + 1} of ${total}.`,
    tinydesc: `${KIND[kind]} ${index + 1}`,
    tinydescEn: `Element ${index + 1}`,
    prices,
    displayOrd: kind + 1,
    equipment,
  };
}

export interface ScaleSeedOptions {
  elements: number;
  /** Default `skala-<elements>`; the collection is then named `Skala <elements>`, else it is named as its slug. */
  slug?: string;
}

export interface ScaleSeedResult {
  collection: { id: string; name: string; slug: string };
  /** False when an earlier run's collection was refreshed. */
  createdCollection: boolean;
  removedElements: number;
  removedKits: number;
  elements: number;
  elementCategories: string[];
  equipmentLinks: number;
}

/**
 * Creates, or refreshes, a collection with 3 element categories and exactly `elements` deterministic elements,
 * in one transaction. A refresh replaces the collection's elements (and kits, which refer to them) with the same
 * ones; a collection that this seed did not create is never touched.
 */
export async function seedScale(db: Kysely<Database>, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const total = options.elements;
  if (!Number.isSafeInteger(total) || total < 1 || total > SCALE_MAX_ELEMENTS) {
    throw new ScaleSeedError(`Liczba elementów musi być liczbą całkowitą od 1 do ${SCALE_MAX_ELEMENTS}.`);
  }
  const slug = options.slug ?? scaleSlugOf(total);
  if (slug === '' || slugify(slug) !== slug || slug.length > 50) {
    throw new ScaleSeedError(`Nieprawidłowy adres kolekcji „${slug}”: tylko małe litery bez polskich znaków, cyfry i „-”, najwyżej 50 znaków.`);
  }
  const name = options.slug === undefined ? `Skala ${total}` : slug;

  return db.transaction().execute(async (trx) => {
    const equipmentIdOf = await ensureEquipment(trx, DEMO_EQUIPMENT.map((equipmentName, i) => ({ name: equipmentName, displayOrd: i + 1 })));
    const equipmentIds = DEMO_EQUIPMENT.map((equipmentName) => equipmentIdOf.get(equipmentName)!);

    const categoryId = await ensureCollectionCategory(trx, { name: SCALE_COLLECTION_CATEGORY, slug: slugify(SCALE_COLLECTION_CATEGORY), displayOrd: 99 });

    // A concurrent run may insert the same slug first: then this one waits for it and refreshes its collection.
    const inserted = await insertCollectionUnlessSlugTaken(trx, { name, slug, description: SCALE_DESCRIPTION, categoryId });
    const collection = await trx.selectFrom('collections').select(['id', 'name', 'description']).where('slug', '=', slug).forUpdate().executeTakeFirstOrThrow();
    if (!inserted && collection.description !== SCALE_DESCRIPTION) {
      throw new ScaleSeedError(`Kolekcja „${collection.name}” (${slug}) nie pochodzi z seed:scale; nic nie zmieniono. Podaj inny adres (--collection).`);
    }
    // Kits first: they refer to the elements.
    const removedKits = inserted ? 0 : await deleteKitsOfCollection(trx, collection.id);
    const removedElements = inserted ? 0 : await deleteElementsOfCollection(trx, collection.id);

    // Exactly the three categories, keeping the ids of those already there (nothing uses the others any more).
    const existing = await trx.selectFrom('element_categories').select(['id', 'name']).where('collection_id', '=', collection.id).execute();
    const categoryIds: string[] = [];
    for (const [i, [categoryName, nameEn]] of SCALE_ELEMENT_CATEGORIES.entries()) {
      const found = existing.find((row) => row.name === categoryName && !categoryIds.includes(row.id));
      const fields = { name: categoryName, nameEn, displayOrd: i + 1, available: true };
      if (found) {
        await updateElementCategory(trx, found.id, fields);
        categoryIds.push(found.id);
      } else {
        categoryIds.push((await insertElementCategory(trx, { ...fields, collectionId: collection.id }))._id);
      }
    }
    const others = existing.filter((row) => !categoryIds.includes(row.id)).map((row) => row.id);
    await deleteElementCategoriesOf(trx, collection.id, others);

    const fields = Array.from({ length: total }, (_, i) => scaleElementFields(i, total, categoryIds, equipmentIds));
    await insertElements(trx, collection.id, fields);
    return {
      collection: { id: collection.id, name: collection.name, slug },
      createdCollection: inserted !== undefined,
      removedElements,
      removedKits,
      elements: total,
      elementCategories: SCALE_ELEMENT_CATEGORIES.map(([categoryName]) => categoryName),
      equipmentLinks: fields.reduce((sum, element) => sum + new Set(element.equipment).size, 0),
    };
  });
}

/** The e-mail domain that marks a client configuration as this seed's: only such rows are ever replaced. */
export const SCALE_CONFIGURATION_EMAIL_DOMAIN = 'skala.example';
export const SCALE_MAX_CONFIGURATIONS = 1_000_000;
/** The newest scale configuration's time; each next one is a minute older (100,000 span about 69 days). */
export const SCALE_CONFIGURATIONS_NEWEST = Date.UTC(2026, 0, 1, 12, 0, 0);
/** Salon users made when the database has no demo salons (they cannot sign in: no password opens them). */
export const SCALE_SALONS = [
  { email: `salon-1@${SCALE_CONFIGURATION_EMAIL_DOMAIN}`, name: 'Salon Skala 1', salonName: 'Salon Testowy Skala 1', salonPhone: '+48 600 000 001', salonAddress: 'ul. Testowa 1, 00-001 Warszawa' },
  { email: `salon-2@${SCALE_CONFIGURATION_EMAIL_DOMAIN}`, name: 'Salon Skala 2', salonName: 'Salon Testowy Skala 2', salonPhone: '+48 600 000 002', salonAddress: 'ul. Testowa 2, 00-002 Warszawa' },
] as const;

/** Configuration `index`'s id and urlSlug: derived from the index, so a re-run writes the very same rows. */
export function scaleConfigurationId(index: number): string {
  return `5ca1e000-0000-4000-8000-${(index + 1).toString(16).padStart(12, '0')}`;
}
const scaleUrlSlug = (index: number): string => createHash('sha256').update(`skala:${index}`).digest().subarray(0, URL_SLUG_RANDOM_BYTES).toString('base64url');

/**
 * Configuration `index` (0-based): the demo's generator (kits of real demo elements, so lines resolve on the demo
 * catalogue), one kit each to keep 100,000 rows light, salons in turn with every third without one.
 */
function scaleConfiguration(index: number, salonIds: readonly [string, string]): NewClientConfiguration {
  const design = demoConfigurationIntake(index, [salonIds[0], salonIds[1]]);
  return {
    id: scaleConfigurationId(index),
    salonId: design.salon,
    collectionSlug: design.cSlug,
    customerEmail: `klient-${String(index + 1).padStart(6, '0')}@${SCALE_CONFIGURATION_EMAIL_DOMAIN}`,
    kits: design.kits.slice(0, 1),
    createdAt: new Date(SCALE_CONFIGURATIONS_NEWEST - index * 60_000),
    urlSlug: scaleUrlSlug(index),
  };
}

export interface ScaleConfigurationsResult {
  removed: number;
  configurations: number;
  /** The salons the rows were spread over (their e-mails). */
  salons: string[];
  createdSalons: number;
}

/**
 * Replaces this seed's client configurations (e-mails @skala.example) with exactly `configurations` deterministic
 * ones, in one transaction, through the intake's insert (in batches): the demo salons' (two scale salons are made
 * when there are none) and without a salon, one a minute back from SCALE_CONFIGURATIONS_NEWEST.
 */
export async function seedScaleConfigurations(db: Kysely<Database>, options: { configurations: number }): Promise<ScaleConfigurationsResult> {
  const total = options.configurations;
  if (!Number.isSafeInteger(total) || total < 1 || total > SCALE_MAX_CONFIGURATIONS) {
    throw new ScaleSeedError(`Liczba konfiguracji musi być liczbą całkowitą od 1 do ${SCALE_MAX_CONFIGURATIONS}.`);
  }
  const result = await db.transaction().execute(async (trx) => {
    const salonsBy = (emails: readonly string[]) =>
      trx
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', 'in', emails)
        .where('is_salon', '=', true)
        .where('is_deleted', '=', false)
        .execute()
        .then((rows) => emails.flatMap((email) => rows.filter((row) => row.email === email)));
    let salons = await salonsBy(DEMO_ACCOUNTS.filter((account) => account.role === 'salon').map((account) => account.email));
    let createdSalons = 0;
    if (salons.length === 0) {
      for (const salon of SCALE_SALONS) {
        try {
          // Not a hash: verifyPassword refuses it, so nobody signs in as these salons.
          await insertUser(trx, { ...salon, city: 'Warszawa', isSalon: true }, '!');
          createdSalons += 1;
        } catch (error) {
          // There already (deleted or not a salon: salonsBy below says so); the transaction goes on.
          if (!(error instanceof EmailTaken)) throw error;
        }
      }
      salons = await salonsBy(SCALE_SALONS.map((salon) => salon.email));
      if (salons.length === 0) throw new ScaleSeedError(`Salony ${SCALE_SALONS.map((s) => s.email).join(', ')} istnieją, ale są usunięte lub nie są salonami.`);
    }
    const salonIds = [salons[0]!.id, (salons[1] ?? salons[0]!).id] as const;

    const removed = await deleteClientConfigurationsOfEmailDomain(trx, SCALE_CONFIGURATION_EMAIL_DOMAIN);
    const BATCH = 10_000;
    for (let start = 0; start < total; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => scaleConfiguration(start + i, salonIds));
      await insertClientConfigurations(trx, rows);
    }
    return { removed, configurations: total, salons: salons.map((salon) => salon.email), createdSalons };
  });
  // PGlite runs no autovacuum: without this, counting a page's total reads the whole table (≈ 350 MB at 100,000
  // rows) instead of an index (statistics and the visibility map; PostgreSQL's autovacuum would get there later).
  await sql`vacuum analyze client_configurations`.execute(db);
  return result;
}
