import {
  effectiveTranslationFilter,
  TRANSLATION_FILTER_MIN_CHARS,
  TRANSLATION_TEXT_MAX,
  translationCursor,
  translationFieldsSchema,
  TRANSLATIONS_PAGE_MAX,
  TRANSLATIONS_PAGE_SIZE,
  type Translation,
} from '@meble/domain/translation';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { adminMutation, fromRest, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import * as translations from '../rest/translations.ts';
import { startAhead } from '../selection.ts';
import { keysetPageInfo, pageSize, refuseUnstorableArgs, restLimit } from '../keyset.ts';

export const TranslationRef = builder.loadableNodeRef('Translation', {
  id: { resolve: (translation: Translation) => translation._id },
  load: (ids: string[], context) =>
    Promise.all(
      ids.map(async (id) => {
        const found = await nullOn404(translations.getTranslation(context.rest, id));
        return found ?? new NotFound();
      }),
    ),
});

/** What `node(id)` starts with a translation: the files that add its fields register their loads. */
export const translationReadAheads = nodeReadAheads(TranslationRef.name);

TranslationRef.implement({
  description: "One of the configurator's texts in Polish and English (spec part 1 §3). The key is read-only.",
  authScopes: { admin: true },
  fields: (t) => ({
    key: t.exposeString('key'),
    pl: t.exposeString('pl'),
    en: t.exposeString('en'),
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.' }),
  }),
});

interface TranslationPage {
  edges: { cursor: string; node: Translation }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasPreviousPage: boolean; hasNextPage: boolean };
  totalCount: number;
}

interface TranslationPageArgs {
  first?: number | null;
  after?: string | null;
  filter?: string | null;
}

const PAGE_SIZES = { size: TRANSLATIONS_PAGE_SIZE, max: TRANSLATIONS_PAGE_MAX };
/** The REST page of a connection page; throws for arguments the caller got wrong, before any call. */
function listQuery(args: TranslationPageArgs): translations.TranslationPageQuery {
  refuseUnstorableArgs({ filter: args.filter, after: args.after });
  return { limit: restLimit(pageSize(args.first, PAGE_SIZES)), cursor: args.after, filter: effectiveTranslationFilter(args.filter) ?? null };
}

/** The REST page, once per request and query: the root field starts it ahead of its scope check, the resolver reads it. */
const listOnce = perRequest(
  'translations',
  (context: GatewayContext, query: translations.TranslationPageQuery) => fromRest(translations.listTranslations(context.rest, query)),
  (query) => [query.limit, query.cursor ?? null, query.filter ?? null],
);

builder.queryField('translations', (t) =>
  t.connection(
    {
      type: TranslationRef,
      description:
        `By key, ${TRANSLATIONS_PAGE_SIZE} by default (at most ${TRANSLATIONS_PAGE_MAX}). \`filter\` applies from ${TRANSLATION_FILTER_MIN_CHARS} ` +
        'characters (trimmed) as a part of the key or of either text, case and Polish letters ignored; shorter is ignored (spec part 1 §5). Administrators only.',
      args: { filter: t.arg.string() },
      // The page's call starts with the scope check: its answer carries the viewer, so no /users/me, and nothing reaches the answer before the check passed.
      authScopes: (_root, args, context) => {
        try {
          startAhead(listOnce(context, listQuery(args)));
        } catch {
          // Arguments the resolver refuses start nothing.
        }
        return { admin: true };
      },
      resolve: async (_root, args, context): Promise<TranslationPage> => {
        const size = pageSize(args.first, PAGE_SIZES);
        const answer = await listOnce(context, listQuery(args));
        const edges = answer.translations.slice(0, size).map((node) => ({ cursor: translationCursor(node), node }));
        return {
          edges,
          pageInfo: keysetPageInfo(edges, args.after, { nextCursor: answer.nextCursor, rows: answer.translations.length }, size),
          totalCount: answer.totalCount,
        };
      },
    },
    {
      name: 'TranslationConnection',
      fields: (c) => ({
        totalCount: c.int({ description: 'All translations matching the filter.', resolve: (page) => page.totalCount }),
      }),
    },
  ),
);

const TranslationFields = builder.inputType('TranslationFields', {
  fields: (t) => ({
    pl: t.string({ required: true, description: `Required, at most ${TRANSLATION_TEXT_MAX} characters (trimmed).` }),
    en: t.string({ required: true, description: `Required, at most ${TRANSLATION_TEXT_MAX} characters (trimmed).` }),
  }),
});

const TranslationPayload = builder.objectRef<{ translation: Translation }>('TranslationPayload').implement({
  fields: (t) => ({ translation: t.field({ type: TranslationRef, resolve: (p) => p.translation }) }),
});

adminMutation('updateTranslation', {
  type: TranslationPayload,
  description: "Changes a translation's pl and en (spec part 1 §5 \"Translation edit\"); the key stays. Administrators only.",
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({
    id: arg.globalID({ required: true, for: [TranslationRef] }),
    input: arg({ type: TranslationFields, required: true }),
    version: arg.int({ description: 'The version of the translation the editor saw.' }),
  }),
  input: { schema: translationFieldsSchema, from: (args) => args.input },
  resolve: async ({ args, input, context }) => ({ translation: await translations.updateTranslation(context.rest, args.id.id, input, seenVersion(args.version)) }),
});
