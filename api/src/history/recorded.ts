import { changeTime, type ConflictBody, type HistoryChange, type HistoryOperation, type RecordKind } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { Database } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { FileStorage } from '../files/storage.ts';
import { appendEntries, changesBetween, lastChangeOf, type Actor, type NewEntry, type RecordState, type Snapshot } from './log.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The tables whose rows carry a version (migration 0013). */
export type VersionedTable = 'collections' | 'element_categories' | 'elements' | 'kits' | 'translations' | 'users' | 'client_configurations' | 'files' | 'fabric_families' | 'fabrics' | 'fabric_parameters' | 'finishes';

/**
 * How the history reads one kind of record: every kind of record with a version has one (history/kinds.ts), and a
 * new area adds its own, so its writes are versioned and recorded by construction.
 */
export interface Recorder {
  kind: RecordKind;
  table: VersionedTable;
  /** The record as its GET answers it (the `current` of a conflict); undefined when there is none. */
  read(db: Db, id: string): Promise<Record<string, unknown> | undefined>;
  /** The fields the history compares, from what `read` answers. */
  state(record: Record<string, unknown>): RecordState;
  /** The record's name in the history and in messages. */
  name(state: RecordState): string;
  /** What a delete removes, every table it touches, parents first; without it a delete cannot be undone. */
  snapshot?(trx: Transaction<Database>, id: string): Promise<Snapshot>;
  /**
   * Writes a whole state back (the current one with an entry's before-values), for 'Przywróć'; without it an update
   * cannot be reverted. Answers false when the state cannot be written (its record refused it).
   */
  writeState?(trx: Transaction<Database>, id: string, state: RecordState): Promise<boolean>;
  /**
   * The version claim and the record as it was before, in one statement (a data-modifying CTE whose select sees the
   * row before the claim): an update then costs the history one statement, its entry. Undefined when not claimed.
   */
  claim?(trx: Transaction<Database>, id: string, seen: SeenVersion): Promise<{ version: number; record: Record<string, unknown> } | undefined>;
  /**
   * Undoes a delete its own way: a user's soft delete cleared (D10), a file's row inserted back with its bytes taken
   * out of the trash; without it a delete inserts its snapshot back.
   */
  undoDelete?(trx: Transaction<Database>, id: string, undo: { snapshot: Snapshot | null; context: WriteContext }): Promise<void>;
}

/** What every recorded write needs besides the record: the database, the clock, who writes, and the switch. */
export interface WriteContext {
  db: Kysely<Database>;
  now: () => number;
  actor: Actor | null;
  /** False only where a benchmark measures the cost of the history itself. */
  recordHistory: boolean;
  /** Where uploaded bytes live: a file's delete and its undo move them to and from the trash. */
  storage?: FileStorage;
}

/** The version a write names: undefined for none (a legacy integration), null for an `If-Match` that names no version of ours. */
export type SeenVersion = number | null | undefined;

export type Recorded<R> =
  | { kind: 'written'; value: R; version: number; entryId: string | undefined }
  /** The write itself refused (a record in use, a name taken): nothing was written, the version is as it was. */
  | { kind: 'refused'; value: R }
  | { kind: 'notFound' }
  | { kind: 'conflict'; body: ConflictBody };

/** Thrown inside the transaction to roll back the version claim when the write refuses; carries its answer out. */
class Refusal<R> {
  constructor(readonly value: R) {}
}

async function settle<R>(work: () => Promise<Recorded<R>>): Promise<Recorded<R>> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', value: error.value as R };
    throw error;
  }
}

/**
 * Bumps the record's version if it is the one the write names (any, when it names none), in the write's transaction:
 * the row stays locked until commit, so of two writes naming the same version exactly one claims it.
 */
async function claimVersion(trx: Transaction<Database>, table: VersionedTable, id: string, seen: SeenVersion): Promise<number | 'conflict' | 'notFound'> {
  if (!isUuid(id)) return 'notFound';
  const check = seen === undefined ? sql`` : sql`and version = ${seen ?? 0}`;
  const { rows } = await sql<{ version: number }>`update ${sql.table(table)} set version = version + 1 where id = ${id} ${check} returning version`.execute(trx);
  const claimed = rows[0];
  return claimed ? claimed.version : unclaimed(trx, table, id);
}

/** Why a claim failed: the record is gone, or its version is not the one named. */
async function unclaimed(trx: Transaction<Database>, table: VersionedTable, id: string): Promise<'conflict' | 'notFound'> {
  const exists = await sql<{ version: number }>`select version from ${sql.table(table)} where id = ${id}`.execute(trx);
  return exists.rows.length === 0 ? 'notFound' : 'conflict';
}

/** The claim with the record's state before it: one statement where the recorder can, else a claim and a read. */
async function claimWithBefore(
  trx: Transaction<Database>,
  recorder: Recorder,
  id: string,
  seen: SeenVersion,
  recordHistory: boolean,
): Promise<{ version: number; before: RecordState | null } | 'conflict' | 'notFound'> {
  // Only with a named version: a claim that waits for a concurrent write then fails, so the row its statement saw is
  // the row it claimed. Without one the claim may succeed after that write, on a row the statement saw as before it.
  if (recordHistory && recorder.claim && seen !== undefined) {
    if (!isUuid(id)) return 'notFound';
    const claimed = await recorder.claim(trx, id, seen);
    return claimed ? { version: claimed.version, before: recorder.state(claimed.record) } : unclaimed(trx, recorder.table, id);
  }
  const version = await claimVersion(trx, recorder.table, id, seen);
  if (typeof version !== 'number') return version;
  return { version, before: recordHistory ? await stateOf(trx, recorder, id) : null };
}

/** The 409 answer: the record as it is now, who changed it last and when, in the spec's words. */
export async function conflictOf(db: Db, recorder: Recorder, id: string, now: Date): Promise<ConflictBody> {
  const [current, last] = await Promise.all([recorder.read(db, id), lastChangeOf(db, recorder.kind, id)]);
  const version = typeof current?.['version'] === 'number' ? current['version'] : 0;
  const by = last?.actor;
  return {
    message: by && last ? messages.recordConflict(by.name || by.email, changeTime(last.at, now)) : messages.recordConflictUnknown,
    code: 'CONFLICT',
    kind: recorder.kind,
    recordId: id,
    version,
    current: current ?? null,
    changedBy: by ?? null,
    changedAt: last ? last.at.toISOString() : null,
  };
}

/** The state of a record now, or null when it is gone. */
async function stateOf(db: Db, recorder: Recorder, id: string): Promise<RecordState | null> {
  const record = await recorder.read(db, id);
  return record ? recorder.state(record) : null;
}

interface UpdateOptions<R> {
  seen: SeenVersion;
  operation?: Extract<HistoryOperation, 'update' | 'revert' | 'password'>;
  /** For a revert: the entry it undoes. */
  undoes?: string;
  /** Whether the write went through; a refusal rolls back the version claim (default: anything but undefined). */
  accept?: (value: R) => boolean;
  /** The fields the entry names in place of the computed ones (a password change names the field, never its values). */
  changes?: NewEntry['changes'];
  /** The record as the write answered it, when it is what `read` would answer: saves reading it again. */
  written?: (value: R) => Record<string, unknown> | undefined;
}

/**
 * An update of one record: the version check, the write and its history entry in one transaction (D29). The entry
 * holds the fields that changed, before → after; a write without a version is not checked, and still recorded.
 * The write is handed the record's state before it (null when the history is off), so it may skip what did not change.
 */
export async function recordedUpdate<R>(
  context: WriteContext,
  recorder: Recorder,
  id: string,
  options: UpdateOptions<R>,
  write: (trx: Transaction<Database>, before: RecordState | null) => Promise<R>,
): Promise<Recorded<R>> {
  const accept = options.accept ?? ((value: R) => value !== undefined);
  return settle(() =>
    inTransaction(context.db, async (trx): Promise<Recorded<R>> => {
      const now = new Date(context.now());
      const claimed = await claimWithBefore(trx, recorder, id, options.seen, context.recordHistory);
      if (claimed === 'notFound') return { kind: 'notFound' };
      if (claimed === 'conflict') return { kind: 'conflict', body: await conflictOf(trx, recorder, id, now) };
      const { version: claim, before } = claimed;
      const value = await write(trx, before);
      if (!accept(value)) throw new Refusal(value);
      if (!context.recordHistory) return { kind: 'written', value, version: claim, entryId: undefined };
      const answered = options.written?.(value);
      const after = answered ? recorder.state(answered) : await stateOf(trx, recorder, id);
      const [entryId] = await appendEntries(
        trx,
        [
          {
            actor: context.actor,
            kind: recorder.kind,
            recordId: id,
            recordName: recorder.name(after ?? before ?? {}),
            operation: options.operation ?? 'update',
            version: claim,
            changes: options.changes ?? changesBetween(before, after),
            ...(options.undoes === undefined ? {} : { undoes: options.undoes }),
          },
        ],
        now,
      );
      return { kind: 'written', value, version: claim, entryId };
    }),
  );
}

/** A new record and its history entry (every field, from nothing) in one transaction; `idOf` names it in the write's answer. */
export async function recordedCreate<R>(
  context: WriteContext,
  recorder: Recorder,
  write: (trx: Transaction<Database>) => Promise<R>,
  idOf: (value: R) => string | undefined,
): Promise<Recorded<R>> {
  return settle(() =>
    inTransaction(context.db, async (trx): Promise<Recorded<R>> => {
      const value = await write(trx);
      const id = idOf(value);
      if (id === undefined) throw new Refusal(value);
      if (!context.recordHistory) return { kind: 'written', value, version: 1, entryId: undefined };
      const after = await stateOf(trx, recorder, id);
      const [entryId] = await appendEntries(
        trx,
        [{ actor: context.actor, kind: recorder.kind, recordId: id, recordName: recorder.name(after ?? {}), operation: 'create', version: 1, changes: changesBetween(null, after) }],
        new Date(context.now()),
      );
      return { kind: 'written', value, version: 1, entryId };
    }),
  );
}

interface DeleteOptions<R> {
  seen: SeenVersion;
  /** Whether the delete went through (default: anything but undefined); a refusal writes nothing. */
  accept?: (value: R) => boolean;
}

/**
 * A delete: the version check, a snapshot of everything it removes, the delete and its entry in one transaction, so
 * the history can bring it all back (D29).
 */
export async function recordedDelete<R>(
  context: WriteContext,
  recorder: Recorder,
  id: string,
  options: DeleteOptions<R>,
  write: (trx: Transaction<Database>) => Promise<R>,
): Promise<Recorded<R>> {
  const accept = options.accept ?? ((value: R) => value !== undefined);
  return settle(() =>
    inTransaction(context.db, async (trx): Promise<Recorded<R>> => {
      const now = new Date(context.now());
      const claim = await claimVersion(trx, recorder.table, id, options.seen);
      if (claim === 'notFound') return { kind: 'notFound' };
      if (claim === 'conflict') return { kind: 'conflict', body: await conflictOf(trx, recorder, id, now) };
      const before = context.recordHistory ? await stateOf(trx, recorder, id) : null;
      const snapshot = context.recordHistory && recorder.snapshot ? await recorder.snapshot(trx, id) : undefined;
      const value = await write(trx);
      if (!accept(value)) throw new Refusal(value);
      if (!context.recordHistory) return { kind: 'written', value, version: claim, entryId: undefined };
      const [entryId] = await appendEntries(
        trx,
        [
          {
            actor: context.actor,
            kind: recorder.kind,
            recordId: id,
            recordName: recorder.name(before ?? {}),
            operation: 'delete',
            version: null,
            changes: [],
            ...(snapshot === undefined ? {} : { snapshot }),
          },
        ],
        now,
      );
      return { kind: 'written', value, version: claim, entryId };
    }),
  );
}

/** The records of one table that a multi-record write touches, and the version its editor saw of each. */
export interface ClaimGroup {
  recorder: Recorder;
  ids: readonly string[];
  /** The version the write names for this record (undefined: none, not checked). */
  seen: (id: string) => SeenVersion;
  /** A missing record answers notFound for the whole write (the write's own record); else the write decides what it means. */
  required?: boolean;
  /** The records as `read` answers them, in one query (default: `read` one by one). */
  readMany?: (db: Db, ids: readonly string[]) => Promise<Record<string, unknown>[]>;
}

export type RecordedMany<R> =
  /** `versions`: each record's version after the write (bumped only where something changed). */
  | { kind: 'written'; value: R; versions: ReadonlyMap<string, number>; entryIds: string[] }
  | { kind: 'refused'; value: R }
  | { kind: 'notFound' }
  | { kind: 'conflict'; body: ConflictBody };

/** Thrown inside a multi-record write's transaction so that what it locked and checked is rolled back with the answer. */
class Conflicted {
  constructor(readonly body: ConflictBody) {}
}

interface LockedGroup {
  group: ClaimGroup;
  versions: Map<string, number>;
}

/** The states of every locked record, by id (records gone by then are left out). */
async function statesOfGroup(db: Db, { group, versions }: LockedGroup): Promise<Map<string, RecordState>> {
  const ids = [...versions.keys()];
  const records = group.readMany
    ? await group.readMany(db, ids)
    : (await Promise.all(ids.map((id) => group.recorder.read(db, id)))).filter((record): record is Record<string, unknown> => record !== undefined);
  return new Map(records.map((record) => [String(record['_id']).toLowerCase(), group.recorder.state(record)]));
}

/** The 409 of a multi-record write: the first record at fault as a single conflict would name it, and every one at fault. */
async function conflictOfMany(trx: Transaction<Database>, atFault: readonly { group: ClaimGroup; id: string; version: number }[], now: Date): Promise<ConflictBody> {
  const [first] = atFault;
  if (!first) throw new Error('a conflict without a record at fault');
  const body = await conflictOf(trx, first.group.recorder, first.id, now);
  const records = await Promise.all(
    atFault.map(async ({ group, id, version }) => {
      const record = await group.recorder.read(trx, id);
      return { kind: group.recorder.kind, recordId: id, name: record ? group.recorder.name(group.recorder.state(record)) : '', version };
    }),
  );
  return { ...body, message: messages.recordsConflict(records.map((record) => record.name)), records };
}

/**
 * A write that touches many records at once (the discounts screen): every record is locked and its version checked
 * in the write's transaction, one stale record refuses the whole write naming every one at fault, and each record
 * that changed gets its version bumped and one entry, all appended in one statement (D29).
 */
export async function recordedMany<R>(
  context: WriteContext,
  groups: readonly ClaimGroup[],
  options: { accept?: (value: R) => boolean },
  write: (trx: Transaction<Database>) => Promise<R>,
): Promise<RecordedMany<R>> {
  const accept = options.accept ?? ((value: R) => value !== undefined);
  try {
    return await inTransaction(context.db, async (trx): Promise<RecordedMany<R>> => {
      const now = new Date(context.now());
      const locked: LockedGroup[] = [];
      // Locked table by table in the order given, ids in order, so that two such writes never wait on each other in a circle.
      for (const group of groups) {
        const ids = [...new Set(group.ids.filter(isUuid).map((id) => id.toLowerCase()))].sort();
        const { rows } =
          ids.length === 0
            ? { rows: [] }
            : await sql<{ id: string; version: number }>`select id, version from ${sql.table(group.recorder.table)} where id in (${sql.join(ids)}) order by id for update`.execute(trx);
        const versions = new Map(rows.map((row) => [row.id, row.version]));
        if (group.required && (ids.length === 0 || ids.some((id) => !versions.has(id)))) return { kind: 'notFound' };
        locked.push({ group, versions });
      }
      const atFault = locked.flatMap(({ group, versions }) =>
        [...versions].flatMap(([id, version]) => {
          const seen = group.seen(id);
          return seen !== undefined && seen !== version ? [{ group, id, version }] : [];
        }),
      );
      if (atFault.length > 0) throw new Conflicted(await conflictOfMany(trx, atFault, now));
      const before = context.recordHistory ? await Promise.all(locked.map((group) => statesOfGroup(trx, group))) : undefined;
      const value = await write(trx);
      if (!accept(value)) throw new Refusal(value);
      const after = before ? await Promise.all(locked.map((group) => statesOfGroup(trx, group))) : undefined;
      const versions = new Map<string, number>();
      const entries: NewEntry[] = [];
      for (const [index, { group, versions: lockedVersions }] of locked.entries()) {
        const changed = [...lockedVersions.keys()].flatMap((id) => {
          // Without the history nothing tells what changed: every record touched counts as changed.
          if (!before || !after) return [{ id, changes: [] as HistoryChange[], state: null }];
          const was = before[index]?.get(id) ?? null;
          const is = after[index]?.get(id) ?? null;
          const changes = changesBetween(was, is);
          return changes.length > 0 ? [{ id, changes, state: is ?? was }] : [];
        });
        for (const [id, version] of lockedVersions) versions.set(id, version);
        if (changed.length === 0) continue;
        const { rows } = await sql<{ id: string; version: number }>`update ${sql.table(group.recorder.table)} set version = version + 1 where id in (${sql.join(changed.map((record) => record.id))}) returning id, version`.execute(trx);
        for (const row of rows) versions.set(row.id, row.version);
        if (!context.recordHistory) continue;
        for (const record of changed) {
          entries.push({
            actor: context.actor,
            kind: group.recorder.kind,
            recordId: record.id,
            recordName: group.recorder.name(record.state ?? {}),
            operation: 'update',
            version: versions.get(record.id) ?? null,
            changes: record.changes,
          });
        }
      }
      const entryIds = await appendEntries(trx, entries, now);
      return { kind: 'written', value, versions, entryIds };
    });
  } catch (error) {
    if (error instanceof Conflicted) return { kind: 'conflict', body: error.body };
    if (error instanceof Refusal) return { kind: 'refused', value: error.value as R };
    throw error;
  }
}
