import { findTranslationById } from './repository.ts';
import type { Recorder } from '../history/recorded.ts';
import { textOf, withoutFields } from '../history/state.ts';

export const translationRecorder: Recorder = {
  kind: 'translation',
  table: 'translations',
  read: (db, id) => findTranslationById(db, id),
  state: (record) => withoutFields(record, ['_id', 'version']),
  name: (state) => textOf(state, 'key'),
};
