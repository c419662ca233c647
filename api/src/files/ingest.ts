import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  extensionOf,
  FILE_CONTENT_TYPES,
  formatFileSize,
  isStoredName,
  KEEPS_ORIGINAL_NAME,
  ORIGINAL_NAME_MAX,
  sanitisedFileName,
  UPLOAD_MAX_BYTES,
  type FileKind,
  type FileRecord,
  type FileValidation,
} from '@meble/domain/file';
import { fileUsesText } from '@meble/domain/file-uses';
import { messages } from '@meble/domain/messages';
import { sql } from 'kysely';
import type { ApiDeps } from '../http/context.ts';
import type { Actor } from '../history/log.ts';
import { isValidatedModel, MODEL_CHECK_MAX_BYTES, SIBLING_TOO_LARGE, validateModel, type SiblingLoader } from './checks/gltf.ts';
import { UploadRefusedError, isRefusal, type Refusal } from './checks/refusal.ts';
import { checkContent, checkExtension, uploadedBaseName } from './checks/sniff.ts';
import { makeThumbnail } from './checks/thumbnail.ts';
import { findFilesByIds, findFilesByNames, saveUploadedFile, replaceFileRecord, type SavedFile } from './repository.ts';
import { fileKey, thumbnailKey, type FileStorage } from './storage.ts';
import { usesOfFiles } from './uses.ts';

/**
 * The upload pipeline's one way in (tus completions, multipart uploads, the demo seed): a finished local file is
 * checked (name, extension, content), hashed, given its thumbnail and a model's validation, moved into storage
 * under its stored name (D17) and recorded. A refusal stores nothing; the local file is gone afterwards either way.
 */

export type IngestDeps = Pick<ApiDeps, 'db' | 'now' | 'recordHistory' | 'storage'>;

export interface IngestInput {
  kind: FileKind;
  /** A local file this call takes over: moved into storage, or removed. */
  path: string;
  /** The name it was uploaded with (the client's; maybe with folders or percent-encoding). */
  originalName: string;
  /** The bytes' SHA-256, when the caller hashed them as they arrived (spares reading the file again). */
  sha256?: string;
}

function refuse(refusal: Refusal): never {
  throw new UploadRefusedError(refusal);
}

/** A model's stored name: its sanitised own, when that is a stored name that keeps the checked extension. */
function modelNameOf(originalName: string, extension: string): string | undefined {
  const name = sanitisedFileName(uploadedBaseName(originalName));
  return name !== undefined && isStoredName(name) && extensionOf(name) === extension ? name : undefined;
}

/** Whether a model uploaded as `originalName` (with its checked extension) gets a stored name (D17). */
export function isUsableModelName(originalName: string, extension: string): boolean {
  return modelNameOf(originalName, extension) !== undefined;
}

/** The stored name (D17): a model keeps its sanitised own, any other file gets an unguessable one. */
export function storedNameFor(kind: FileKind, originalName: string, extension: string): string {
  if (!KEEPS_ORIGINAL_NAME[kind]) return `${randomBytes(12).toString('hex')}${extension}`;
  return modelNameOf(originalName, extension) ?? refuse({ status: 400, message: messages.fileNameUnusable });
}

/**
 * Why a model may not be written under its stored name, or undefined: the name is another file's (two long names
 * shortened alike, or spelt apart only by what the name's cleaning removes). Replacing (D17) is for the same file sent
 * again: its name as sent is the stored name or the stored file's original name.
 */
export async function replacementClash(db: IngestDeps['db'], kind: FileKind, originalName: string): Promise<Refusal | undefined> {
  if (!KEEPS_ORIGINAL_NAME[kind]) return undefined;
  const checked = checkExtension(kind, originalName);
  if (isRefusal(checked)) return undefined;
  const name = modelNameOf(originalName, checked.extension);
  if (name === undefined) return undefined;
  const [existing] = await findFilesByNames(db, kind, [name]);
  return clashWith(existing, originalName, name);
}

function clashWith(existing: FileRecord | undefined, originalName: string, name: string): Refusal | undefined {
  const own = uploadedBaseName(originalName);
  if (!existing || own === name || own === existing.originalname) return undefined;
  return { status: 409, message: messages.fileNameTaken(own, name, existing.originalname) };
}

/** Why the stored file of this name may not be replaced by this upload (D17), or undefined: one lookup of it. */
async function replacementRefusal(db: IngestDeps['db'], kind: FileKind, originalName: string, name: string, validation: FileValidation | null): Promise<Refusal | undefined> {
  if (!KEEPS_ORIGINAL_NAME[kind]) return undefined;
  const [existing] = await findFilesByNames(db, kind, [name]);
  if (!existing) return undefined;
  const clash = clashWith(existing, originalName, name);
  if (clash || !validation || validation.errors === 0) return clash;
  // A model the catalogue uses is not replaced by one with errors: the elements would show a broken model.
  const usedBy = (await usesOfFiles(db, [existing._id])).get(existing._id) ?? [];
  return usedBy.length === 0 ? undefined : { status: 409, message: messages.fileReplacementBroken(name, validation.errors, fileUsesText(usedBy)) };
}

/** Work on one stored name, one at a time in this process: two uploads of a name never mix one's bytes with the other's record. */
const nameQueues = new Map<string, Promise<unknown>>();

async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (nameQueues.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  nameQueues.set(key, tail);
  try {
    return await run;
  } finally {
    if (nameQueues.get(key) === tail) nameQueues.delete(key);
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

async function readStored(storage: FileStorage, key: string): Promise<Uint8Array | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of object.body) chunks.push(chunk);
  // A fresh array of its own: the validator reads the whole underlying buffer, which a pooled Buffer shares.
  return new Uint8Array(Buffer.concat(chunks));
}

/** Stored models read by their stored names, for a glTF's buffers and textures. */
const siblingsIn =
  (storage: FileStorage): SiblingLoader =>
  async (name, maxBytes) => {
    const key = fileKey('model', name);
    const found = await storage.stat(key);
    if (!found) return undefined;
    return found.size > maxBytes ? SIBLING_TOO_LARGE : readStored(storage, key);
  };

const isoAt = (deps: Pick<ApiDeps, 'now'>): string => new Date(deps.now()).toISOString();

/** Checks, stores and records the local file of an upload; throws UploadRefusedError (nothing stored) on a refusal. */
export async function ingestLocalFile(deps: IngestDeps, actor: Actor | null, input: IngestInput): Promise<SavedFile> {
  try {
    return await ingest(deps, actor, input);
  } finally {
    // Moved into storage on success; on any failure the staged bytes are not kept.
    await rm(input.path, { force: true });
  }
}

async function ingest(deps: IngestDeps, actor: Actor | null, input: IngestInput): Promise<SavedFile> {
  const { kind, path } = input;
  const checked = checkExtension(kind, input.originalName);
  if (isRefusal(checked)) refuse(checked);
  const { extension } = checked;
  const name = storedNameFor(kind, input.originalName, extension);
  const { size } = await stat(path);
  if (size === 0) refuse({ status: 400, message: messages.fileEmpty });
  if (size > UPLOAD_MAX_BYTES) refuse({ status: 413, message: messages.fileTooBig(formatFileSize(size), formatFileSize(UPLOAD_MAX_BYTES)) });
  const mismatch = await checkContent(path, extension);
  if (mismatch) refuse(mismatch);

  const sha256 = input.sha256 ?? (await sha256Of(path));
  const validation: FileValidation | null =
    // Not read at all above the check's bound: the file stays on disk, never whole in memory.
    kind === 'model' && isValidatedModel(name) && size <= MODEL_CHECK_MAX_BYTES
      ? await validateModel(new Uint8Array(await readFile(path)), name, siblingsIn(deps.storage), isoAt(deps))
      : null;
  const thumbnail = await makeThumbnail(path, extension);
  const contentType = FILE_CONTENT_TYPES[extension] ?? 'application/octet-stream';

  const saved = await oneAtATime(fileKey(kind, name), async (): Promise<SavedFile> => {
    const refusal = await replacementRefusal(deps.db, kind, input.originalName, name, validation);
    if (refusal) refuse(refusal);
    // The thumbnail first: the file and its record appear together with it, or a replaced model keeps its old one.
    if (thumbnail) await deps.storage.put(thumbnailKey(kind, name), Readable.from([thumbnail]), { contentType: 'image/png', size: thumbnail.length });
    await deps.storage.putFile(fileKey(kind, name), path, { contentType, size });
    if (!thumbnail) await deps.storage.delete(thumbnailKey(kind, name));

    try {
      return await saveUploadedFile(deps, actor, {
        kind,
        name,
        originalName: uploadedBaseName(input.originalName).slice(0, ORIGINAL_NAME_MAX) || name,
        size,
        sha256,
        contentType,
        hasThumbnail: thumbnail !== undefined,
        validation,
      });
    } catch (error) {
      // A generated name is this upload's alone: unrecorded bytes would never be reachable, so they go.
      if (!KEEPS_ORIGINAL_NAME[kind]) {
        await deps.storage.delete(fileKey(kind, name)).catch(() => undefined);
        await deps.storage.delete(thumbnailKey(kind, name)).catch(() => undefined);
      }
      throw error;
    }
  });
  if (kind === 'model') await revalidateDependents(deps, actor, name).catch(() => undefined);
  return saved;
}

/**
 * A model file that other models named as missing (a .bin or texture uploaded after its .gltf): those models are
 * checked again, so their validation stops listing it. Best effort: the upload itself has already succeeded.
 */
export async function revalidateDependents(deps: IngestDeps, actor: Actor | null, name: string): Promise<FileRecord[]> {
  const rows = await deps.db
    .selectFrom('files')
    .select('id')
    .where('kind', '=', 'model')
    .where(sql<boolean>`validation -> 'missing' @> ${JSON.stringify([name])}::jsonb`)
    .limit(100)
    .execute();
  if (rows.length === 0) return [];
  const updated: FileRecord[] = [];
  for (const record of await findFilesByIds(deps.db, rows.map((row) => row.id))) {
    const bytes = await readStored(deps.storage, fileKey('model', record.name));
    if (!bytes) continue;
    const validation = await validateModel(bytes, record.name, siblingsIn(deps.storage), isoAt(deps));
    const file = await replaceFileRecord(deps, actor, record._id, {
      kind: 'model',
      name: record.name,
      originalName: record.originalname,
      size: record.size,
      sha256: record.sha256,
      contentType: record.contentType,
      hasThumbnail: record.thumbUrl !== null,
      validation,
    });
    if (file) updated.push(file);
  }
  return updated;
}

/**
 * A model checked before its check listed the siblings it names has none on record, so nothing kept its .bin and
 * textures from being deleted under it (D9). Each such model is checked once more from its stored bytes. Only the
 * check is written: it follows from the content, so the file keeps its version and its history. Answers how many
 * models now list their siblings.
 */
export async function listSiblingsOfEarlierChecks(deps: Pick<IngestDeps, 'db' | 'now' | 'storage'>): Promise<number> {
  const rows = await deps.db
    .selectFrom('files')
    .select(['id', 'name'])
    .where('kind', '=', 'model')
    .where(sql<boolean>`validation is not null and not (validation ? 'siblings')`)
    .execute();
  let listed = 0;
  for (const row of rows.filter((candidate) => isValidatedModel(candidate.name))) {
    const bytes = await readStored(deps.storage, fileKey('model', row.name));
    const validation = bytes && (await validateModel(bytes, row.name, siblingsIn(deps.storage), isoAt(deps)));
    if (!validation?.siblings) continue;
    const written = await deps.db
      .updateTable('files')
      .set({ validation: JSON.stringify(validation) })
      .where('id', '=', row.id)
      // A model uploaded again meanwhile was checked with its siblings listed: that check stands.
      .where(sql<boolean>`not (validation ? 'siblings')`)
      .executeTakeFirst();
    if (written.numUpdatedRows > 0n) listed += 1;
  }
  return listed;
}
