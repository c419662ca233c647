import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Collection } from '@meble/domain/collection';
import type { Element } from '@meble/domain/element';
import {
  effectiveFileFilter,
  FILE_FILTER_MIN_CHARS,
  FILE_KINDS,
  FILE_KIND_OF_USE,
  FILE_USE_KINDS,
  RECORD_OF_FILE_USE,
  FILES_PAGE_MAX,
  FILES_PAGE_SIZE,
  fileInUseSchema,
  isStoredName,
  LEGS_IMAGE_MARKER,
  type FileKind,
  type FileRecord,
  type FileUse,
  type FileUseKind,
  type FileValidation,
  type UsedRecordKind,
} from '@meble/domain/file';
import { fileDeleteBlocker } from '@meble/domain/file-uses';
import { graphEnumName } from '@meble/domain/graph-enum';
import type { Kit } from '@meble/domain/kit';
import { messages } from '@meble/domain/messages';
import type { Fabric } from '@meble/domain/fabric';
import type { Finish } from '@meble/domain/finish';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { keysetPageInfo, pageSize, refuseUnstorableArgs, restLimit } from '../keyset.ts';
import { nullOn404 } from '../loaders.ts';
import { adminMutation, fromRest, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import { RestError } from '../rest-client.ts';
import * as files from '../rest/files.ts';
import { startAhead } from '../selection.ts';
import { CollectionRef } from './collection.ts';
import { ElementRef } from './element.ts';
import { ErrorInterface } from './error.ts';
import { KitRef } from './kit.ts';
import { FabricRef } from './fabric.ts';
import { FinishRef } from './finish.ts';

/*
 * Uploaded files (spec part 1 §2–§9; D9, D17): the File node, the files list, the delete, and the File fields of the
 * records that name a file (Collection.photo, Element.model and icon, Kit.thumbnail). Administrators only.
 */

/** A file as REST answered it; `usedBy` when its own answer (GET one) carried it. */
type FileNode = FileRecord & { readonly usedBy?: readonly FileUse[] };

/** GraphQL names of the domain's camel-case values: elementModel → ELEMENT_MODEL. */

const KIND_DESCRIPTIONS: Record<FileKind, string> = {
  model: 'A 3D model (.gltf, .glb) or a file a model names (.bin, textures); it keeps its own name (D17).',
  image: `An image; colouring (legs) images have "${LEGS_IMAGE_MARKER}" in their name.`,
  icon: "An element's icon.",
  collection: "A collection's picture.",
  texture: 'A fabric or finish texture.',
};

export const FileKindRef = builder.enumType('FileKind', {
  values: Object.fromEntries(FILE_KINDS.map((kind) => [graphEnumName(kind), { value: kind, description: KIND_DESCRIPTIONS[kind] }])) as Record<
    string,
    { value: FileKind; description: string }
  >,
});

const USE_DESCRIPTIONS: Record<FileUseKind, string> = {
  elementModel: "An element's 3D model (its `file`).",
  elementIcon: "An element's icon (its `thumbUrl`).",
  collectionPhoto: "A collection's main photo (its `thumbUrl`).",
  kitThumbnail: "A kit's thumbnail (its `thumbUrl`).",
  fabricTexture: "A fabric's texture (its `fileUrl`).",
  fabricSwatch: "A fabric's swatch (its `thumbUrl`).",
  finishTexture: "A leg or element finish's texture (its `textureName`).",
  modelSibling: 'A .bin or texture a stored .gltf model reads (its check lists it).',
};

const FileUseKindRef = builder.enumType('FileUseKind', {
  values: Object.fromEntries(FILE_USE_KINDS.map((use) => [graphEnumName(use), { value: use, description: USE_DESCRIPTIONS[use] }])) as Record<
    string,
    { value: FileUseKind; description: string }
  >,
});

/** The graph type of each kind of record a use names (RECORD_OF_FILE_USE). */
const TYPE_OF_USED_RECORD: Record<UsedRecordKind, string> = {
  element: ElementRef.name,
  collection: CollectionRef.name,
  kit: KitRef.name,
  fabric: FabricRef.name,
  finish: FinishRef.name,
  // FileRef's name: the ref is declared below, with the fields that read these uses.
  file: 'File',
};
/** Whether the record a use names is in a collection (the others are listed by their family or kind). */
const IN_COLLECTION: Record<UsedRecordKind, boolean> = { element: true, collection: true, kit: true, fabric: false, finish: false, file: false };

const FileUseRef = builder.objectRef<FileUse>('FileUse').implement({
  description: 'A record that uses a file (D9), named as the use says it: ids for links, no call to read the record.',
  fields: (t) => ({
    use: t.field({ type: FileUseKindRef, resolve: (use) => use.use }),
    name: t.exposeString('name', { description: "The record's name." }),
    recordId: t.id({
      description: "The record's global id (an Element, Collection or Kit node); a collection's is its slug.",
      resolve: (use) => encodeGlobalID(TYPE_OF_USED_RECORD[RECORD_OF_FILE_USE[use.use]], use.use === 'collectionPhoto' ? (use.collectionSlug ?? use._id) : use._id),
    }),
    collectionSlug: t.string({
      nullable: true,
      description: "Where the record is listed, for a link to it: the collection it is in (a collection: its own slug); for a fabric its family's slug; for a finish its kind (legs, elements).",
      resolve: (use) => use.collectionSlug,
    }),
    collectionId: t.id({
      nullable: true,
      description: 'The global id of the collection the record is in, for a link to it; null for a record outside collections.',
      resolve: (use) => (use.collectionSlug === null || !IN_COLLECTION[RECORD_OF_FILE_USE[use.use]] ? null : encodeGlobalID(CollectionRef.name, use.collectionSlug)),
    }),
  }),
});

const FileValidationMessageRef = builder.objectRef<FileValidation['messages'][number]>('FileValidationMessage').implement({
  fields: (t) => ({
    severity: t.field({
      type: builder.enumType('FileValidationSeverity', { values: { ERROR: { value: 'error' }, WARNING: { value: 'warning' }, INFO: { value: 'info' } } as const }),
      resolve: (message) => message.severity,
    }),
    code: t.exposeString('code'),
    message: t.exposeString('message', { description: "The validator's own words (English)." }),
    pointer: t.exposeString('pointer', { nullable: true, description: 'Where in the glTF JSON (a JSON pointer).' }),
  }),
});

const FileValidationRef = builder.objectRef<FileValidation>('FileValidation').implement({
  description: "What a model's check found (gltf-validator).",
  fields: (t) => ({
    valid: t.exposeBoolean('valid', { description: 'No errors, and every sibling (.bin, textures) it names is stored.' }),
    errors: t.exposeInt('errors'),
    warnings: t.exposeInt('warnings'),
    infos: t.exposeInt('infos'),
    messages: t.field({ type: [FileValidationMessageRef], description: 'The first 50 messages.', resolve: (validation) => validation.messages }),
    missing: t.exposeStringList('missing', { description: 'Sibling files the model names that are not stored.' }),
    validatedAt: t.exposeString('validatedAt', { description: 'ISO 8601.' }),
  }),
});

const FileCreatorRef = builder.objectRef<NonNullable<FileRecord['createdBy']>>('FileCreator').implement({
  description: 'Who uploaded a file.',
  fields: (t) => ({
    name: t.exposeString('name'),
    userId: t.id({ description: "The user's global id (a User node).", resolve: (user) => encodeGlobalID('User', user._id) }),
  }),
});

/** Ids the API stores (uuid): anything else names no file, so it costs no call. */
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const FileRef = builder.loadableNodeRef('File', {
  id: { resolve: (file: FileNode) => file._id },
  // One call per id: the file's own answer carries what uses it, so `usedBy` costs nothing more.
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        if (!FILE_ID.test(id)) return new NotFound();
        const detail = await nullOn404(files.getFile(context.rest, id));
        if (!detail) return new NotFound();
        context.loaders.fileUses.prime(detail.file._id, detail.usedBy);
        return { ...detail.file, usedBy: detail.usedBy };
      }),
    ),
});

/** What `node(id)` starts with a file: the files that add its fields (its history) register their loads. */
export const fileReadAheads = nodeReadAheads(FileRef.name);

/** What uses the file: from its own answer, else one call for every file of the request. */
async function usesOf(file: FileNode, context: GatewayContext): Promise<readonly FileUse[]> {
  return file.usedBy ?? (await context.loaders.fileUses.load(file._id));
}

FileRef.implement({
  description: 'An uploaded file: a 3D model, an image, an icon, a collection picture or a texture (spec part 1 §3). Administrators only.',
  authScopes: { admin: true },
  fields: (t) => ({
    kind: t.field({ type: FileKindRef, resolve: (file) => file.kind }),
    name: t.exposeString('name', { description: 'The stored name, which records name it by: a model keeps its own (D17), others get a generated one.' }),
    originalName: t.exposeString('originalname', { description: 'The name it was uploaded with.' }),
    url: t.exposeString('url', { description: 'Served from the panel\'s own origin: /uploads/{kind}/{name}.' }),
    thumbnailUrl: t.exposeString('thumbUrl', { nullable: true, description: 'A 120×120 PNG, for images up to 10 MB and a PDF\'s first page; null without one.' }),
    size: t.exposeInt('size', { description: 'In bytes (at most 256 MB).' }),
    contentType: t.exposeString('contentType'),
    createdAt: t.exposeString('createdAt', { description: 'ISO 8601.' }),
    createdBy: t.field({ type: FileCreatorRef, nullable: true, description: 'Null for a file the system stored, or whose uploader is gone.', resolve: (file) => file.createdBy }),
    validation: t.field({ type: FileValidationRef, nullable: true, description: "A model's check; null for other kinds and for a model not checked.", resolve: (file) => file.validation }),
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in deleteFile (`version`) so a stale delete answers a ConflictError.' }),
    usedBy: t.field({
      type: [FileUseRef],
      description: 'What uses the file (D9): a used file cannot be deleted. One REST call for every file of a list, none for a file read by its id.',
      resolve: (file, _args, context) => usesOf(file, context),
    }),
    viewerCanDelete: t.boolean({
      description: 'Whether the viewer may delete the file now: by the rule the API enforces, an administrator, while nothing uses it (D9).',
      resolve: async (file, _args, context) => (await context.viewer())?.isAdmin === true && fileDeleteBlocker(file.name, await usesOf(file, context)) === null,
    }),
    viewerCannotDeleteReason: t.string({
      nullable: true,
      description: 'Why the file cannot be deleted now, in Polish, as the API would refuse it (what uses it); null when it can.',
      resolve: async (file, _args, context) => fileDeleteBlocker(file.name, await usesOf(file, context)),
    }),
  }),
});

// ---- The list ----

interface FilesArgs {
  kind?: FileKind | null | undefined;
  filter?: string | null | undefined;
  legs?: boolean | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}

const PAGE_SIZES = { size: FILES_PAGE_SIZE, max: FILES_PAGE_MAX };

/** The REST page of a connection page; throws for arguments the caller got wrong, before any call. */
function listQuery(args: FilesArgs): files.FilePageQuery {
  refuseUnstorableArgs({ filter: args.filter, after: args.after });
  return {
    kind: args.kind ?? undefined,
    limit: restLimit(pageSize(args.first, PAGE_SIZES)),
    after: args.after || undefined,
    q: effectiveFileFilter(args.filter),
    legs: args.legs ?? undefined,
  };
}

/** The REST page, once per request and query: the root field starts it ahead of its scope check, the resolver reads it. */
const listOnce = perRequest(
  'files',
  (context: GatewayContext, query: files.FilePageQuery) => fromRest(files.listFiles(context.rest, query)),
  (query) => [query.kind ?? null, query.limit, query.after ?? null, query.q ?? null, query.legs ?? null],
);

builder.queryField('files', (t) =>
  t.connection(
    {
      type: FileRef,
      description:
        `Uploaded files, newest first, ${FILES_PAGE_SIZE} by default (at most ${FILES_PAGE_MAX}); every kind unless \`kind\` says. \`filter\` applies from ` +
        `${FILE_FILTER_MIN_CHARS} characters (trimmed) as a part of the name or the original name, case and Polish letters ignored (D27); shorter is ignored. ` +
        `\`legs: true\`: only images whose name contains "${LEGS_IMAGE_MARKER}" (colouring images). Pass \`pageInfo.endCursor\` as \`after\` for the next page. Administrators only.`,
      args: { kind: t.arg({ type: FileKindRef }), filter: t.arg.string(), legs: t.arg.boolean() },
      // The page's call starts with the scope check: nothing reaches the answer before the check passed.
      authScopes: (_root, args, context) => {
        try {
          startAhead(listOnce(context, listQuery(args)));
        } catch {
          // Arguments the resolver refuses start nothing.
        }
        return { admin: true };
      },
      resolve: async (_root, args, context) => {
        const size = pageSize(args.first, PAGE_SIZES);
        const answer = await listOnce(context, listQuery(args));
        const rows = answer.data.slice(0, size);
        // The REST list's keyset cursor names the end of the page it answered (not of a shorter one, first: 0): every edge of the page carries it.
        const pageEnd = rows.length === answer.data.length ? answer.next : null;
        const edges = rows.map((node: FileNode) => ({ cursor: pageEnd ?? '', node }));
        const pageInfo = keysetPageInfo(edges, args.after, { nextCursor: answer.next, rows: answer.data.length }, size);
        return { edges, pageInfo: { ...pageInfo, endCursor: pageEnd }, totalCount: answer.total };
      },
    },
    {
      name: 'FileConnection',
      fields: (c) => ({
        totalCount: c.int({ description: 'All files matching the kind, the filter and `legs`.', resolve: (page) => page.totalCount }),
      }),
    },
  ),
);

// ---- The records that name a file ----

/** The stored file of this kind and name, through the request's one batched loader; null for none (or no name). */
function fileNamed(context: GatewayContext, kind: FileKind, name: string): Promise<FileRecord | null> {
  // A name no upload could have stored names no file: no call.
  if (!isStoredName(name)) return Promise.resolve(null);
  return context.loaders.fileByName.load({ kind, name });
}

const FILE_FIELD = 'Null when no such file is stored. Every file of a query is read in one REST call per kind, after the records that name them.';

builder.objectField(ElementRef, 'model', (t) =>
  t.field({ type: FileRef, nullable: true, description: `The 3D model its \`file\` names. ${FILE_FIELD}`, resolve: (element: Element, _args, context) => fileNamed(context, FILE_KIND_OF_USE.elementModel, element.file) }),
);

builder.objectField(ElementRef, 'icon', (t) =>
  t.field({ type: FileRef, nullable: true, description: `The icon its \`thumbUrl\` names. ${FILE_FIELD}`, resolve: (element: Element, _args, context) => fileNamed(context, FILE_KIND_OF_USE.elementIcon, element.thumbUrl) }),
);

builder.objectField(CollectionRef, 'photo', (t) =>
  t.field({
    type: FileRef,
    nullable: true,
    description: `The collection picture its \`thumbUrl\` names. ${FILE_FIELD}`,
    resolve: (collection: Collection, _args, context) => fileNamed(context, FILE_KIND_OF_USE.collectionPhoto, collection.thumbUrl),
  }),
);

builder.objectField(KitRef, 'thumbnail', (t) =>
  t.field({ type: FileRef, nullable: true, description: `The image its \`thumbUrl\` names. ${FILE_FIELD}`, resolve: (kit: Kit, _args, context) => fileNamed(context, FILE_KIND_OF_USE.kitThumbnail, kit.thumbUrl) }),
);

builder.objectField(FabricRef, 'texture', (t) =>
  t.field({ type: FileRef, nullable: true, description: `The texture image its \`fileUrl\` names. ${FILE_FIELD}`, resolve: (fabric: Fabric, _args, context) => fileNamed(context, FILE_KIND_OF_USE.fabricTexture, fabric.fileUrl) }),
);

builder.objectField(FabricRef, 'swatch', (t) =>
  t.field({ type: FileRef, nullable: true, description: `The swatch image its \`thumbUrl\` names (null for none). ${FILE_FIELD}`, resolve: (fabric: Fabric, _args, context) => fileNamed(context, FILE_KIND_OF_USE.fabricSwatch, fabric.thumbUrl) }),
);

builder.objectField(FinishRef, 'texture', (t) =>
  t.field({ type: FileRef, nullable: true, description: `The texture image its \`textureName\` names. ${FILE_FIELD}`, resolve: (finish: Finish, _args, context) => fileNamed(context, FILE_KIND_OF_USE.finishTexture, finish.texture) }),
);

// ---- The delete ----

/** 409 FILE_IN_USE (D9): the file stays; the message and every use, for links to them. */
export class FileInUseFailure extends Error {
  override name = 'FileInUseFailure';
  constructor(
    message: string,
    readonly usedBy: readonly FileUse[],
  ) {
    super(message);
  }
}

builder.objectType(FileInUseFailure, {
  name: 'FileInUseError',
  description: 'The file is used (D9): nothing was deleted. The message names the uses in Polish; `usedBy` lists them.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ usedBy: t.field({ type: [FileUseRef], resolve: (error) => error.usedBy }) }),
});

const DeleteFilePayload = builder.objectRef<{ deletedId: string }>('DeleteFilePayload').implement({
  fields: (t) => ({ deletedId: t.id({ description: 'Global id of the deleted file (for @deleteEdge and @deleteRecord).', resolve: (p) => p.deletedId }) }),
});

adminMutation('deleteFile', {
  type: DeleteFilePayload,
  description: 'Deletes a file nothing uses (D9), with its thumbnail; a used one answers FileInUseError, a stale `version` a ConflictError. Administrators only.',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure, FileInUseFailure],
  args: (arg) => ({ id: arg.globalID({ required: true, for: [FileRef] }), version: arg.int({ description: 'The version of the file the deleter saw.' }) }),
  resolve: async ({ args, context }) => {
    const seen = seenVersion(args.version);
    if (!FILE_ID.test(args.id.id)) throw new NotFoundFailure(messages.fileNotFound);
    try {
      const deleted = await files.deleteFile(context.rest, args.id.id, seen);
      return { deletedId: encodeGlobalID(FileRef.name, deleted._id) };
    } catch (error) {
      const inUse = error instanceof RestError && error.status === 409 ? fileInUseSchema.safeParse(error.raw) : undefined;
      if (inUse?.success) throw new FileInUseFailure(inUse.data.message, inUse.data.usedBy);
      throw error;
    }
  },
});
