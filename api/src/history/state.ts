import type { RecordState } from './log.ts';

/** A REST record without the fields its history does not compare (its id, its version, what is derived from others). */
export function withoutFields(record: Record<string, unknown>, fields: readonly string[]): RecordState {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));
}

/** A text field of a state, or '' (a record's name in the history). */
export const textOf = (state: RecordState, field: string): string => {
  const value = state[field];
  return typeof value === 'string' ? value : '';
};

/** The ids of a snapshot table's rows. */
export const ids = (table: { rows: Record<string, unknown>[] }): string[] => table.rows.map((row) => String(row['id']));

/** A number field of a state, or 0. */
export const numberOf = (state: RecordState, field: string): number => {
  const value = state[field];
  return typeof value === 'number' ? value : 0;
};
