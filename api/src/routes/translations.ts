import { createRoute } from '@hono/zod-openapi';
import { messages } from '@meble/domain/messages';
import { TRANSLATION_FILTER_MIN_CHARS, TRANSLATION_TEXT_MAX } from '@meble/domain/translation';
import { translationEndpoints } from '@meble/domain/translation-endpoints';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { recordedUpdate } from '../history/recorded.ts';
import { translationRecorder } from '../translations/recorder.ts';
import { findTranslationById, listTranslations, updateTranslation } from '../translations/repository.ts';

// Administrators only (D14): none of these paths is in guards.ts's NON_ADMIN_PATHS.
const tags = ['translations'];

const listRoute = createRoute({
  ...route(
    translationEndpoints.list,
    { 200: 'One page under data.translations, with the count of every match and the next cursor beside it' },
    { 400: { ...errorResponses[400], description: 'A malformed cursor or page size' }, ...denied },
  ),
  tags,
  summary:
    `Translations by key, by keyset (spec part 1 §7: data.translations). \`filter\` applies from ${TRANSLATION_FILTER_MIN_CHARS} characters ` +
    '(trimmed) as a part of the key or of either text, case and Polish letters ignored; shorter is ignored. `cursor`: the previous page\'s nextCursor',
  security,
});

const getRoute = createRoute({
  ...route(translationEndpoints.one, { 200: 'The translation' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: 'One translation',
  security,
});

const updateRoute = createRoute({
  ...route(translationEndpoints.update, { 200: 'The updated translation' }, { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary:
    `Change a translation's pl and en (both required, trimmed, at most ${TRANSLATION_TEXT_MAX} characters each); the key is read-only. ` +
    'Names the version its editor saw (`version` or `If-Match`): a newer one answers 409 CONFLICT; recorded in the history',
  security,
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
    setVersionEtag(c, translation.version);
    return c.json({ translation }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, ...texts } = c.req.valid('json');
    const written = await recordedUpdate(writeContextOf(deps, actorOf(c)), translationRecorder, id, { seen: seenVersionOf(c, version) }, (trx) =>
      updateTranslation(trx, id, texts),
    );
    if (written.kind === 'conflict') return c.json(written.body, 409);
    if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, written.value.version);
    return c.json(written.value, 200);
  });
}
