import { graphEnumName } from '@meble/domain/graph-enum';
import { HISTORY_FILTER_MIN_LENGTH, RECORD_KINDS, type RecordKind } from '@meble/domain/history';
import type { HistoryFilter, RecordKind as GraphKind } from '../../__generated__/HistoryScreenQuery.graphql.ts';
import { paths } from '../../routes/paths.ts';

/** Entries per page on the history of everything. */
export const HISTORY_SCREEN_PAGE = 25;

/** The address's parameters: a reload or a shared link shows the same entries. */
export const HISTORY_URL = { kind: 'rodzaj', person: 'osoba', from: 'od', to: 'do', text: 'szukaj' } as const;

/** The graph's enum name of a kind (ELEMENT_CATEGORY for elementCategory). */
export const graphKind = (kind: RecordKind): GraphKind => graphEnumName(kind) as GraphKind;

const isKind = (value: string): value is RecordKind => (RECORD_KINDS as readonly string[]).includes(value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The text filter as the server applies it (from 2 characters, trimmed), else none. */
export const effectiveHistoryText = (text: string | null | undefined): string | undefined => {
  const trimmed = text?.trim() ?? '';
  return trimmed.length >= HISTORY_FILTER_MIN_LENGTH ? trimmed : undefined;
};

/** The list query's variables from the address (the route loader's). */
export function historyVariables(search: URLSearchParams): { first: number; filter: HistoryFilter } {
  const kind = search.get(HISTORY_URL.kind) ?? '';
  const person = search.get(HISTORY_URL.person) ?? '';
  const from = search.get(HISTORY_URL.from) ?? '';
  const to = search.get(HISTORY_URL.to) ?? '';
  const text = effectiveHistoryText(search.get(HISTORY_URL.text));
  return {
    first: HISTORY_SCREEN_PAGE,
    filter: {
      ...(isKind(kind) ? { kind: graphKind(kind) } : {}),
      ...(person ? { actorId: person } : {}),
      ...(isDay(from) ? { from } : {}),
      ...(isDay(to) ? { to } : {}),
      ...(text ? { text } : {}),
    },
  };
}

/** The history of every change, narrowed to one kind of record and a text (an import's collection, say). */
export function historyPath(filter: { kind?: RecordKind; text?: string }): string {
  const search = new URLSearchParams({ ...(filter.kind ? { [HISTORY_URL.kind]: filter.kind } : {}), ...(filter.text ? { [HISTORY_URL.text]: filter.text } : {}) });
  const query = search.toString();
  return query ? `${paths.history()}?${query}` : paths.history();
}
