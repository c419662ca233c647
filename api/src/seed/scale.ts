import { PRICE_GROUPS } from '@meble/domain/catalog';
import type { ElementFields, ElementPrices } from '@meble/domain/element';
import { slugify } from '@meble/domain/slug';
import type { Kysely } from 'kysely';
import { deleteElementsOfCollection, insertElements } from '../catalog/elements.ts';
import { deleteKitsOfCollection } from '../catalog/kits.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_EQUIPMENT } from './demo.ts';

/** The collection category scale collections go in (created when missing). */
export const SCALE_COLLECTION_CATEGORY = 'Testy skali';
/** The description that marks a collection as this seed's: only such a collection is ever refreshed. */
export const SCALE_DESCRIPTION = 'Kolekcja do testów skali (npm run seed:scale): jej elementy są zastępowane przy każdym uruchomieniu.';
export const SCALE_MAX_ELEMENTS = 1_000_000;
/** Element categories: [name, name_en, model file stem]; element i belongs to category i % 3. */
export const SCALE_ELEMENT_CATEGORIES = [
  ['Moduły', 'Modules', 'modul'],
  ['Narożniki', 'Corners', 'naroznik'],
  ['Podłokietniki', 'Armrests', 'podlokietnik'],
] as const;
const KIND = ['Moduł', 'Narożnik', 'Podłokietnik'] as const;

export const scaleSlugOf = (elements: number) => `skala-${elements}`;

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
    await trx
      .insertInto('equipment')
      .values(DEMO_EQUIPMENT.map((equipmentName, i) => ({ name: equipmentName, display_ord: i + 1 })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const equipmentRows = await trx.selectFrom('equipment').select(['id', 'name']).where('name', 'in', DEMO_EQUIPMENT).execute();
    const equipmentIdOf = new Map(equipmentRows.map((row) => [row.name, row.id]));
    const equipmentIds = DEMO_EQUIPMENT.map((equipmentName) => equipmentIdOf.get(equipmentName)!);

    const categorySlug = slugify(SCALE_COLLECTION_CATEGORY);
    await trx
      .insertInto('collection_categories')
      .values({ name: SCALE_COLLECTION_CATEGORY, slug: categorySlug, display_ord: 99 })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const category = await trx.selectFrom('collection_categories').select('id').where('slug', '=', categorySlug).executeTakeFirstOrThrow();

    // A concurrent run may insert the same slug first: then this one waits for it and refreshes its collection.
    const inserted = await trx
      .insertInto('collections')
      .values({ name, slug, description: SCALE_DESCRIPTION, category_id: category.id })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
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
      if (found) {
        await trx.updateTable('element_categories').set({ name_en: nameEn, display_ord: i + 1, available: true }).where('id', '=', found.id).execute();
        categoryIds.push(found.id);
      } else {
        const row = await trx
          .insertInto('element_categories')
          .values({ collection_id: collection.id, name: categoryName, name_en: nameEn, display_ord: i + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        categoryIds.push(row.id);
      }
    }
    const others = existing.filter((row) => !categoryIds.includes(row.id)).map((row) => row.id);
    if (others.length > 0) await trx.deleteFrom('element_categories').where('id', 'in', others).execute();

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
