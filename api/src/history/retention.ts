import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { describeError, type Logger } from '@meble/domain/logger';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { trashKey, trashThumbnailKey } from '../files/recorder.ts';
import type { FileStorage } from '../files/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the clean-up runs after the one at start-up. */
export const HISTORY_PRUNE_INTERVAL_MS = DAY_MS;

export interface PruneResult {
  /** Entries older than the retention, deleted. */
  deleted: number;
  /** Snapshots of deletes and imports that can no longer be undone, cleared (their entries stay). */
  snapshotsCleared: number;
}

/**
 * The history's clean-up (D29): snapshots kept for DELETE_UNDO_DAYS, then cleared, since nothing can be undone with
 * them any more; entries older than `retentionDays` deleted, none when it is undefined (kept forever), except a delete
 * or an import that can still be undone. With `storage`, a deleted file's bytes leave the trash with its snapshot.
 */
export async function pruneHistory(db: Kysely<Database>, now: Date, retentionDays: number | undefined, storage?: FileStorage): Promise<PruneResult> {
  const undoLimit = new Date(now.getTime() - DELETE_UNDO_DAYS * DAY_MS);
  if (storage) {
    // A deleted file's bytes wait in the trash as long as its snapshot; removed first, so a failure leaves the snapshot to try again.
    const files = await db
      .selectFrom('history')
      .select('record_id')
      .where('record_kind', '=', 'file')
      .where('operation', '=', 'delete')
      .where('snapshot', 'is not', null)
      .where('at', '<', undoLimit)
      .execute();
    for (const { record_id: id } of files) {
      await storage.delete(trashKey(id));
      await storage.delete(trashThumbnailKey(id));
    }
  }
  const cleared = await db.updateTable('history').set({ snapshot: null }).where('snapshot', 'is not', null).where('at', '<', undoLimit).executeTakeFirst();
  let deleted = 0;
  if (retentionDays !== undefined) {
    const oldest = new Date(now.getTime() - retentionDays * DAY_MS);
    // An entry that can still be undone stays for its 30 days whatever the retention says (its snapshot is cleared above once they pass).
    deleted = Number((await db.deleteFrom('history').where('at', '<', oldest).where('snapshot', 'is', null).executeTakeFirst()).numDeletedRows);
  }
  return { deleted, snapshotsCleared: Number(cleared.numUpdatedRows) };
}

export interface HistoryPruning {
  /** Stops the timer and waits for a clean-up under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs pruneHistory now and then every `intervalMs`, on a timer that never keeps the process alive; a failed run is
 * logged and the next one tries again.
 */
export function startHistoryPruning(
  db: Kysely<Database>,
  options: { now: () => number; retentionDays: number | undefined; log: Logger; intervalMs?: number; storage?: FileStorage },
): HistoryPruning {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    if (stopped) return;
    running = running.then(async () => {
      try {
        await pruneHistory(db, new Date(options.now()), options.retentionDays, options.storage);
      } catch (error) {
        options.log.error('history clean-up failed', describeError(error));
      }
    });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? HISTORY_PRUNE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
