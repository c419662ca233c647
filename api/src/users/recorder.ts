import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Snapshot } from '../history/log.ts';
import type { Recorder } from '../history/recorded.ts';
import { rowsOf } from '../history/snapshot.ts';
import { textOf, withoutFields } from '../history/state.ts';
import { findUserById, toRestUser, updateUserProfileFields } from './repository.ts';

/** Columns a user's snapshot never keeps: the history holds no password, and the session counter is no profile. */
const SECRET_COLUMNS = ['password_hash', 'session_version'];

/** Users are deleted softly (D10): the row stays, so its undo clears the mark rather than inserting the snapshot back. */
export const userRecorder: Recorder = {
  kind: 'user',
  table: 'users',
  read: async (db, id) => {
    const row = await findUserById(db as Kysely<Database>, id);
    return row && toRestUser(row);
  },
  state: (record) => withoutFields(record, ['_id', 'version']),
  name: (state) => textOf(state, 'name') || textOf(state, 'email'),
  // What the delete marked, without its secrets: it tells what was removed and keeps the undo open for its days.
  async snapshot(trx, id): Promise<Snapshot> {
    const users = await rowsOf(trx, 'users', 'id', [id]);
    return { tables: [{ table: 'users', rows: users.rows.map((row) => withoutFields(row, SECRET_COLUMNS)) }], kinds: { users: 'user' } };
  },
  // The e-mail stays the deleted user's (it is unique over deleted users too), so clearing the mark cannot clash; the
  // session version moves on, so that tokens issued before the delete stay dead (D10).
  async undoDelete(trx, id) {
    await trx
      .updateTable('users')
      .set((eb) => ({ is_deleted: false, session_version: eb('session_version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute();
  },
  // A revert writes the profile back; the e-mail, roles and deletion are not the edit's to change.
  async writeState(trx, id, state) {
    return updateUserProfileFields(trx, id, {
      name: textOf(state, 'name'),
      city: textOf(state, 'city'),
      salonName: nullableText(state['salonName']),
      salonPhone: nullableText(state['salonPhone']),
      salonAddress: nullableText(state['salonAddress']),
    });
  },
};

const nullableText = (value: unknown): string | null => (typeof value === 'string' ? value : null);
