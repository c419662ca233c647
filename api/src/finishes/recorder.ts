import { isFinishType } from '@meble/domain/finish';
import { finishFileReferences, holdRestoredFiles, changedReferences } from '../files/references.ts';
import type { Snapshot } from '../history/log.ts';
import type { Recorder } from '../history/recorded.ts';
import { rowsOf } from '../history/snapshot.ts';
import { textOf, withoutFields } from '../history/state.ts';
import { findFinishById, updateFinish } from './finishes.ts';

export const finishRecorder: Recorder = {
  kind: 'finish',
  table: 'finishes',
  read: (db, id) => findFinishById(db, id),
  state: (record) => withoutFields(record, ['_id', 'version', 'assignedTo']),
  name: (state) => textOf(state, 'name'),
  // A finish keeps its kind; its fields are written back, a texture deleted since refused.
  async writeState(trx, id, state) {
    const type = textOf(state, 'type');
    if (!isFinishType(type)) return false;
    const current = await trx.selectFrom('finishes').select('texture').where('id', '=', id).executeTakeFirst();
    const texture = textOf(state, 'texture');
    await holdRestoredFiles(trx, changedReferences(finishFileReferences({ texture }), current));
    const written = await updateFinish(trx, id, {
      name: textOf(state, 'name'),
      type,
      texture,
      symbol: textOf(state, 'symbol'),
      oldName: textOf(state, 'oldName'),
      legTextureName: textOf(state, 'legTextureName'),
    });
    return written !== undefined && !('slugTaken' in written);
  },
  // D24: its collection assignments go with it, and come back with the undo.
  async snapshot(trx, id): Promise<Snapshot> {
    return {
      tables: [await rowsOf(trx, 'finishes', 'id', [id]), await rowsOf(trx, 'collection_finishes', 'finish_id', [id])],
      kinds: { finishes: 'finish' },
    };
  },
};
