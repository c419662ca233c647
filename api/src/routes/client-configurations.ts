import { createRoute } from '@hono/zod-openapi';
import {
  CONFIGURATION_MAX_ELEMENTS_PER_KIT,
  CONFIGURATION_MAX_KITS,
  CONFIGURATION_MAX_REQUEST_BYTES,
  CONFIGURATION_MAX_REQUEST_KILOBYTES,
  CONFIGURATION_SAVE_WINDOW_MS,
  CONFIGURATION_SAVES_PER_WINDOW,
  WITHOUT_SALON,
} from '@meble/domain/client-configuration';
import { clientConfigurationEndpoints } from '@meble/domain/client-configuration-endpoints';
import { throttleBucketOf } from '@meble/domain/client-address';
import { errorBodySchema, type FieldError } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  deleteClientConfiguration,
  findClientConfiguration,
  isClientConfigurationVisible,
  listClientConfigurations,
  saveClientConfiguration,
} from '../client-configurations/repository.ts';
import { THROTTLE_UNAVAILABLE_RETRY_AFTER_SECONDS, ThrottleUnavailable, type ThrottleStore } from '../auth/throttle.ts';
import { refuseTooLarge } from '../http/body-limits.ts';
import { requestClientAddress } from '../http/client-address.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { denied, json, route, security } from '../http/openapi.ts';
import { clientConfigurationRecorder } from '../client-configurations/recorder.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { recordedCreate, recordedDelete } from '../history/recorded.ts';

/** The public configurator's intake: the only path here without a staff token (see PUBLIC_API_PATHS). */
export const CONFIGURATION_INTAKE_PATH = clientConfigurationEndpoints.intake.path;

const tags = ['client configurations'];

/**
 * Every request to the intake counts against its client address, refused ones too, before the body is read:
 * a flood is answered 429 without parsing anything. IPv6 clients count per /64 (throttleBucketOf).
 */
function throttleSaves(deps: ApiDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // c.env is undefined when an in-process caller passes no bindings.
    const address = requestClientAddress(c.env as ApiEnv['Bindings'] | undefined, c.req.header('x-forwarded-for'), deps.config.trustProxyHops ?? 0);
    let saves: Awaited<ReturnType<ThrottleStore['hit']>>;
    try {
      // IPv6 per /64: a client holding a whole block must not get a fresh allowance per address.
      saves = await deps.configurationThrottle.hit(throttleBucketOf(address));
    } catch (error) {
      // Fail closed: nothing is saved uncounted.
      if (!(error instanceof ThrottleUnavailable)) throw error;
      c.header('Retry-After', String(THROTTLE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(errorBody(messages.configurationSaveUnavailable), 503);
    }
    if (saves.count > CONFIGURATION_SAVES_PER_WINDOW) {
      const secondsLeft = Math.max(1, Math.ceil((saves.resetAt - deps.now()) / 1000));
      c.header('Retry-After', String(secondsLeft));
      return c.json(errorBody(messages.configurationThrottled(Math.ceil(secondsLeft / 60))), 429);
    }
    await next();
  };
}

function intakeRoute(deps: ApiDeps) {
  return createRoute({
    ...route(
      clientConfigurationEndpoints.intake,
      { 201: 'Saved: its id, and urlSlug, the address of the design in the configurator (128 random bits)' },
      {
        400: {
          ...errorResponses[400],
          description: 'Nothing saved: `errors` lists the fields at fault (e.g. `kits.0.elements.3.meshId`, `cSlug` for an unknown collection, `salon` for an unknown salon)',
        },
        413: json(`The request is over ${CONFIGURATION_MAX_REQUEST_KILOBYTES} KB; nothing saved`, errorBodySchema),
        429: json('Too many requests from this client address; `Retry-After` says when to try again', errorBodySchema),
        503: json('The store that counts requests (Redis) does not answer; nothing saved, `Retry-After` says when to try again', errorBodySchema),
      },
    ),
    tags,
    summary:
      `Save a customer's design from the public configurator (no staff token): at most ${CONFIGURATION_MAX_KITS} kits of ` +
      `${CONFIGURATION_MAX_ELEMENTS_PER_KIT} elements, ${CONFIGURATION_MAX_REQUEST_KILOBYTES} KB; ` +
      `${CONFIGURATION_SAVES_PER_WINDOW} requests per ${CONFIGURATION_SAVE_WINDOW_MS / 60_000} minutes per client address`,
    middleware: [
      throttleSaves(deps),
      bodyLimit({
        maxSize: CONFIGURATION_MAX_REQUEST_BYTES,
        onError: (c) => refuseTooLarge(c, messages.configurationTooLarge(CONFIGURATION_MAX_REQUEST_KILOBYTES)),
      }),
    ] as const,
  });
}

const listRoute = createRoute({
  ...route(
    clientConfigurationEndpoints.list,
    {
      200: 'One page with the salons the viewer may filter by, the page\'s collections that still exist, the catalogue elements its lines name (administrators only; [] otherwise), the count of every match and the next cursor',
    },
    { 400: { ...errorResponses[400], description: 'A malformed cursor or page size' }, ...denied },
  ),
  tags,
  summary:
    'Client configurations newest first (`order=oldest`: oldest first), by keyset (spec part 1 §7: list, salons): a salon user sees only their salon\'s and those ' +
    `without a salon (D13); \`salon\` is a salon's id or '${WITHOUT_SALON}', and another salon's id answers an empty list, as an unknown one does`,
  security,
  // cursor: the previous page's nextCursor (opaque); salon: a salon's id or 'none'; email: applied from 3 characters; order: newest|oldest.
});

const getRoute = createRoute({
  ...route(clientConfigurationEndpoints.one, { 200: 'The configuration and what it refers to' }, { ...denied, 404: errorResponses[404] }),
  tags,
  summary: "One client configuration (spec part 1 §7); another salon's answers 404 exactly as an unknown id (D13)",
  security,
});

const deleteRoute = createRoute({
  ...route(clientConfigurationEndpoints.remove, { 200: 'What was deleted' }, { ...denied, 404: errorResponses[404], ...writeConflict }),
  tags,
  summary:
    "Delete a client configuration (spec part 1 §2); another salon's answers 404 and stays (D13). `If-Match` may name the version seen " +
    '(a newer one answers 409 CONFLICT). Recorded with what it removed, so an administrator can undo it from the history for 30 days',
  security,
});

export function registerClientConfigurationRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;

  app.openapi(intakeRoute(deps), async (c) => {
    // The public intake has no signed-in writer: its entry names none.
    const saved = await recordedCreate(
      writeContextOf(deps, null),
      clientConfigurationRecorder,
      (trx) => saveClientConfiguration(trx, c.req.valid('json')),
      (result) => (result.kind === 'saved' ? result._id : undefined),
    );
    const result = saved.kind === 'written' || saved.kind === 'refused' ? saved.value : undefined;
    if (!result) throw new Error(`a configuration insert answered ${saved.kind}`);
    if (result.kind === 'refused') {
      const errors: FieldError[] = [];
      if (result.unknownCollection) errors.push({ field: 'cSlug', message: messages.unknownCollection });
      if (result.unknownSalon) errors.push({ field: 'salon', message: messages.unknownSalon });
      return c.json(validationErrorBody(errors), 400);
    }
    return c.json({ _id: result._id, urlSlug: result.urlSlug }, 201);
  });

  app.openapi(listRoute, async (c) => {
    const user = c.get('user');
    const result = await listClientConfigurations(db, user, c.req.valid('query'));
    if (result.kind === 'badCursor') return c.json(validationErrorBody([{ field: 'cursor', message: messages.invalidCursor }]), 400);
    // Says whose scope the count is, so a gateway can tell this API's count from a legacy one's (which counts everything).
    return c.json({ ...result.page, scopedTo: user.is_admin ? null : user.id }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const detail = await findClientConfiguration(db, c.get('user'), c.req.valid('param').id);
    if (!detail) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, detail.clientConf.version);
    return c.json(detail, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const user = c.get('user');
    // Asked before the version check, so a conflict never shows another salon's configuration (D13).
    if (!(await isClientConfigurationVisible(db, user, id))) return c.json(errorBody(messages.notFound), 404);
    const outcome = await recordedDelete(writeContextOf(deps, actorOf(c)), clientConfigurationRecorder, id, { seen: seenVersionOf(c), accept: (deleted: number) => deleted > 0 }, (trx) =>
      deleteClientConfiguration(trx, user, id),
    );
    // Who changed it comes from the history, which a salon user does not see (D29): they are told only that it changed.
    if (outcome.kind === 'conflict') {
      const body = c.get('user').is_admin ? outcome.body : { ...outcome.body, message: messages.recordConflictUnknown, changedBy: null, changedAt: null };
      return c.json(body, 409);
    }
    if (outcome.kind !== 'written') return c.json(errorBody(messages.notFound), 404);
    return c.json({ deleted: { clientConfigurations: outcome.value } }, 200);
  });
}
