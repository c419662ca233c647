import { createRoute, z } from '@hono/zod-openapi';
import {
  FILE_FILTER_MIN_CHARS,
  FILE_KIND_OF_TYPE,
  FILE_SEARCH_MIN_CHARS,
  FILES_PAGE_SIZE,
  fileInUseSchema,
  LEGS_IMAGE_MARKER,
  type FileKind,
} from '@meble/domain/file';
import { fileEndpoints } from '@meble/domain/file-endpoints';
import { fileDeleteBlocker } from '@meble/domain/file-uses';
import { conflictBodySchema } from '@meble/domain/history';
import { messages } from '@meble/domain/messages';
import { deleteFile, findFileById, findFilesByIds, listFiles, searchFiles, type FileListQuery } from '../files/repository.ts';
import { usesOfFiles } from '../files/uses.ts';
import { actorOf, seenVersionOf, setVersionEtag } from '../history/http.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';

// Administrators only (D14): none of these paths is in guards.ts's NON_ADMIN_PATHS.
const tags = ['files'];

const badCursor = { ...errorResponses[400], description: 'A malformed cursor (`after`) or page size' };
const filterWords =
  `newest first, by keyset (\`after\`: the page before's \`next\`), with the count of every match. \`q\` applies from ${FILE_FILTER_MIN_CHARS} ` +
  'characters (trimmed) as a part of the stored or the original name, case and Polish letters ignored; shorter is ignored';

/** The spec's per-kind lists (spec part 1 §7: a `data` array of file records). */
const LISTS = [
  { endpoint: fileEndpoints.textures, kind: 'texture', words: 'Fabric and finish textures' },
  { endpoint: fileEndpoints.models, kind: 'model', words: '3D models (and their .bin and texture siblings)' },
  { endpoint: fileEndpoints.images, kind: 'image', words: 'Images' },
  { endpoint: fileEndpoints.icons, kind: 'icon', words: 'Icons' },
  { endpoint: fileEndpoints.collections, kind: 'collection', words: 'Collection pictures' },
  { endpoint: fileEndpoints.latestImages, kind: 'image', words: 'The newest images' },
] as const satisfies readonly { endpoint: unknown; kind: FileKind; words: string }[];

const queryRoute = createRoute({
  ...route(fileEndpoints.query, { 200: 'One page of files, the count of every match and the next cursor' }, { 400: badCursor, ...denied }),
  tags,
  summary:
    `Files of any kind or of \`kind\`, ${filterWords}. \`legs=true\`: only those whose name holds "${LEGS_IMAGE_MARKER}" (the colouring images, ` +
    'spec part 1 §9), `false`: none of them. `names` or `ids` (comma-separated) answer those files only, all on one page',
  security,
});

const searchRoute = createRoute({
  ...route(fileEndpoints.search, { 200: `The ${FILES_PAGE_SIZE} newest matches` }, { 400: errorResponses[400], ...denied }),
  tags,
  summary: `Files of a type whose stored or original name holds the phrase (spec part 1 §7), from ${FILE_SEARCH_MIN_CHARS} characters, case and Polish letters ignored`,
  security,
});

const usesRoute = createRoute({
  ...route(fileEndpoints.uses, { 200: 'Per file asked for (unknown ids left out), what uses it' }, { 400: errorResponses[400], ...denied }),
  tags,
  summary: "What uses each file (D9): elements by their model or icon, collections by their picture, kits by their image",
  security,
});

const oneRoute = createRoute({
  ...route(fileEndpoints.one, { 200: 'The file and what uses it' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'One file with what uses it (D9)',
  security,
});

const deleteRoute = createRoute({
  ...route(
    fileEndpoints.delete,
    { 200: 'The deleted file' },
    {
      400: { ...errorResponses[400], description: 'The payload names another file (its `_id`, `fileType` or `fileName`)' },
      ...denied,
      404: errorResponses[404],
      409: {
        description:
          '`code: FILE_IN_USE` when the catalogue uses the file (D9: the message and `usedBy` name what), or `code: CONFLICT` when it changed since the version the delete named',
        content: { 'application/json': { schema: z.union([conflictBodySchema, fileInUseSchema]) } },
      },
    },
  ),
  tags,
  summary:
    'Delete a file (spec part 1 §7; the payload\'s `_id`, `fileType` and `fileName`, where given, must be the file\'s). Refused while the catalogue uses it; ' +
    'recorded in the history, where its delete can be undone for 30 days with its content',
  security,
});

const splitList = (text: string | undefined): string[] | undefined =>
  text === undefined ? undefined : text.split(',').map((item) => item.trim()).filter((item) => item !== '');

export function registerFileRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  for (const list of LISTS) {
    const listRoute = createRoute({
      ...route(list.endpoint, { 200: 'One page of files, the count of every match and the next cursor' }, { 400: badCursor, ...denied }),
      tags,
      summary: `${list.words}: ${filterWords}`,
      security,
    });
    app.openapi(listRoute, async (c) => {
      const result = await listFiles(db, { ...c.req.valid('query'), kind: list.kind });
      if (result.kind === 'badCursor') return c.json(validationErrorBody([{ field: 'after', message: messages.invalidRequest }]), 400);
      return c.json(result.page, 200);
    });
  }

  app.openapi(queryRoute, async (c) => {
    const { legs, names, ids, kind, uses, ...page } = c.req.valid('query');
    const query: FileListQuery = {
      ...page,
      ...(kind === undefined ? {} : { kind }),
      ...(legs === undefined ? {} : { legs: legs === 'true' }),
      ...(names === undefined ? {} : { names: splitList(names) }),
      ...(ids === undefined ? {} : { ids: splitList(ids) }),
    };
    const result = await listFiles(db, query);
    if (result.kind === 'badCursor') return c.json(validationErrorBody([{ field: 'after', message: messages.invalidRequest }]), 400);
    if (uses !== 'true') return c.json(result.page, 200);
    // With the page, so a list that shows what may be deleted costs its caller no second call.
    const usedBy = await usesOfFiles(db, result.page.data.map((file) => file._id));
    return c.json({ ...result.page, data: result.page.data.map((file) => ({ ...file, usedBy: usedBy.get(file._id) ?? [] })) }, 200);
  });

  // Before /api/cms/files/{id}, which would take 'search' and 'uses' for ids.
  app.openapi(searchRoute, async (c) => {
    const { type, phrase } = c.req.valid('query');
    return c.json({ data: await searchFiles(db, FILE_KIND_OF_TYPE[type], phrase, FILES_PAGE_SIZE) }, 200);
  });

  app.openapi(usesRoute, async (c) => {
    const ids = splitList(c.req.valid('query').ids) ?? [];
    const known = await findFilesByIds(db, ids);
    const uses = await usesOfFiles(db, known.map((file) => file._id));
    return c.json({ data: known.map((file) => ({ fileId: file._id, usedBy: uses.get(file._id) ?? [] })) }, 200);
  });

  app.openapi(oneRoute, async (c) => {
    const file = await findFileById(db, c.req.valid('param').id);
    if (!file) return c.json(errorBody(messages.fileNotFound), 404);
    setVersionEtag(c, file.version);
    const uses = await usesOfFiles(db, [file._id]);
    return c.json({ file, usedBy: uses.get(file._id) ?? [] }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...expect } = c.req.valid('json');
    const result = await deleteFile(deps, actorOf(c), id, { seen: seenVersionOf(c, version), expect });
    switch (result.kind) {
      case 'notFound':
        return c.json(errorBody(messages.fileNotFound), 404);
      case 'mismatch':
        return c.json(errorBody(messages.fileDeleteMismatch), 400);
      case 'conflict':
        return c.json(result.body, 409);
      case 'inUse':
        return c.json({ code: 'FILE_IN_USE' as const, message: fileDeleteBlocker(result.file.name, result.usedBy) ?? '', usedBy: result.usedBy }, 409);
      case 'deleted':
        return c.json({ deleted: result.file }, 200);
    }
  });
}
