import { createRoute } from '@hono/zod-openapi';
import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { historyEndpoints } from '@meble/domain/history-endpoints';
import { messages } from '@meble/domain/messages';
import { actorOf, seenVersionOf, writeContextOf } from '../history/http.ts';
import { listHistory } from '../history/log.ts';
import { undoEntry } from '../history/undo.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, writeConflict } from '../http/errors.ts';
import { denied, route, security } from '../http/openapi.ts';

// Administrators only (D29: salon users see no history): none of these paths is in guards.ts's NON_ADMIN_PATHS.
const tags = ['history'];

const listRoute = createRoute({
  ...route(historyEndpoints.list, { 200: 'One page of entries, newest first, with the cursor of the next' }, { 400: errorResponses[400], ...denied }),
  tags,
  summary:
    'Every recorded write, newest first, by keyset (`after`: the previous page\'s nextCursor). A record\'s own history: `kind` and `recordId`. ' +
    '`actorId`, `from`/`to` (Warsaw days, inclusive) and `q` (record or person, from 2 characters, case and accents ignored) narrow it',
  security,
});

const undoRoute = createRoute({
  ...route(
    historyEndpoints.undo,
    { 200: 'The entry the undo recorded' },
    { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict },
  ),
  tags,
  summary:
    `Undo an entry: an update's before-values written back (refused when those fields changed since), a delete restored with ids kept ` +
    `and what it took along (for ${DELETE_UNDO_DAYS} days), an import's new records removed (unless changed since). ` +
    'Recorded as a new entry; the record\'s version may be named (`version` or `If-Match`); anything in the way answers 409 and writes nothing',
  security,
});

export function registerHistoryRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(listRoute, async (c) => c.json(await listHistory(deps.db, c.req.valid('query'), new Date(deps.now())), 200));

  app.openapi(undoRoute, async (c) => {
    const result = await undoEntry(writeContextOf(deps, actorOf(c)), c.req.valid('param').id, seenVersionOf(c, c.req.valid('json').version));
    switch (result.kind) {
      case 'notFound':
        return c.json(errorBody(messages.historyNotFound), 404);
      case 'refused':
        return c.json(errorBody(result.message), 409);
      case 'conflict':
        return c.json(result.body, 409);
      case 'undone':
        return c.json({ entry: result.entry }, 200);
    }
  });
}
