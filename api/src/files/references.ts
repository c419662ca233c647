import type { FieldError } from '@meble/domain/errors';
import { FILE_KIND_OF_USE, type FileKind } from '@meble/domain/file';
import { messages } from '@meble/domain/messages';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { refuseUndo } from '../history/undo-refusal.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A catalogue field that names a file: the form field, the kind of file it must name, and the name it holds. */
export interface FileReference {
  field: string;
  kind: FileKind;
  name: string;
}

/** The files an element names: its model (`file`) and its icon (`thumbUrl`). */
export const elementFileReferences = (fields: { file: string; thumbUrl: string }): FileReference[] => [
  { field: 'file', kind: FILE_KIND_OF_USE.elementModel, name: fields.file },
  { field: 'thumbUrl', kind: FILE_KIND_OF_USE.elementIcon, name: fields.thumbUrl },
];
/** The picture a collection names. */
export const collectionFileReferences = (fields: { thumbUrl: string }): FileReference[] => [{ field: 'thumbUrl', kind: FILE_KIND_OF_USE.collectionPhoto, name: fields.thumbUrl }];
/** The thumbnail a kit names. */
export const kitFileReferences = (fields: { thumbUrl: string }): FileReference[] => [{ field: 'thumbUrl', kind: FILE_KIND_OF_USE.kitThumbnail, name: fields.thumbUrl }];

export const fabricFileReferences = (fields: { fileUrl: string; thumbUrl: string }): FileReference[] => [
  { field: 'fileUrl', kind: FILE_KIND_OF_USE.fabricTexture, name: fields.fileUrl },
  { field: 'thumbUrl', kind: FILE_KIND_OF_USE.fabricSwatch, name: fields.thumbUrl },
];
/** The texture image a finish names (D24). */
export const finishFileReferences = (fields: { texture: string }): FileReference[] => [{ field: 'texture', kind: FILE_KIND_OF_USE.finishTexture, name: fields.texture }];

/**
 * The references whose name matches no stored file, as the form's field errors (D12: a typo no longer breaks the
 * configurator silently). An empty name names nothing. With `lock`, in a write's transaction, the files found are
 * held FOR SHARE until it commits: a delete of one of them (which claims the file's row first) waits, and then
 * sees the new use; a delete that claimed first leaves nothing here to find, and the write is refused.
 */
export async function missingFiles(db: Db, references: readonly FileReference[], { lock = false } = {}): Promise<FieldError[]> {
  return (await missingReferences(db, references, lock)).map((reference) => ({ field: reference.field, message: messages.fileMissing(reference.name) }));
}

async function missingReferences(db: Db, references: readonly FileReference[], lock: boolean): Promise<FileReference[]> {
  const named = references.filter((reference) => reference.name !== '');
  if (named.length === 0) return [];
  const namesByKind = new Map<FileKind, Set<string>>();
  for (const { kind, name } of named) namesByKind.set(kind, (namesByKind.get(kind) ?? new Set()).add(name));
  let query = db
    .selectFrom('files')
    .select(['kind', 'name'])
    .where((eb) => eb.or([...namesByKind].map(([kind, names]) => eb.and([eb('kind', '=', kind), eb('name', 'in', [...names])]))))
    .orderBy('id');
  if (lock) query = query.forShare();
  const stored = new Set((await query.execute()).map((file) => `${file.kind}/${file.name}`));
  return named.filter((reference) => !stored.has(`${reference.kind}/${reference.name}`));
}

/**
 * Before an undo writes a record's earlier state back: the names it changes must still name stored files (held as
 * missingFiles does), else the undo is refused naming the file, and nothing is written.
 */
export async function holdRestoredFiles(trx: Transaction<Database>, references: readonly FileReference[]): Promise<void> {
  const [gone] = await missingReferences(trx, references, true);
  if (gone) refuseUndo(messages.restoreClash(messages.fileReferenceGone(gone.name)));
}

/** Only the references a write changes: a name already stored on the record is not checked again (its file may predate the files area). */
export function changedReferences(references: readonly FileReference[], before: Readonly<Record<string, unknown>> | undefined): FileReference[] {
  return references.filter((reference) => before?.[reference.field] !== reference.name);
}

/** A write whose file vanished between the check and the transaction: the route answers the errors as the check would. */
export class MissingFilesError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((error) => error.message).join('; '));
    this.name = 'MissingFilesError';
  }
}

/** In a write's transaction: holds the named files (see missingFiles) or throws MissingFilesError when one is gone. */
export async function holdFiles(trx: Transaction<Database>, references: readonly FileReference[]): Promise<void> {
  const errors = await missingFiles(trx, references, { lock: true });
  if (errors.length > 0) throw new MissingFilesError(errors);
}

/** Runs a write that holds files, answering the field errors instead when one of them vanished meanwhile. */
export async function refusingMissingFiles<T>(write: () => Promise<T>): Promise<T | { errors: FieldError[] }> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof MissingFilesError) return { errors: error.errors };
    throw error;
  }
}
