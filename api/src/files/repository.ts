import { fileCursor, parseFileCursor } from '@meble/domain/file-cursor';
import {
  effectiveFileFilter,
  FILE_KINDS,
  fileUrl,
  fileValidationSchema,
  LEGS_IMAGE_MARKER,
  thumbnailUrl,
  type FileKind,
  type FileList,
  type FileRecord,
  type FileUse,
  type FileValidation,
} from '@meble/domain/file';
import { nameSearchKey } from '@meble/domain/name-keys';
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { isUuid } from '../db/ids.ts';
import type { ConflictBody } from '@meble/domain/history';
import type { Database, FileRow } from '../db/schema.ts';
import type { ApiDeps } from '../http/context.ts';
import { writeContextOf } from '../history/http.ts';
import type { Actor } from '../history/log.ts';
import { recordedCreate, recordedDelete, recordedUpdate, type SeenVersion } from '../history/recorded.ts';
import { fileRecorder, moveIfStored, trashKey, trashThumbnailKey } from './recorder.ts';
import { fileKey, thumbnailKey } from './storage.ts';
import { usesOfFiles } from './uses.ts';
import { inOneSnapshot } from '../db/transaction.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A files row with its uploader's name and its upload time to the microsecond (the keyset cursor's). */
export interface FileRowRead extends FileRow {
  creator_name: string | null;
  at_text: string;
}

/** The REST shape (spec part 1 §3 "Uploaded file record") of a row; `creatorName` names its `created_by`. */
export function fileRecordOf(row: FileRow, creatorName: string | null): FileRecord {
  const kind = row.kind as FileKind;
  const validation = row.validation === null ? null : fileValidationSchema.safeParse(row.validation);
  return {
    _id: row.id,
    kind,
    name: row.name,
    originalname: row.original_name,
    size: Number(row.size),
    sha256: row.sha256,
    contentType: row.content_type,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by === null ? null : { _id: row.created_by, name: creatorName ?? '' },
    url: fileUrl(kind, row.name),
    thumbUrl: row.has_thumbnail ? thumbnailUrl(kind, row.name) : null,
    validation: validation?.success ? validation.data : null,
    version: row.version,
  };
}

const toRecord = (row: FileRowRead): FileRecord => fileRecordOf(row, row.creator_name);

/** Every file column, the uploader's name and the exact upload time, as the lists and lookups read them. */
function selectFiles(db: Db) {
  return db
    .selectFrom('files')
    .leftJoin('users', 'users.id', 'files.created_by')
    .selectAll('files')
    .select([
      'users.name as creator_name',
      sql<string>`to_char(files.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at_text'),
    ]);
}

export async function findFileById(db: Db, id: string): Promise<FileRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await selectFiles(db).where('files.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** The files of these ids (unknown and malformed ids left out), newest first. */
export async function findFilesByIds(db: Db, ids: readonly string[]): Promise<FileRecord[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await selectFiles(db).where('files.id', 'in', wanted).orderBy('files.created_at', 'desc').orderBy('files.id', 'desc').execute();
  return rows.map(toRecord);
}

/** The files of these stored names (of `kind`, or of any kind), newest first. */
export async function findFilesByNames(db: Db, kind: FileKind | undefined, names: readonly string[]): Promise<FileRecord[]> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return [];
  let query = selectFiles(db).where('files.name', 'in', wanted);
  if (kind !== undefined) query = query.where('files.kind', '=', kind);
  const rows = await query.orderBy('files.created_at', 'desc').orderBy('files.id', 'desc').execute();
  return rows.map(toRecord);
}

export interface FileListQuery {
  kind?: FileKind;
  /** The filter as typed; applied from FILE_FILTER_MIN_CHARS characters (effectiveFileFilter). */
  q?: string;
  /** true: only legs images (spec part 1 §9), false: none of them. */
  legs?: boolean;
  /** Only these stored names, all of them on one page (the graph's and the pickers' lookups). */
  names?: readonly string[] | undefined;
  /** Only these ids, all of them on one page. */
  ids?: readonly string[] | undefined;
  limit: number;
  /** The `next` of the page before. */
  after?: string;
}

export type FileListResult = { kind: 'page'; page: FileList } | { kind: 'badCursor' };

/** A part of the name or original name, case and Polish letters folded (D27); strpos, so `%` and `_` are plain. */
const containing = (needle: string): Expression<SqlBool> => sql<SqlBool>`strpos(files.search_key, ${nameSearchKey(needle)}) > 0`;

/**
 * Every file list (spec part 1 §7): newest first by upload time then id, by keyset after the cursor, with the count
 * of every match. The filter matches the stored or the original name; the legs switch the legs marker in either.
 */
export async function listFiles(db: Db, query: FileListQuery): Promise<FileListResult> {
  const after = query.after ? parseFileCursor(query.after) : undefined;
  if (after === null) return { kind: 'badCursor' };
  const filter = effectiveFileFilter(query.q);
  const conditions: Expression<SqlBool>[] = [];
  if (query.kind !== undefined) conditions.push(sql<SqlBool>`files.kind = ${query.kind}`);
  if (filter !== undefined) conditions.push(containing(filter));
  if (query.legs !== undefined) conditions.push(query.legs ? containing(LEGS_IMAGE_MARKER) : sql<SqlBool>`not ${containing(LEGS_IMAGE_MARKER)}`);
  const names = query.names === undefined ? undefined : [...new Set(query.names)];
  const ids = query.ids === undefined ? undefined : [...new Set(query.ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (names !== undefined) conditions.push(names.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`files.name in (${sql.join(names)})`);
  if (ids !== undefined) conditions.push(ids.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`files.id in (${sql.join(ids)})`);
  // A lookup answers all it names at once: a name is unique per kind, so at most one row per name and kind.
  const limit = names !== undefined || ids !== undefined ? Math.max(query.limit, (names?.length ?? 0) * FILE_KINDS.length, ids?.length ?? 0) : query.limit;
  const matching = conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`${sql.join(conditions, sql` and `)}`;

  const [rows, count] = await inOneSnapshot(db, (trx) => {
    let page = selectFiles(trx).where(matching);
    if (after !== undefined) page = page.where(sql<SqlBool>`(files.created_at, files.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
    return Promise.all([
      // One more than the page: whether a next page exists, without a second query.
      page.orderBy('files.created_at', 'desc').orderBy('files.id', 'desc').limit(limit + 1).execute(),
      trx.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('count')).where(matching).executeTakeFirstOrThrow(),
    ]);
  });
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    kind: 'page',
    page: {
      data: shown.map(toRecord),
      total: Number(count.count),
      next: rows.length > limit && last ? fileCursor({ at: last.at_text, id: last.id }) : null,
    },
  };
}

/** GET /api/cms/files/search (spec part 1 §7): the newest `limit` files of a kind matching the phrase (checked by the caller). */
export async function searchFiles(db: Db, kind: FileKind, phrase: string, limit: number): Promise<FileRecord[]> {
  const rows = await selectFiles(db)
    .where('files.kind', '=', kind)
    .where(containing(phrase.trim()))
    .orderBy('files.created_at', 'desc')
    .orderBy('files.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

/** What the upload pipeline stored, to be recorded: the bytes are already at `{kind}/{name}` (and the thumbnail at its key). */
export interface UploadedFile {
  kind: FileKind;
  /** The stored name (checked: isStoredName); a model's own (D17), else a generated one. */
  name: string;
  originalName: string;
  size: number;
  sha256: string;
  contentType: string;
  hasThumbnail: boolean;
  /** A model's check; null for other kinds. */
  validation: FileValidation | null;
}

export type SavedFile = { kind: 'created' | 'replaced'; file: FileRecord };

type WriteDeps = Pick<ApiDeps, 'db' | 'now' | 'recordHistory'>;

const validationText = (validation: FileValidation | null): string | null => (validation === null ? null : JSON.stringify(validation));

/** A new row for an upload, with its 'create' entry; undefined when the name was taken meanwhile (nothing written). */
export async function createFileRecord(deps: WriteDeps, actor: Actor | null, input: UploadedFile): Promise<FileRecord | undefined> {
  const created = await recordedCreate(
    writeContextOf(deps, actor),
    fileRecorder,
    async (trx) => {
      const row = await trx
        .insertInto('files')
        .values({
          kind: input.kind,
          name: input.name,
          original_name: input.originalName,
          size: input.size,
          sha256: input.sha256,
          content_type: input.contentType,
          has_thumbnail: input.hasThumbnail,
          validation: validationText(input.validation),
          created_at: new Date(deps.now()),
          created_by: actor?.id ?? null,
        })
        // A second upload of the same name at the same moment: the caller replaces instead.
        .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row && findFileById(trx, row.id);
    },
    (file) => file?._id,
  );
  return created.kind === 'written' ? created.value : undefined;
}

/**
 * A second upload of a stored name (D17: a model keeps its name): the row takes the new content, its version moves
 * on and its 'update' entry names what changed. An upload (`uploaded`) also dates the row and names its uploader
 * anew: the list's 'Dodano' is when the content it serves came; a check run again keeps them. Undefined when the row
 * is gone (deleted meanwhile).
 */
export async function replaceFileRecord(
  deps: WriteDeps,
  actor: Actor | null,
  id: string,
  input: UploadedFile,
  { uploaded = false }: { uploaded?: boolean } = {},
): Promise<FileRecord | undefined> {
  const written = await recordedUpdate(writeContextOf(deps, actor), fileRecorder, id, { seen: undefined }, async (trx) => {
    const row = await trx
      .updateTable('files')
      .set({
        ...(uploaded ? { created_at: new Date(deps.now()), created_by: actor?.id ?? null } : {}),
        original_name: input.originalName,
        size: input.size,
        sha256: input.sha256,
        content_type: input.contentType,
        has_thumbnail: input.hasThumbnail,
        validation: validationText(input.validation),
      })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row && findFileById(trx, row.id);
  });
  return written.kind === 'written' ? written.value : undefined;
}

/**
 * Records an upload whose bytes are stored: a new row, or the existing row of that kind and name given the new
 * content (D17). Every upload gets its history entry. Retries when a concurrent upload or delete of the same name
 * got in between.
 */
export async function saveUploadedFile(deps: WriteDeps, actor: Actor | null, input: UploadedFile): Promise<SavedFile> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const existing = await deps.db.selectFrom('files').select('id').where('kind', '=', input.kind).where('name', '=', input.name).executeTakeFirst();
    if (existing) {
      const file = await replaceFileRecord(deps, actor, existing.id, input, { uploaded: true });
      if (file) return { kind: 'replaced', file };
    } else {
      const file = await createFileRecord(deps, actor, input);
      if (file) return { kind: 'created', file };
    }
  }
  throw new Error(`the file ${input.kind}/${input.name} kept changing while its upload was recorded`);
}

/** What a delete's payload says of the file (spec part 1 §3: _id, fileType, fileName); each given one must match it. */
export interface FileDeleteExpectation {
  _id?: string | undefined;
  fileType?: string | undefined;
  fileName?: string | undefined;
}

export type FileDeleteResult =
  | { kind: 'deleted'; file: FileRecord }
  | { kind: 'notFound' }
  /** The payload names another file. */
  | { kind: 'mismatch' }
  /** D9: the catalogue names it. */
  | { kind: 'inUse'; file: FileRecord; usedBy: FileUse[] }
  | { kind: 'conflict'; body: ConflictBody };

/** Whether the payload describes this file: its id, its kind, its stored or original name, each where given. */
function matches(file: FileRecord, expect: FileDeleteExpectation): boolean {
  if (expect._id !== undefined && expect._id.toLowerCase() !== file._id.toLowerCase()) return false;
  if (expect.fileType !== undefined && expect.fileType !== file.kind) return false;
  return expect.fileName === undefined || expect.fileName === file.name || expect.fileName === file.originalname;
}

/**
 * POST /api/upload/cloud/files/delete/{id}: the version check, the refusal while anything uses the file (D9), the
 * row's delete with its snapshot, and its bytes (and thumbnail) moved to the trash, where the history's undo finds
 * them for 30 days (D29). The moves are the write's last step; should the commit still fail, they are moved back.
 */
export async function deleteFile(
  deps: Pick<ApiDeps, 'db' | 'now' | 'recordHistory' | 'storage'>,
  actor: Actor | null,
  id: string,
  options: { seen: SeenVersion; expect: FileDeleteExpectation },
): Promise<FileDeleteResult> {
  const { storage } = deps;
  const moved: { from: string; to: string }[] = [];
  try {
    const outcome = await recordedDelete(
      writeContextOf(deps, actor),
      fileRecorder,
      id,
      { seen: options.seen, accept: (result: FileDeleteResult) => result.kind === 'deleted' },
      async (trx): Promise<FileDeleteResult> => {
        const file = await findFileById(trx, id);
        if (!file) return { kind: 'notFound' };
        if (!matches(file, options.expect)) return { kind: 'mismatch' };
        const usedBy = (await usesOfFiles(trx, [file._id])).get(file._id) ?? [];
        if (usedBy.length > 0) return { kind: 'inUse', file, usedBy };
        await trx.deleteFrom('files').where('id', '=', file._id).execute();
        const keys = [{ from: fileKey(file.kind, file.name), to: trashKey(file._id) }];
        if (file.thumbUrl !== null) keys.push({ from: thumbnailKey(file.kind, file.name), to: trashThumbnailKey(file._id) });
        for (const key of keys) {
          // Without the history (a benchmark) nothing can undo the delete: the bytes go at once.
          if (!deps.recordHistory) await storage.delete(key.from);
          else if (await moveIfStored(storage, key.from, key.to)) moved.push(key);
        }
        return { kind: 'deleted', file };
      },
    );
    if (outcome.kind === 'notFound' || outcome.kind === 'conflict') return outcome;
    return outcome.value;
  } catch (error) {
    for (const key of moved.reverse()) await storage.move(key.to, key.from);
    throw error;
  }
}
