import { isPriceGroup } from '@meble/domain/catalog';
import { messages } from '@meble/domain/messages';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { changedReferences, fabricFileReferences, holdRestoredFiles } from '../files/references.ts';
import type { Snapshot } from '../history/log.ts';
import type { Recorder } from '../history/recorded.ts';
import { insertSnapshot, rowsOf } from '../history/snapshot.ts';
import { refuseUndo } from '../history/undo-refusal.ts';
import { ids, numberOf, textOf, withoutFields } from '../history/state.ts';
import { findFabricById, findFabricParameterById, updateFabric, updateFabricParameter, writeFabricParameters } from './fabrics.ts';
import { findFabricFamilyById, updateFabricFamily } from './families.ts';

const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

export const fabricFamilyRecorder: Recorder = {
  kind: 'fabricFamily',
  table: 'fabric_families',
  read: (db, id) => findFabricFamilyById(db, id),
  state: (record) => withoutFields(record, ['_id', 'version', 'fabricCount', 'assignedTo']),
  name: (state) => textOf(state, 'name'),
  // The name (and so the slug) never changes after the create: the edited fields are all a revert writes back.
  async writeState(trx, id, state) {
    const priceGroupSlug = textOf(state, 'priceGroupSlug');
    if (!isPriceGroup(priceGroupSlug)) return false;
    const written = await updateFabricFamily(trx, id, {
      descriptionPl: textOf(state, 'descriptionPl'),
      descriptionEn: textOf(state, 'descriptionEn'),
      priceGroupSlug,
      discount: numberOf(state, 'discount'),
      isActive: state['isActive'] === true,
    });
    return written !== undefined;
  },
  // D8: the family's fabrics, their filter links and its collection assignments go with it.
  async snapshot(trx, id): Promise<Snapshot> {
    const families = await rowsOf(trx, 'fabric_families', 'id', [id]);
    const fabrics = await rowsOf(trx, 'fabrics', 'family_id', [id]);
    return {
      tables: [
        families,
        fabrics,
        await rowsOf(trx, 'fabric_parameter_links', 'fabric_id', ids(fabrics)),
        await rowsOf(trx, 'collection_fabric_families', 'family_id', [id]),
      ],
      kinds: { fabric_families: 'fabricFamily', fabrics: 'fabric' },
    };
  },
};

export const fabricRecorder: Recorder = {
  kind: 'fabric',
  table: 'fabrics',
  read: (db, id) => findFabricById(db, id),
  state: (record) => withoutFields(record, ['_id', 'version', 'defaultIn']),
  name: (state) => textOf(state, 'name'),
  // A fabric stays in its family; its fields and its filter parameters are written back.
  async writeState(trx, id, state) {
    const current = await trx.selectFrom('fabrics').select(['file_url', 'thumb_url']).where('id', '=', id).executeTakeFirst();
    const restored = fabricFileReferences({ fileUrl: textOf(state, 'fileUrl'), thumbUrl: textOf(state, 'thumbUrl') });
    await holdRestoredFiles(trx, changedReferences(restored, current && { fileUrl: current.file_url, thumbUrl: current.thumb_url }));
    const written = await updateFabric(trx, id, {
      name: textOf(state, 'name'),
      fileUrl: textOf(state, 'fileUrl'),
      thumbUrl: textOf(state, 'thumbUrl'),
      isActive: state['isActive'] === true,
      isDefault: state['isDefault'] === true,
    });
    if (!written || 'slugTaken' in written) return false;
    await writeFabricParameters(trx, id, { color: textsOf(state['colorCs']), type: textsOf(state['typeCs']), property: textsOf(state['propertyCs']) });
    return true;
  },
  // Its filter links go with it; a collection whose default it was keeps its assignment, without the default: those
  // assignments are kept too, so the undo makes it their default again.
  async snapshot(trx, id): Promise<Snapshot> {
    return {
      tables: [
        await rowsOf(trx, 'fabrics', 'id', [id]),
        await rowsOf(trx, 'fabric_parameter_links', 'fabric_id', [id]),
        await rowsOf(trx, 'collection_fabric_families', 'default_fabric_id', [id]),
      ],
      kinds: { fabrics: 'fabric' },
    };
  },
  // The fabric and its links back, then the default of each collection that still has its family assigned and has
  // chosen no other default since.
  async undoDelete(trx, id, { snapshot }) {
    const tables = snapshot?.tables ?? [];
    if (tables.length === 0) refuseUndo(messages.undoNotPossible);
    await insertSnapshot(
      trx,
      tables.filter((table) => table.table !== 'collection_fabric_families'),
    );
    const defaults = tables.find((table) => table.table === 'collection_fabric_families')?.rows ?? [];
    for (const row of defaults) {
      const collectionId = String(row['collection_id']);
      const chosen = await trx.selectFrom('collection_fabric_families').select('family_id').where('collection_id', '=', collectionId).where('default_fabric_id', 'is not', null).executeTakeFirst();
      if (chosen) continue;
      await trx
        .updateTable('collection_fabric_families')
        .set({ default_fabric_id: id })
        .where('collection_id', '=', collectionId)
        .where('family_id', '=', String(row['family_id']))
        .execute();
    }
  },
};

export const fabricParameterRecorder: Recorder = {
  kind: 'fabricParameter',
  table: 'fabric_parameters',
  read: (db, id) => findFabricParameterById(db as Kysely<Database>, id),
  state: (record) => withoutFields(record, ['_id', 'version']),
  name: (state) => textOf(state, 'name'),
  async writeState(trx, id, state) {
    const written = await updateFabricParameter(trx, id, {
      name: textOf(state, 'name'),
      rgb: typeof state['rgb'] === 'string' ? state['rgb'] : null,
      displayOrd: numberOf(state, 'displayOrd'),
      isActive: state['isActive'] === true,
    });
    return written !== undefined && !('slugTaken' in written);
  },
};
