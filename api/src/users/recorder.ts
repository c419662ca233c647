import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Recorder } from '../history/recorded.ts';
import { textOf, withoutFields } from '../history/state.ts';
import { findUserById, toRestUser } from './repository.ts';

/** Users are deleted softly (D10): the row stays, so its undo clears the mark and needs no snapshot. */
export const userRecorder: Recorder = {
  kind: 'user',
  table: 'users',
  read: async (db, id) => {
    const row = await findUserById(db as Kysely<Database>, id);
    return row && toRestUser(row);
  },
  state: (record) => withoutFields(record, ['_id', 'version']),
  name: (state) => textOf(state, 'name') || textOf(state, 'email'),
};
