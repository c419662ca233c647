import type { ConflictBody, HistoryEntry, RecordKind } from '@meble/domain/history';
import { fieldLabel } from '@meble/domain/history-fields';
import { messages } from '@meble/domain/messages';
import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { sql, type Transaction } from 'kysely';
import type { Database, HistoryRow } from '../db/schema.ts';
import { appendEntries, findEntry, isUndoable, sameValue, type Snapshot } from './log.ts';
import { recorders } from './kinds.ts';
import { recordedUpdate, type SeenVersion, type WriteContext } from './recorded.ts';
import { insertSnapshot, restoreClashOf } from './snapshot.ts';
import { refuseUndo, UndoRefused } from './undo-refusal.ts';

export type UndoResult =
  | { kind: 'undone'; entry: HistoryEntry }
  | { kind: 'notFound' }
  /** Nothing was written; the message says why in Polish (already undone, too old, changed since, a clash). */
  | { kind: 'refused'; message: string }
  | { kind: 'conflict'; body: ConflictBody };


/** An import's undo, where its area registers it (the CSV import's elements): false when nothing was written. */
export type ImportUndo = (trx: Transaction<Database>, entry: HistoryRow, context: WriteContext) => Promise<void>;
const importUndos = new Map<RecordKind, ImportUndo>();

/** Lets an area that records imports say how one is undone (the elements' CSV import does). */
export function registerImportUndo(kind: RecordKind, undo: ImportUndo): void {
  importUndos.set(kind, undo);
}

export { refuseUndo };

async function lockedEntry(trx: Transaction<Database>, id: string): Promise<HistoryRow | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  return trx.selectFrom('history').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

async function markUndone(trx: Transaction<Database>, entryId: string, undoneBy: string | undefined): Promise<void> {
  if (undoneBy === undefined) return;
  await trx.updateTable('history').set({ undone_by: undoneBy }).where('id', '=', entryId).execute();
}

/** A value as a revert compares it: records kept with their names (a kit's elements) by their ids only, so a rename elsewhere does not count as a change. */
function identityOf(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item: unknown) => (typeof item === 'object' && item !== null && '_id' in item ? item._id : item));
}

/** 'Przywróć' on an update: the before-values written back as a new, recorded write, unless the fields changed since. */
async function revertUpdate(context: WriteContext, trx: Transaction<Database>, row: HistoryRow, seen: SeenVersion): Promise<UndoResult> {
  const kind = row.record_kind as RecordKind;
  const recorder = recorders[kind];
  const writeState = recorder.writeState;
  if (!writeState) return { kind: 'refused', message: messages.undoNotPossible };
  const changes = row.changes.filter((change) => change.field !== 'password');
  const written = await recordedUpdate({ ...context, db: trx }, recorder, row.record_id, { seen, operation: 'revert', undoes: String(row.id), accept: (done: boolean) => done }, async (inner): Promise<boolean> => {
    const record = await recorder.read(inner, row.record_id);
    if (!record) return false;
    const state = recorder.state(record);
    const changedSince = changes.filter((change) => !sameValue(identityOf(state[change.field] ?? null), identityOf(change.after)));
    if (changedSince.length > 0) refuseUndo(messages.undoChangedSince(changedSince.map((change) => fieldLabel(kind, change.field))));
    const restored = { ...state, ...Object.fromEntries(changes.map((change) => [change.field, change.before])) };
    return writeState(inner, row.record_id, restored);
  });
  // Refusals throw: the version claim made inside this undo's transaction must not outlive a write that did not happen.
  if (written.kind === 'conflict') return { kind: 'conflict', body: written.body };
  if (written.kind === 'notFound') refuseUndo(messages.restoreClash(messages.restoreParentGone('tego rekordu')));
  if (written.kind === 'refused' || !written.value) refuseUndo(messages.undoNotPossible);
  await markUndone(trx, String(row.id), written.entryId);
  return { kind: 'undone', entry: await entryOrFail(trx, written.entryId, context) };
}

/** A delete undone: its snapshot inserted back with its ids (or the soft delete cleared), and a 'restore' entry. */
async function undoDelete(context: WriteContext, trx: Transaction<Database>, row: HistoryRow): Promise<UndoResult> {
  const kind = row.record_kind as RecordKind;
  const recorder = recorders[kind];
  const snapshot = row.snapshot as Snapshot | null;
  if (recorder.undoDelete) await recorder.undoDelete(trx, row.record_id, { snapshot, context });
  else if (snapshot?.tables) await insertSnapshot(trx, snapshot.tables);
  else return { kind: 'refused', message: messages.undoNotPossible };
  const { rows } = await sql<{ version: number }>`update ${sql.table(recorder.table)} set version = version + 1 where id = ${row.record_id} returning version`.execute(trx);
  const version = rows[0]?.version ?? null;
  const record = await recorder.read(trx, row.record_id);
  const state = record ? recorder.state(record) : null;
  const [entryId] = await appendEntries(
    trx,
    [
      {
        actor: context.actor,
        kind,
        recordId: row.record_id,
        recordName: state ? recorder.name(state) : row.record_name,
        operation: 'restore',
        version,
        changes: [],
        undoes: String(row.id),
      },
    ],
    new Date(context.now()),
  );
  await markUndone(trx, String(row.id), entryId);
  // What a delete kept can be restored once: its snapshot is not needed any more.
  await trx.updateTable('history').set({ snapshot: null }).where('id', '=', String(row.id)).execute();
  return { kind: 'undone', entry: await entryOrFail(trx, entryId, context) };
}

async function entryOrFail(trx: Transaction<Database>, id: string | undefined, context: WriteContext): Promise<HistoryEntry> {
  const entry = id === undefined ? undefined : await findEntry(trx, id, new Date(context.now()));
  if (!entry) throw new Error(`the history entry ${String(id)} vanished right after its insert`);
  return entry;
}

/**
 * POST /api/cms/history/undo/{id} (D29): reverts an update, restores a delete (within 30 days, with what it took
 * along), or removes what an import created. All of it in one transaction, recorded as a new entry; anything in the
 * way (a change since, a slug taken, a parent gone) refuses the whole undo and says what.
 */
export async function undoEntry(context: WriteContext, id: string, seen: SeenVersion): Promise<UndoResult> {
  try {
    return await context.db.transaction().execute(async (trx): Promise<UndoResult> => {
      const row = await lockedEntry(trx, id);
      if (!row) return { kind: 'notFound' };
      const now = new Date(context.now());
      if (row.undone_by !== null) return { kind: 'refused', message: messages.undoAlreadyDone };
      if (!isUndoable({ ...row, has_snapshot: row.snapshot !== null }, now)) {
        return { kind: 'refused', message: row.operation === 'delete' || row.operation === 'import' ? messages.undoExpired(DELETE_UNDO_DAYS) : messages.undoNotPossible };
      }
      switch (row.operation) {
        case 'update':
        case 'revert':
          return revertUpdate(context, trx, row, seen);
        case 'delete':
          return undoDelete(context, trx, row);
        case 'import': {
          const undoImport = importUndos.get(row.record_kind as RecordKind);
          if (!undoImport) return { kind: 'refused', message: messages.undoNotPossible };
          await undoImport(trx, row, context);
          const [entryId] = await appendEntries(
            trx,
            [{ actor: context.actor, kind: row.record_kind as RecordKind, recordId: row.record_id, recordName: row.record_name, operation: 'undoImport', version: null, changes: [], lines: row.lines, undoes: String(row.id) }],
            now,
          );
          await markUndone(trx, String(row.id), entryId);
          return { kind: 'undone', entry: await entryOrFail(trx, entryId, context) };
        }
        default:
          return { kind: 'refused', message: messages.undoNotPossible };
      }
    });
  } catch (error) {
    if (error instanceof UndoRefused) return { kind: 'refused', message: error.message };
    const clash = restoreClashOf(error);
    if (clash !== undefined) return { kind: 'refused', message: clash };
    throw error;
  }
}

