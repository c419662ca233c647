import { messages } from '@meble/domain/messages';
import { sql, type Transaction } from 'kysely';
import { isForeignKeyViolation, isUniqueViolation } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import type { SnapshotTable } from './log.ts';

/** Columns the database computes: never read into a snapshot, never written back. */
const GENERATED: Partial<Record<keyof Database, readonly string[]>> = { elements: ['search_key', 'sort_key'], users: ['sort_key'], files: ['search_key'] };
/** Columns stored as JSON: written back as JSON text. */
const JSON_COLUMNS: Partial<Record<keyof Database, readonly string[]>> = { client_configurations: ['kits'], files: ['validation'] };
/** What a restore names when a row's parent is gone, by the parent's table. */
const PARENT_NAMES: Partial<Record<string, string>> = {
  collections: 'kolekcji, do której należał',
  element_categories: 'kategorii elementów, do której należał',
  elements: 'elementu, który zawierał',
  equipment: 'wyposażenia, które miał',
  kits: 'zestawu',
  users: 'salonu, do którego należał',
  collection_categories: 'kategorii kolekcji',
};
/**
 * Assignments a restore brings back only where both ends still exist: a finish or a fabric family deleted after the
 * collection (or a collection after the finish) is not a reason to refuse the rest. Restoring data wins (D29).
 */
const OPTIONAL_LINKS: Partial<Record<keyof Database, Readonly<Record<string, keyof Database>>>> = {
  collection_finishes: { collection_id: 'collections', finish_id: 'finishes' },
  collection_fabric_families: { collection_id: 'collections', family_id: 'fabric_families' },
};
/** Optional references in those rows: cleared when their record is gone (a default fabric deleted since). */
const OPTIONAL_REFERENCES: Partial<Record<keyof Database, Readonly<Record<string, keyof Database>>>> = {
  collection_fabric_families: { default_fabric_id: 'fabrics' },
};

async function existingIds(trx: Transaction<Database>, table: keyof Database, ids: readonly unknown[]): Promise<Set<string>> {
  const values = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (values.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`select id::text as id from ${sql.table(table)} where id in (${sql.join(values)})`.execute(trx);
  return new Set(rows.map((row) => row.id));
}

/** The rows of an optional link whose ends exist now, their optional references to records gone since cleared. */
async function restorableRows(trx: Transaction<Database>, table: keyof Database, rows: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  let kept = [...rows];
  for (const [column, parent] of Object.entries(OPTIONAL_LINKS[table] ?? {})) {
    const present = await existingIds(trx, parent, kept.map((row) => row[column]));
    kept = kept.filter((row) => present.has(String(row[column])));
  }
  for (const [column, parent] of Object.entries(OPTIONAL_REFERENCES[table] ?? {})) {
    const present = await existingIds(trx, parent, kept.map((row) => row[column]));
    kept = kept.map((row) => (row[column] === null || present.has(String(row[column])) ? row : { ...row, [column]: null }));
  }
  return kept;
}

/** At most this many rows per insert, so that a large collection stays under PostgreSQL's 65,535 parameters. */
const ROWS_PER_INSERT = 500;

/** The rows of `table` whose `column` is one of `values`, as a snapshot keeps them (every stored column). */
export async function rowsOf(trx: Transaction<Database>, table: keyof Database, column: string, values: readonly string[]): Promise<SnapshotTable> {
  if (values.length === 0) return { table, rows: [] };
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join([...values])})`.execute(trx);
  const skip = GENERATED[table] ?? [];
  return { table, rows: rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => !skip.includes(name)))) };
}

function valueOf(table: keyof Database, column: string, value: unknown): unknown {
  if (value !== null && (JSON_COLUMNS[table] ?? []).includes(column)) return JSON.stringify(value);
  return value;
}

/** Inserts a snapshot's rows back, table by table in its order, with their ids and every stored column. */
export async function insertSnapshot(trx: Transaction<Database>, tables: readonly SnapshotTable[]): Promise<void> {
  for (const { table, rows: stored } of tables) {
    const rows = OPTIONAL_LINKS[table] ? await restorableRows(trx, table, stored) : stored;
    const first = rows[0];
    if (!first) continue;
    const columns = Object.keys(first);
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const chunk = rows.slice(start, start + ROWS_PER_INSERT);
      const values = chunk.map((row) => sql`(${sql.join(columns.map((column) => valueOf(table, column, row[column])))})`);
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) values ${sql.join(values)}`.execute(trx);
    }
  }
}

/** PostgreSQL's detail of a key violation: `Key (slug)=(manhattan) already exists.` */
function keyOfDetail(error: unknown): { column: string; value: string; table?: string } | undefined {
  const detail = typeof error === 'object' && error !== null && 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
  const match = /Key \(([^)]+)\)=\((.*)\) (?:already exists|is not present in table "([^"]+)")/.exec(detail);
  return match ? { column: match[1] ?? '', value: match[2] ?? '', ...(match[3] ? { table: match[3] } : {}) } : undefined;
}

/**
 * What a restore clashed with, in Polish, when the database refused its rows: a name or slug taken since, or a
 * parent gone. Undefined for any other error (which is not the user's to fix).
 */
export function restoreClashOf(error: unknown): string | undefined {
  if (isUniqueViolation(error)) {
    const key = keyOfDetail(error);
    const value = key?.value.split(', ').at(-1) ?? '';
    return messages.restoreClash(messages.restoreNameTaken(value));
  }
  if (isForeignKeyViolation(error)) {
    const key = keyOfDetail(error);
    return messages.restoreClash(messages.restoreParentGone(PARENT_NAMES[key?.table ?? ''] ?? 'rekordu, do którego należał'));
  }
  return undefined;
}
