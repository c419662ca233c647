import type { FileKind } from '@meble/domain/file';
import { messages } from '@meble/domain/messages';
import type { Snapshot } from '../history/log.ts';
import type { Recorder } from '../history/recorded.ts';
import { insertSnapshot, rowsOf } from '../history/snapshot.ts';
import { textOf } from '../history/state.ts';
import { refuseUndo } from '../history/undo-refusal.ts';
import { findFileById } from './repository.ts';
import { fileKey, thumbnailKey, type FileStorage } from './storage.ts';

/** Where a deleted file's bytes wait the 30 days its delete can be undone (the history's retention removes them). */
export const trashKey = (id: string): string => `trash/${id.toLowerCase()}`;
export const trashThumbnailKey = (id: string): string => `trash/${id.toLowerCase()}.thumbnail`;

/** Moves an object when it is there; answers whether it was. */
export async function moveIfStored(storage: FileStorage, from: string, to: string): Promise<boolean> {
  if (!(await storage.stat(from))) return false;
  await storage.move(from, to);
  return true;
}

/**
 * Files are versioned and recorded like any record (D29): an upload is a 'create', a model uploaded again an 'update'
 * naming its new size and checksum, a delete keeps the row and moves the bytes to the trash so it can be undone.
 * No revert: the bytes a version had are not kept, so a file's old content cannot be written back.
 */
export const fileRecorder: Recorder = {
  kind: 'file',
  table: 'files',
  read: (db, id) => findFileById(db, id),
  // The content as stored; the addresses, the uploader and the model check follow from it or are not the file's own.
  state: (record) => ({
    name: record['name'],
    originalname: record['originalname'],
    size: record['size'],
    sha256: record['sha256'],
    contentType: record['contentType'],
  }),
  // A generated stored name says nothing to a person: the name the file was sent with follows it.
  name: (state) => {
    const name = textOf(state, 'name');
    const original = textOf(state, 'originalname');
    return original === '' || original === name ? name : `${name} (${original})`;
  },
  async snapshot(trx, id): Promise<Snapshot> {
    return { tables: [await rowsOf(trx, 'files', 'id', [id])], kinds: { files: 'file' } };
  },
  // The row back with its id, then its bytes out of the trash, last: a clash refuses before anything moves.
  async undoDelete(trx, id, { snapshot, context }) {
    const rows = snapshot?.tables?.[0]?.rows ?? [];
    const row = rows[0];
    if (!snapshot?.tables || !row) refuseUndo(messages.undoNotPossible);
    const kind = String(row['kind']) as FileKind;
    const name = String(row['name']);
    const taken = await trx.selectFrom('files').select('id').where('kind', '=', kind).where('name', '=', name).executeTakeFirst();
    if (taken) refuseUndo(messages.restoreClash(messages.fileRestoreNameTaken(name)));
    await insertSnapshot(trx, snapshot.tables);
    const { storage } = context;
    if (!storage) throw new Error('a file delete is undone without the file storage');
    const [live, trashed] = await Promise.all([storage.stat(fileKey(kind, name)), storage.stat(trashKey(id))]);
    // Bytes under the name and in the trash: an upload of that name is under way, whose bytes must not be overwritten.
    if (live && trashed) refuseUndo(messages.restoreClash(messages.fileRestoreNameTaken(name)));
    // Bytes under the name only: an earlier attempt moved them back, then failed to commit.
    if (!live && !trashed) refuseUndo(messages.restoreClash(messages.fileRestoreBytesGone(name)));
    if (trashed) await storage.move(trashKey(id), fileKey(kind, name));
    if (row['has_thumbnail'] === true) await moveIfStored(storage, trashThumbnailKey(id), thumbnailKey(kind, name));
  },
};
