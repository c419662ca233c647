import { PRICE_GROUPS } from '@meble/domain/catalog';
import type { ElementFields, ElementPrices } from '@meble/domain/element';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { changedReferences, collectionFileReferences, elementFileReferences, holdRestoredFiles, kitFileReferences } from '../files/references.ts';
import type { Snapshot } from '../history/log.ts';
import type { Recorder } from '../history/recorded.ts';
import { rowsOf } from '../history/snapshot.ts';
import { ids, numberOf, textOf, withoutFields } from '../history/state.ts';
import { collectionFabricOffer, writeCollectionFabricOffer } from '../fabrics/families.ts';
import { collectionFinishOffer, writeCollectionFinishOffer } from '../finishes/finishes.ts';
import { findCollectionById } from './collections.ts';
import { findElementCategoryById, updateElementCategory } from './element-categories.ts';
import { claimElement, findElementById, updateElement, updateElementDiscount } from './elements.ts';
import { findKitById, writeKitState } from './kits.ts';

export const elementRecorder: Recorder = {
  kind: 'element',
  table: 'elements',
  read: (db, id) => findElementById(db, id),
  claim: (trx, id, seen) => claimElement(trx, id, seen),
  state: (record) => withoutFields(record, ['_id', 'version', 'kitNames', 'kits']),
  name: (state) => textOf(state, 'name'),
  async writeState(trx, id, state) {
    const { priceA: _a, priceB: _b, priceC: _c, priceD: _d, priceE: _e, priceF: _f, priceG: _g, priceH: _h, priceI: _i, discount, collectionSlug: _slug, ...fields } = state;
    const prices = Object.fromEntries(PRICE_GROUPS.map((group) => [group, state[`price${group}`] ?? null])) as ElementPrices;
    const current = await trx.selectFrom('elements').select(['file', 'thumb_url']).where('id', '=', id).executeTakeFirst();
    const restored = elementFileReferences({ file: textOf(state, 'file'), thumbUrl: textOf(state, 'thumbUrl') });
    await holdRestoredFiles(trx, changedReferences(restored, current && { file: current.file, thumbUrl: current.thumb_url }));
    // The state was read from this element and differs from it only in the entry's before-values: its fields are the element's.
    const written = await updateElement(trx, id, { ...(fields as unknown as Omit<ElementFields, 'prices'>), prices });
    if (written && typeof discount === 'number' && discount !== written.discount) await updateElementDiscount(trx, id, discount);
    return written !== undefined;
  },
  async snapshot(trx, id): Promise<Snapshot> {
    const elements = await rowsOf(trx, 'elements', 'id', [id]);
    return { tables: [elements, await rowsOf(trx, 'element_equipment', 'element_id', [id])], kinds: { elements: 'element' } };
  },
};
export const collectionRecorder: Recorder = {
  kind: 'collection',
  table: 'collections',
  // With its fabric and finish offer, so an assignment or a default is recorded as a change of the collection.
  read: async (db, id) => {
    const collection = await findCollectionById(db as Kysely<Database>, id);
    return collection && { ...collection, ...(await collectionFabricOffer(db, collection._id)), ...(await collectionFinishOffer(db, collection._id)) };
  },
  state: (record) => withoutFields(record, ['_id', 'version']),
  name: (state) => textOf(state, 'name'),
  // Every stored field, name, slug and discount too (an entry of the discounts screen names the discount), as the state holds it.
  async writeState(trx, id, state) {
    const category = await trx.selectFrom('collection_categories').select('id').where('slug', '=', textOf(state, 'category_slug')).executeTakeFirst();
    if (!category) return false;
    const current = await trx.selectFrom('collections').select('thumb_url').where('id', '=', id).executeTakeFirst();
    await holdRestoredFiles(trx, changedReferences(collectionFileReferences({ thumbUrl: textOf(state, 'thumbUrl') }), current && { thumbUrl: current.thumb_url }));
    const written = await trx
      .updateTable('collections')
      .set({
        name: textOf(state, 'name'),
        slug: textOf(state, 'slug'),
        description: textOf(state, 'description'),
        category_id: category.id,
        discount: numberOf(state, 'discount'),
        thumb_url: textOf(state, 'thumbUrl'),
        is_active: state['isActive'] === true,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    if (written.numUpdatedRows === 0n) return false;
    // A state recorded before the fabrics area has no offer: the assignments stay as they are.
    if (Array.isArray(state['fabricFamilies'])) {
      await writeCollectionFabricOffer(trx, id, { fabricFamilies: namedIds(state['fabricFamilies']), defaultFabric: namedIds(state['defaultFabric']) });
    }
    if (Array.isArray(state['legFinishes'])) {
      await writeCollectionFinishOffer(trx, id, { legFinishes: namedIds(state['legFinishes']), elementFinishes: namedIds(state['elementFinishes']) });
    }
    return true;
  },
  // D8: a collection delete takes its categories, elements (with their equipment links) and kits along.
  async snapshot(trx, id): Promise<Snapshot> {
    // Locked before anything is read: the version claim's lock lets a new element, category or kit member still be
    // added (their foreign key checks share the row), which the delete would then remove unrecorded. The kits first,
    // so a membership change under way finishes (it needs a share of the collection's row), then the collection FOR
    // UPDATE, which makes every later insert wait; the reads below see what committed before.
    await trx.selectFrom('kits').select('id').where('collection_id', '=', id).orderBy('id').forUpdate().execute();
    await trx.selectFrom('collections').select('id').where('id', '=', id).forUpdate().execute();
    const collections = await rowsOf(trx, 'collections', 'id', [id]);
    const categories = await rowsOf(trx, 'element_categories', 'collection_id', [id]);
    const elements = await rowsOf(trx, 'elements', 'collection_id', [id]);
    const kits = await rowsOf(trx, 'kits', 'collection_id', [id]);
    return {
      tables: [
        collections,
        categories,
        elements,
        await rowsOf(trx, 'element_equipment', 'element_id', ids(elements)),
        kits,
        await rowsOf(trx, 'kit_elements', 'kit_id', ids(kits)),
        // Undone, the families come back assigned (and the default with them) if they still exist.
        await rowsOf(trx, 'collection_fabric_families', 'collection_id', [id]),
        await rowsOf(trx, 'collection_finishes', 'collection_id', [id]),
      ],
      kinds: { collections: 'collection', element_categories: 'elementCategory', elements: 'element', kits: 'kit' },
    };
  },
};
export const elementCategoryRecorder: Recorder = {
  kind: 'elementCategory',
  table: 'element_categories',
  read: (db, id) => findElementCategoryById(db as Kysely<Database>, id),
  state: (record) => withoutFields(record, ['_id', 'version', 'elementCount', 'collection']),
  name: (state) => textOf(state, 'name'),
  // A category never changes collection: its collectionSlug is the one it has.
  async writeState(trx, id, state) {
    const written = await updateElementCategory(trx, id, {
      name: textOf(state, 'name'),
      nameEn: textOf(state, 'name_en'),
      displayOrd: numberOf(state, 'displayOrd'),
      available: state['available'] === true,
    });
    return written !== undefined;
  },
  async snapshot(trx, id): Promise<Snapshot> {
    return { tables: [await rowsOf(trx, 'element_categories', 'id', [id])], kinds: { element_categories: 'elementCategory' } };
  },
};
/** A list of records kept with their names ({ _id, name }), as an offer's state holds them. */
const namedIds = (value: unknown): { _id: string; name: string }[] =>
  Array.isArray(value) ? value.flatMap((item: unknown) => (isNamedId(item) ? [{ _id: item._id, name: item.name }] : [])) : [];

/** An element of a kit as its history keeps it: its id (what a revert writes back) and its name (what the history shows). */
const isNamedId = (value: unknown): value is { _id: string; name: string } => typeof value === 'object' && value !== null && '_id' in value && typeof value._id === 'string';

export const kitRecorder: Recorder = {
  kind: 'kit',
  table: 'kits',
  // With its elements' names, so that a membership entry says which elements (the list is of ids in the REST kit).
  read: async (db, id) => {
    const kit = await findKitById(db, id);
    if (!kit) return undefined;
    const ids = [...new Set(kit.elements)];
    const rows = ids.length === 0 ? [] : await db.selectFrom('elements').select(['id', 'name']).where('id', 'in', ids).execute();
    const names = new Map(rows.map((row) => [row.id, row.name]));
    return { ...kit, elementNames: kit.elements.map((element) => names.get(element) ?? element) };
  },
  state: (record) => {
    const elements = Array.isArray(record['elements']) ? record['elements'].map(String) : [];
    const names = Array.isArray(record['elementNames']) ? record['elementNames'].map(String) : elements;
    return { ...withoutFields(record, ['_id', 'version', 'elementNames']), elements: elements.map((_id, i) => ({ _id, name: names[i] ?? _id })) };
  },
  name: (state) => textOf(state, 'name'),
  // The kit's fields and its element list in order (a membership entry names `elements`); a kit never changes collection.
  async writeState(trx, id, state) {
    const elements = Array.isArray(state['elements']) ? state['elements'].map((element: unknown) => (isNamedId(element) ? element._id : String(element))) : [];
    const current = await trx.selectFrom('kits').select('thumb_url').where('id', '=', id).executeTakeFirst();
    await holdRestoredFiles(trx, changedReferences(kitFileReferences({ thumbUrl: textOf(state, 'thumbUrl') }), current && { thumbUrl: current.thumb_url }));
    return writeKitState(trx, id, {
      name: textOf(state, 'name'),
      tinydesc: textOf(state, 'tinydesc'),
      ord: numberOf(state, 'ord'),
      thumbUrl: textOf(state, 'thumbUrl'),
      isActive: state['isActive'] === true,
      elements,
    });
  },
  async snapshot(trx, id): Promise<Snapshot> {
    return { tables: [await rowsOf(trx, 'kits', 'id', [id]), await rowsOf(trx, 'kit_elements', 'kit_id', [id])], kinds: { kits: 'kit' } };
  },
};
