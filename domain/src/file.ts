import { z } from 'zod';
import { recordVersionField, seenVersionField, type RecordKind } from './history.ts';
import { fileMessages } from './messages/files.ts';
import { validationMessages } from './messages/validation.ts';
import { pageLimitParam } from './query-params.ts';

/**
 * Uploaded files (spec part 1 §2 "File list screens", "Upload screens", §3 "Uploaded file record", §4, §5, §9;
 * D9, D17, D18, D19, D22, D23): 3D models, images, icons, collection pictures and fabric/finish textures, each
 * stored once and referenced by name from the catalogue.
 */

export const FILE_KINDS = ['model', 'image', 'icon', 'collection', 'texture'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Spec part 1 §2 "Upload screens", plus `.glb` for models (D22). Lower case, with the dot. */
export const FILE_KIND_EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  model: ['.gltf', '.glb', '.bin', '.jpg', '.jpeg', '.png'],
  image: ['.jpg', '.jpeg', '.png', '.svg'],
  icon: ['.jpg', '.jpeg', '.png', '.svg'],
  texture: ['.jpg', '.jpeg', '.png', '.gif'],
  collection: ['.jpg', '.jpeg', '.png', '.gif', '.pdf', '.svg'],
};

/** The content type each allowed extension is served with. */
export const FILE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.gltf': 'model/gltf+json',
  '.glb': 'model/gltf-binary',
  '.bin': 'application/octet-stream',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** Spec part 1 §5 and §9 "Upload": 256 MB, 2 MiB chunks, 2 files at a time, 3 retries. */
export const UPLOAD_MAX_BYTES = 256 * 1024 * 1024;
export const UPLOAD_CHUNK_BYTES = 2_097_152;
export const UPLOAD_PARALLEL = 2;
export const UPLOAD_RETRIES = 3;

/** Spec part 1 §5: thumbnails 120×120 for images up to 10 MB (and a PDF's first page). */
export const THUMBNAIL_SIZE = 120;
export const THUMBNAIL_MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/** Spec part 1 §5 and §9: list filters from 3 characters; the server's search from more than 2. */
export const FILE_FILTER_MIN_CHARS = 3;
export const FILE_SEARCH_MIN_CHARS = 3;

/** Spec part 1 §9: colouring (legs) images are the images whose name contains this. */
export const LEGS_IMAGE_MARKER = 'legs';

/** The list pages: 50 by default, at most 200. */
export const FILES_PAGE_SIZE = 50;
export const FILES_PAGE_MAX = 200;

/** The tus endpoint (D18): `POST` creates an upload, `PATCH …/{id}` sends its bytes from the offset the server has. */
export const TUS_UPLOAD_PATH = '/api/files/upload';

/** Where every stored file is served, on the panel's own origin, whatever the storage (public reads). */
export const UPLOADS_PATH = '/uploads';

/** Thumbnails are served under this pseudo-kind: `/uploads/thumbnails/{kind}/{name}.png`. */
export const THUMBNAILS_SEGMENT = 'thumbnails';

/** The lower-case extension of a name, with its dot ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Whether an extension (with its dot) may be uploaded as a file of `kind`. */
export function isAllowedExtension(kind: FileKind, extension: string): boolean {
  return FILE_KIND_EXTENSIONS[kind].includes(extension.toLowerCase());
}

/** The allowed extensions of a kind as the upload widget and its refusals name them: '.jpg, .png'. */
export function allowedExtensionsText(kind: FileKind): string {
  return FILE_KIND_EXTENSIONS[kind].join(', ');
}

/** Models keep their (sanitised) original names: a .gltf names its .bin and textures (D17). */
export const KEEPS_ORIGINAL_NAME: Readonly<Record<FileKind, boolean>> = {
  model: true,
  image: false,
  icon: false,
  collection: false,
  texture: false,
};

/** The longest stored name: a model's name is referenced by elements (spec part 2 §3: file, max 35). */
export const FILE_NAME_MAX = 35;
/** The longest original name kept. */
export const ORIGINAL_NAME_MAX = 255;

/**
 * A model's stored name from the name it was uploaded with (D17): the last path segment, Polish letters
 * transliterated, anything but letters, digits, '.', '-' and '_' made '-', no leading dot, at most FILE_NAME_MAX.
 * Undefined when nothing usable remains.
 */
export function sanitisedFileName(original: string): string | undefined {
  const base = original.split(/[\\/]/).pop() ?? '';
  const folded = base
    .normalize('NFKD')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[\u0300-\u036f]/g, '');
  const cleaned = folded.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').replace(/-+/g, '-');
  const extension = extensionOf(cleaned);
  if (cleaned === '' || cleaned === extension) return undefined;
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const stem = cleaned.slice(0, FILE_NAME_MAX - extension.length).replace(/[.-]+$/, '');
  return stem === '' ? undefined : `${stem}${extension}`;
}

/** A stored name as the URL and the storage key take it: one safe segment, never '.', '..' or a hidden name. */
export const STORED_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name) && !name.includes('..');
}

/** The address a stored file is served at. */
export function fileUrl(kind: FileKind, name: string): string {
  return `${UPLOADS_PATH}/${kind}/${encodeURIComponent(name)}`;
}

/** The address of a file's thumbnail (when it has one). */
export function thumbnailUrl(kind: FileKind, name: string): string {
  return `${UPLOADS_PATH}/${THUMBNAILS_SEGMENT}/${kind}/${encodeURIComponent(name)}.png`;
}

/**
 * What a screen shows for a name a record stores: the stored file's address (a PDF: its first page's thumbnail), or
 * null for a name no upload could have stored. From the name alone, so a screen needs no File field (and no second
 * round of REST calls) to show a record's pictures.
 */
export function pictureUrl(kind: FileKind, name: string): string | null {
  const trimmed = name.trim();
  if (!isStoredName(trimmed)) return null;
  return extensionOf(trimmed) === '.pdf' ? thumbnailUrl(kind, trimmed) : fileUrl(kind, trimmed);
}

/** Spec part 1 §2: the models list offers 'Zobacz' only for these. */
export function isViewableModel(name: string): boolean {
  const extension = extensionOf(name);
  return extension === '.gltf' || extension === '.glb';
}

/**
 * The filter as applied (spec part 1 §5, §9): the trimmed phrase from FILE_FILTER_MIN_CHARS characters on (else
 * none); it matches a name or original name containing it, case and Polish letters folded (D27).
 */
export function effectiveFileFilter(filter: string | null | undefined): string | undefined {
  const trimmed = filter?.trim() ?? '';
  return trimmed.length >= FILE_FILTER_MIN_CHARS ? trimmed : undefined;
}

/** What a model's check found (gltf-validator), kept with the record and shown in the list. */
export const fileValidationSchema = z.object({
  valid: z.boolean().describe('No errors, and every sibling (.bin, textures) it names is stored'),
  errors: z.number().int(),
  warnings: z.number().int(),
  infos: z.number().int(),
  messages: z
    .array(z.object({ severity: z.enum(['error', 'warning', 'info']), code: z.string(), message: z.string(), pointer: z.string().nullable() }))
    .describe('The first 50 messages'),
  missing: z.array(z.string()).describe('Sibling files the model names that are not stored'),
  siblings: z
    .array(z.string())
    .optional()
    .describe('Every sibling file (.bin, texture) the model names, stored or not: a stored one cannot be deleted while the model is (D9); absent when unknown'),
  validatedAt: z.string(),
});
export type FileValidation = z.infer<typeof fileValidationSchema>;

/** What uses a file (D9): its kind, the record and where it lives. */
export const FILE_USE_KINDS = ['elementModel', 'elementIcon', 'collectionPhoto', 'kitThumbnail', 'fabricTexture', 'fabricSwatch', 'finishTexture', 'modelSibling'] as const;
export type FileUseKind = (typeof FILE_USE_KINDS)[number];
/** The kind of file each use names: the picker's kind in the form, the check on a write (D12), the uses query. */
export const FILE_KIND_OF_USE: Readonly<Record<FileUseKind, FileKind>> = { elementModel: 'model', elementIcon: 'icon', collectionPhoto: 'collection', kitThumbnail: 'image', fabricTexture: 'texture', fabricSwatch: 'texture', finishTexture: 'texture', modelSibling: 'model' };
/** The kind of record each use names: its graph type, and where a link to it opens. */
export const RECORD_OF_FILE_USE = {
  elementModel: 'element',
  elementIcon: 'element',
  collectionPhoto: 'collection',
  kitThumbnail: 'kit',
  fabricTexture: 'fabric',
  fabricSwatch: 'fabric',
  finishTexture: 'finish',
  modelSibling: 'file',
} as const satisfies Readonly<Record<FileUseKind, RecordKind>>;
export type UsedRecordKind = (typeof RECORD_OF_FILE_USE)[FileUseKind];

export const fileUseSchema = z.object({
  use: z.enum(FILE_USE_KINDS),
  _id: z.string().describe('The record using the file'),
  name: z.string(),
  collectionSlug: z
    .string()
    .nullable()
    .describe("Where the record is listed: the collection it is in (a collection's own slug), a fabric's family slug, a finish's kind (legs, elements); null for a model"),
});
export type FileUse = z.infer<typeof fileUseSchema>;

/** The uploaded file record (spec part 1 §3: _id, name, originalname, createdAt) and what we add to it. */
export const fileRecordSchema = z.object({
  _id: z.string(),
  kind: z.enum(FILE_KINDS),
  name: z.string().describe('The stored name: a model keeps its own (D17), others get a generated one'),
  originalname: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  contentType: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  validation: fileValidationSchema.nullable(),
  ...recordVersionField,
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

const kindParam = z.enum(FILE_KINDS, { error: fileMessages.fileKindInvalid });

/** A list's query: the filter (applied from 3 characters), a page of `limit`, after the keyset cursor `after`. */
export const fileListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  limit: pageLimitParam(FILES_PAGE_MAX, FILES_PAGE_SIZE),
  after: z.string().max(200).optional().describe('The `next` of the page before'),
});

/** Every file list (spec part 1 §7: `data` array of file records), newest first, with the filtered count. */
export const fileListSchema = z.object({
  data: z.array(fileRecordSchema.extend({ usedBy: z.array(fileUseSchema).optional().describe('What uses the file (D9): only when asked with `uses=true`') })),
  total: z.number().int(),
  next: z.string().nullable().describe('The cursor of the next page; null on the last'),
});
export type FileList = z.infer<typeof fileListSchema>;

/** GET /api/cms/files: any kind, for the graph and the pickers. `names` looks records up by stored name. */
export const fileQuerySchema = fileListQuerySchema.extend({
  kind: kindParam.optional(),
  legs: z.enum(['true', 'false']).optional().describe('Only images whose name contains "legs" (spec part 1 §9)'),
  names: z.string().max(20_000).optional().describe('Comma-separated stored names (with kind): those records only'),
  ids: z.string().max(20_000).optional().describe('Comma-separated ids: those records only'),
  uses: z.enum(['true', 'false']).optional().describe('`true`: each file with what uses it (D9), read with the page'),
});

/** GET /api/cms/files/search (spec part 1 §7: type and phrase; from more than 2 characters). */
export const fileSearchQuerySchema = z.object({
  type: z.enum(['images', 'models', 'icons', 'collections', 'textures'], { error: fileMessages.fileKindInvalid }),
  phrase: z.string().trim().min(FILE_SEARCH_MIN_CHARS, fileMessages.searchTooShort).max(200),
});
export const fileSearchAnswerSchema = z.object({ data: z.array(fileRecordSchema) });

/** Which kind each search `type` and each multipart upload path means. */
export const FILE_KIND_OF_TYPE = { images: 'image', models: 'model', icons: 'icon', collections: 'collection', textures: 'texture' } as const;

/** One file with what uses it (D9). */
export const fileDetailSchema = z.object({ file: fileRecordSchema, usedBy: z.array(fileUseSchema) });

/** GET /api/cms/files/uses?ids=…: what uses each file, for many at once (the graph's batch). */
export const fileUsesQuerySchema = z.object({ ids: z.string().min(1).max(20_000) });
export const fileUsesAnswerSchema = z.object({ data: z.array(z.object({ fileId: z.string(), usedBy: z.array(fileUseSchema) })) });

/** The file delete payload (spec part 1 §3: _id, fileType, fileName), and the version its editor saw (D29). */
export const fileDeleteBodySchema = z.object({
  _id: z.string().optional(),
  fileType: z.enum(['model', 'image', 'icon', 'collection', 'texture', 'user'], { error: fileMessages.fileKindInvalid }).optional(),
  fileName: z.string().max(ORIGINAL_NAME_MAX).optional(),
  ...seenVersionField,
});
export const fileDeleteAnswerSchema = z.object({ deleted: fileRecordSchema });

/** 409 FILE_IN_USE: the Polish message and each use (D9). */
export const fileInUseSchema = z.object({ code: z.literal('FILE_IN_USE'), message: z.string(), usedBy: z.array(fileUseSchema) });

/** The answer of an upload (multipart or tus completion): the stored record. */
export const fileUploadAnswerSchema = z.object({ data: fileRecordSchema });

/** tus metadata the web client sends with each upload. */
export const tusMetadataSchema = z.object({
  kind: kindParam,
  filename: z.string().min(1, fileMessages.fileNameMissing).max(ORIGINAL_NAME_MAX, validationMessages.tooLong(ORIGINAL_NAME_MAX)),
  filetype: z.string().max(200).optional(),
});

/** Sizes as the widget and refusals show them: '12,5 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
