import type { Snapshot } from '../history/log.ts';
import type { Recorder } from '../history/recorded.ts';
import { rowsOf } from '../history/snapshot.ts';
import { textOf, withoutFields } from '../history/state.ts';
import { isUuid } from '../db/ids.ts';
import { toRestConfiguration } from './repository.ts';

export const clientConfigurationRecorder: Recorder = {
  kind: 'clientConfiguration',
  table: 'client_configurations',
  read: async (db, id) => {
    if (!isUuid(id)) return undefined;
    const row = await db.selectFrom('client_configurations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRestConfiguration(row);
  },
  state: (record) => withoutFields(record, ['_id', 'version']),
  name: (state) => `${textOf(state, 'customerEmail')} (${textOf(state, 'cSlug')})`,
  async snapshot(trx, id): Promise<Snapshot> {
    return { tables: [await rowsOf(trx, 'client_configurations', 'id', [id])], kinds: { client_configurations: 'clientConfiguration' } };
  },
};
