import { findTranslationById, updateTranslation } from './repository.ts';
import type { Recorder } from '../history/recorded.ts';
import { textOf, withoutFields } from '../history/state.ts';

export const translationRecorder: Recorder = {
  kind: 'translation',
  table: 'translations',
  read: (db, id) => findTranslationById(db, id),
  state: (record) => withoutFields(record, ['_id', 'version']),
  name: (state) => textOf(state, 'key'),
  // The key never changes, so the texts are all a revert writes back.
  async writeState(trx, id, state) {
    return (await updateTranslation(trx, id, { pl: textOf(state, 'pl'), en: textOf(state, 'en') })) !== undefined;
  },
};
