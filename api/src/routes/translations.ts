import { createRoute } from '@hono/zod-openapi';
import { messages } from '@meble/domain/messages';
import {
  TRANSLATION_FILTER_MIN_CHARS,
  TRANSLATION_TEXT_MAX,
  translationDetailSchema,
  translationFieldsSchema,
  translationListQuerySchema,
  translationListSchema,
  translationSchema,
} from '@meble/domain/translation';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody } from '../http/errors.ts';
import { body, denied, json, security } from '../http/openapi.ts';
import { idParams } from '../http/params.ts';
import { findTranslationById, listTranslations, updateTranslation } from '../translations/repository.ts';

// Administrators only (D14): none of these paths is in guards.ts's NON_ADMIN_PATHS.
const tags = ['translations'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/cms/settings/translations',
  tags,
  summary:
    `Translations by key, by keyset (spec part 1 §7: data.translations). \`filter\` applies from ${TRANSLATION_FILTER_MIN_CHARS} characters ` +
    '(trimmed) as a case-sensitive part of the key; shorter is ignored. `cursor`: the previous page\'s nextCursor',
  security,
  request: { query: translationListQuerySchema },
  responses: {
    200: json('One page under data.translations, with the count of every match and the next cursor beside it', translationListSchema),
    400: { ...errorResponses[400], description: 'A malformed cursor or page size' },
    ...denied,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/cms/settings/translation/{id}',
  tags,
  summary: 'One translation',
  security,
  request: { params: idParams },
  responses: { 200: json('The translation', translationDetailSchema), ...denied, 404: errorResponses[404] },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/api/cms/settings/translation/update/{id}',
  tags,
  summary: `Change a translation's pl and en (both required, trimmed, at most ${TRANSLATION_TEXT_MAX} characters each); the key is read-only`,
  security,
  request: { params: idParams, body: body(translationFieldsSchema) },
  responses: { 200: json('The updated translation', translationSchema), 400: errorResponses[400], ...denied, 404: errorResponses[404] },
});

export function registerTranslationRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  app.openapi(listRoute, async (c) => {
    const result = await listTranslations(db, c.req.valid('query'));
    if (result.kind === 'badCursor') return c.json(validationErrorBody([{ field: 'cursor', message: messages.invalidRequest }]), 400);
    return c.json({ data: result.page }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const translation = await findTranslationById(db, c.req.valid('param').id);
    if (!translation) return c.json(errorBody(messages.notFound), 404);
    return c.json({ translation }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const translation = await updateTranslation(db, c.req.valid('param').id, c.req.valid('json'));
    if (!translation) return c.json(errorBody(messages.notFound), 404);
    return c.json(translation, 200);
  });
}
