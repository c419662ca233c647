import type { HistoryEntry, HistoryPage } from '@meble/domain/history';
import { historyEndpoints } from '@meble/domain/history-endpoints';
import type { RestClient } from '../rest-client.ts';

/** The REST query of one history page: every filter optional, as text. */
export interface HistoryPageQuery {
  kind?: string | undefined;
  recordId?: string | undefined;
  actorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  after?: string | undefined;
  limit: number;
}

/** One page of the history, newest first (administrators only). */
export function listHistory(rest: RestClient, { limit, ...filters }: HistoryPageQuery): Promise<HistoryPage> {
  const query = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return rest.call(historyEndpoints.list, { query: { ...query, limit: String(limit) } });
}

/** Undoes an entry; `seen` is the version of the record its undoer saw. */
export async function undoHistoryEntry(rest: RestClient, id: string, seen?: number): Promise<HistoryEntry> {
  return (await rest.call(historyEndpoints.undo, { params: { id }, body: seen === undefined ? {} : { version: seen } })).entry;
}
