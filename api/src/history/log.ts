import {
  DELETE_UNDO_DAYS,
  HISTORY_FILTER_MIN_LENGTH,
  type HistoryActor,
  type HistoryChange,
  type HistoryEntry,
  type HistoryListQuery,
  type HistoryOperation,
  type HistoryPage,
  type RecordKind,
  UNREVERTED_KINDS,
} from '@meble/domain/history';
import { containsPattern, nameSearchKey } from '@meble/domain/name-keys';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database, HistoryRow } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Who writes: the signed-in user as the session names them; null for the public intake and the system. */
export interface Actor {
  id: string;
  name: string;
  email: string;
}

/** The fields of a record as its history compares them: its REST answer without what the database derives. */
export type RecordState = Record<string, unknown>;

/** Rows of one table as a delete removed them, in the order a restore inserts them back. */
export interface SnapshotTable {
  table: keyof Database;
  rows: Record<string, unknown>[];
}

/** What a delete removed (every table it touched, parents first), or what an import wrote. */
export interface Snapshot {
  tables?: SnapshotTable[];
  /** For an import: the elements it created, and the before-state of those it changed. */
  created?: { id: string; name: string }[];
  /** The kind of record each table's rows are, for the entry's `removed` counts. */
  kinds?: Partial<Record<keyof Database, RecordKind>>;
}

export interface NewEntry {
  actor: Actor | null;
  kind: RecordKind;
  recordId: string;
  recordName: string;
  operation: HistoryOperation;
  version: number | null;
  changes: readonly HistoryChange[];
  snapshot?: Snapshot;
  lines?: number;
  undoes?: string;
}

/** Deep equality of JSON values (states are read from the database and compared field by field). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The changed fields, before → after, in the order the after-state (else the before-state) lists them. */
export function changesBetween(before: RecordState | null, after: RecordState | null): HistoryChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.flatMap((field) => {
    const was = before ? (before[field] ?? null) : null;
    const is = after ? (after[field] ?? null) : null;
    return sameValue(was, is) ? [] : [{ field, before: was, after: is }];
  });
}

/** What a snapshot removed, counted by kind (the root record itself not counted). */
function removedOf(snapshot: Snapshot | undefined, rootKind: RecordKind): { kind: string; count: number }[] {
  if (!snapshot?.tables) return [];
  const counts = new Map<string, number>();
  for (const { table, rows } of snapshot.tables) {
    const kind = snapshot.kinds?.[table];
    if (!kind) continue;
    counts.set(kind, (counts.get(kind) ?? 0) + rows.length);
  }
  counts.set(rootKind, (counts.get(rootKind) ?? 1) - 1);
  return [...counts].filter(([, count]) => count > 0).map(([kind, count]) => ({ kind, count }));
}

function rowOf(entry: NewEntry, at: Date) {
  return {
    at,
    actor_id: entry.actor?.id ?? null,
    actor_name: entry.actor?.name ?? '',
    actor_email: entry.actor?.email ?? '',
    record_kind: entry.kind,
    record_id: entry.recordId,
    record_name: entry.recordName,
    operation: entry.operation,
    version: entry.version,
    changes: JSON.stringify(entry.changes),
    removed: JSON.stringify(removedOf(entry.snapshot, entry.kind)),
    lines: entry.lines ?? 0,
    snapshot: entry.snapshot === undefined ? null : JSON.stringify(entry.snapshot),
    undoes: entry.undoes ?? null,
    search: nameSearchKey(`${entry.recordName} ${entry.actor?.name ?? ''} ${entry.actor?.email ?? ''}`),
  };
}

/** Appends entries in one statement (a write that touched many records records them at once); answers their ids in order. */
export async function appendEntries(db: Db, entries: readonly NewEntry[], at: Date): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = await db
    .insertInto('history')
    .values(entries.map((entry) => rowOf(entry, at)))
    .returning('id')
    .execute();
  return rows.map((row) => String(row.id));
}

/** The last recorded write of a record: who changed it and when, for a conflict's message. */
export async function lastChangeOf(db: Db, kind: RecordKind, recordId: string): Promise<{ actor: HistoryActor | null; at: Date } | undefined> {
  const row = await db
    .selectFrom('history')
    .select(['actor_id', 'actor_name', 'actor_email', 'at'])
    .where('record_kind', '=', kind)
    .where('record_id', '=', recordId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return { actor: row.actor_name === '' && row.actor_id === null ? null : { _id: row.actor_id, name: row.actor_name, email: row.actor_email }, at: new Date(row.at) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether POST …/history/undo/{id} may act on the entry now (the checks against the record come with the undo). */
export function isUndoable(row: Pick<HistoryRow, 'record_kind' | 'operation' | 'undone_by' | 'at' | 'changes'> & { has_snapshot: boolean }, now: Date): boolean {
  if (row.undone_by !== null) return false;
  switch (row.operation) {
    case 'update':
    case 'revert':
      return !UNREVERTED_KINDS.includes(row.record_kind as RecordKind) && row.changes.some((change) => change.field !== 'password');
    case 'delete':
    case 'import':
      return row.has_snapshot && now.getTime() - new Date(row.at).getTime() <= DELETE_UNDO_DAYS * DAY_MS;
    default:
      return false;
  }
}

/** A history row as lists read it: without its snapshot (which may be large), with whether it has one. */
export type ListedHistoryRow = Omit<HistoryRow, 'snapshot' | 'search'> & { has_snapshot: boolean; collection_slug: string | null };

export function toRestEntry(row: ListedHistoryRow, now: Date): HistoryEntry {
  return {
    _id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor_id === null && row.actor_name === '' ? null : { _id: row.actor_id, name: row.actor_name, email: row.actor_email },
    kind: row.record_kind as RecordKind,
    recordId: row.record_id,
    recordName: row.record_name,
    operation: row.operation as HistoryOperation,
    version: row.version,
    changes: row.changes,
    removed: row.removed,
    lines: row.lines,
    undoable: isUndoable(row, now),
    undoneBy: row.undone_by === null ? null : String(row.undone_by),
    undoes: row.undoes === null ? null : String(row.undoes),
    collectionSlug: row.collection_slug,
  };
}

/** Every column a list reads: all but the snapshot and the search key. */
const LISTED = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'actor_email',
  'record_kind',
  'record_id',
  'record_name',
  'operation',
  'version',
  'changes',
  'removed',
  'lines',
  'undoes',
  'undone_by',
] as const;

/**
 * The collection a record of the catalogue is in now (a collection's own slug), so a list can link to it; null once
 * it is gone. A fabric, a finish and a file belong to no collection: the fabric's family slug, the finish's kind (legs,
 * elements) and the file's kind (its list) say where they are shown. Each branch reads its table by primary key, and only for the entries of its kind.
 */
const collectionSlugNow = sql<string | null>`case history.record_kind
  when 'collection' then (select c.slug from collections c where c.id = history.record_id::uuid)
  when 'element' then (select c.slug from elements e join collections c on c.id = e.collection_id where e.id = history.record_id::uuid)
  when 'kit' then (select c.slug from kits k join collections c on c.id = k.collection_id where k.id = history.record_id::uuid)
  when 'elementCategory' then (select c.slug from element_categories ec join collections c on c.id = ec.collection_id where ec.id = history.record_id::uuid)
  when 'fabric' then (select ff.slug from fabrics x join fabric_families ff on ff.id = x.family_id where x.id = history.record_id::uuid)
  when 'finish' then (select f.kind from finishes f where f.id = history.record_id::uuid)
  when 'file' then (select f.kind from files f where f.id = history.record_id::uuid)
end`;

export function selectListed(db: Db) {
  return db
    .selectFrom('history')
    .select(LISTED)
    .select(sql<boolean>`snapshot is not null`.as('has_snapshot'))
    .select(collectionSlugNow.as('collection_slug'));
}

/** One page, newest first: keyset by id (`after`: the last id of the page before), each filter optional (D29). */
export async function listHistory(db: Db, query: HistoryListQuery, now: Date): Promise<HistoryPage> {
  let q = selectListed(db);
  if (query.kind) q = q.where('record_kind', '=', query.kind);
  if (query.recordId !== undefined) {
    const { recordId } = query;
    // A collection or a fabric family may be named by its slug (the graph's key for them), so its history is one call.
    if (query.kind === 'collection' && !isUuid(recordId)) {
      q = q.where('record_id', '=', (eb) => eb.selectFrom('collections').select(sql<string>`id::text`.as('id')).where('slug', '=', recordId));
    } else if (query.kind === 'fabricFamily' && !isUuid(recordId)) {
      q = q.where('record_id', '=', (eb) => eb.selectFrom('fabric_families').select(sql<string>`id::text`.as('id')).where('slug', '=', recordId));
    } else {
      q = q.where('record_id', '=', recordId);
    }
  }
  if (query.actorId !== undefined) {
    if (!isUuid(query.actorId)) return { entries: [], nextCursor: null };
    q = q.where('actor_id', '=', query.actorId);
  }
  // Days are Warsaw days (D4), whatever the server's zone.
  if (query.from) q = q.where('at', '>=', sql<Date>`(${query.from}::date)::timestamp at time zone 'Europe/Warsaw'`);
  if (query.to) q = q.where('at', '<', sql<Date>`(${query.to}::date + 1)::timestamp at time zone 'Europe/Warsaw'`);
  const text = query.q?.trim() ?? '';
  if (text.length >= HISTORY_FILTER_MIN_LENGTH) q = q.where('search', 'like', containsPattern(text));
  if (query.after !== undefined) q = q.where('id', '<', query.after);
  const rows = await q.orderBy('id', 'desc').limit(query.limit + 1).execute();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return { entries: page.map((row) => toRestEntry(row, now)), nextCursor: rows.length > query.limit && last ? String(last.id) : null };
}

export async function findEntry(db: Db, id: string, now: Date): Promise<HistoryEntry | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const row = await selectListed(db).where('id', '=', id).executeTakeFirst();
  return row && toRestEntry(row, now);
}
