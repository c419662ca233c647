import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { KNOWN_SIGN_IN_MS, SIGN_IN_WINDOW_MS } from '@meble/domain/auth';
import { APP_NAME, APP_VERSION } from '@meble/domain/app';
import { appEndpoints } from '@meble/domain/app-endpoints';
import { CONFIGURATION_SAVE_WINDOW_MS } from '@meble/domain/client-configuration';
import { messages } from '@meble/domain/messages';
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import { createPasswordHasher, type PasswordHasher } from './auth/password.ts';
import { createMemoryThrottle, keyedThrottle, throttleKeyer, type ThrottleStore } from './auth/throttle.ts';
import type { ApiConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import { createDirectoryStorage } from './files/directory-storage.ts';
import type { FileStorage } from './files/storage.ts';
import { limitRequestBodies, withBodyLimitAnswers } from './http/body-limits.ts';
import type { ApiApp, ApiDeps, ApiEnv } from './http/context.ts';
import { errorBody, requestFieldErrors, validationErrorBody } from './http/errors.ts';
import { adminsUnlessListed, authenticate } from './http/guards.ts';
import { databaseHealth, registerHealthRoute, type HealthCheck } from './http/health.ts';
import { withAuthenticatedUserHeader } from './http/openapi.ts';
import { cors } from 'hono/cors';
import { DEFAULT_CONFIGURATOR_URL } from '@meble/domain/client-configuration';
import { registerAuthenticationRoutes, SIGN_IN_PATH } from './routes/authentication.ts';
import { registerCollectionRoutes } from './routes/collections.ts';
import { registerDashboardRoutes } from './routes/dashboard.ts';
import { registerDictionaryRoutes } from './routes/dictionaries.ts';
import { registerElementCategoryRoutes } from './routes/element-categories.ts';
import { registerElementRoutes } from './routes/elements.ts';
import { registerElementCsvRoutes } from './routes/elements-csv.ts';
import { registerKitRoutes } from './routes/kits.ts';
import { registerFabricRoutes } from './routes/fabrics.ts';
import { registerFinishRoutes } from './routes/finishes.ts';
import { CONFIGURATION_INTAKE_PATH, registerClientConfigurationRoutes } from './routes/client-configurations.ts';
import { registerSearchRoutes } from './routes/search.ts';
import { registerTranslationRoutes } from './routes/translations.ts';
import { registerHistoryRoutes } from './routes/history.ts';
import { registerUserRoutes } from './routes/users.ts';
import { registerFileRoutes } from './routes/files.ts';
import { registerUploadRoutes } from './routes/uploads.ts';
import { registerUploadServing } from './routes/uploads-serving.ts';
import { describeError, jsonLogger, type Logger } from '@meble/domain/logger';
import { storable } from '@meble/domain/text';
import { installPolishZodMessages } from '@meble/domain/zod-messages';

export const OPENAPI_PATH = appEndpoints.openApi.path;

/** Every path of the API: its guards are mounted here, so a path added later is behind them. */
const EVERY_API_PATH = '/api/*';

/** A path as routes see its parameters; one that does not decode is taken as written (the routes do the same). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The only /api paths reachable without a session; every route added later is protected by default. */
const PUBLIC_API_PATHS = new Set<string>([SIGN_IN_PATH, OPENAPI_PATH, CONFIGURATION_INTAKE_PATH]);

export interface CreateApiOptions {
  db: Kysely<Database>;
  config: ApiConfig;
  /** Sign-in throttling; a per-process memory store when omitted. */
  throttle?: ThrottleStore;
  /** Failed and refused sign-ins per client address; a per-process memory store when omitted. */
  addressThrottle?: ThrottleStore;
  /** E-mail and address pairs that signed in, exempt from the address's block; a per-process memory store when omitted. */
  knownSignIns?: ThrottleStore;
  /** Throttling of the configurator's intake per client address; a per-process memory store when omitted. */
  configurationThrottle?: ThrottleStore;
  /** Epoch milliseconds; tests move it to expire tokens and throttling windows. */
  now?: () => number;
  /** Where unexpected errors go; JSON lines on stderr when omitted. */
  log?: Logger;
  /** Password hashing; the production cost (scrypt N=2^17) when omitted, a cheap one in tests. */
  passwords?: PasswordHasher;
  /** Parts /healthz checks beside the database (Redis when configured: see connectRedis). */
  health?: readonly HealthCheck[];
  /** D29: true unless a benchmark measures the history's own cost. */
  recordHistory?: boolean;
  /** Where uploaded files live; a fresh directory under the system's temporary directory when omitted (tests). */
  storage?: FileStorage;
  /** Where tus stages uploads; a fresh directory under the system's temporary directory when omitted (tests). */
  stagingDir?: string;
}

/** A fresh path under the system's temporary directory, made only when first written (storage and tus create it). */
function temporaryDir(prefix: string): string {
  return join(tmpdir(), `${prefix}${randomUUID()}`);
}

/** Builds the REST API; nothing listens here: call `fetch` in-process or hand it to a server. */
export function createApi(opts: CreateApiOptions): ApiApp {
  // A check without its own message answers in Polish too, wherever the API parses with zod.
  installPolishZodMessages();
  const now = opts.now ?? Date.now;
  // Every store, memory or Redis, keeps only keyed hashes of e-mails and addresses, the same on every replica.
  const keyOf = throttleKeyer(opts.config.jwtSecret);
  const deps: ApiDeps = {
    db: opts.db,
    config: opts.config,
    now,
    throttle: keyedThrottle(opts.throttle ?? createMemoryThrottle({ windowMs: SIGN_IN_WINDOW_MS, now }), 'sign-in-failures', keyOf),
    addressThrottle: keyedThrottle(
      opts.addressThrottle ?? createMemoryThrottle({ windowMs: SIGN_IN_WINDOW_MS, now }),
      'sign-in-address-failures',
      keyOf,
    ),
    knownSignIns: keyedThrottle(opts.knownSignIns ?? createMemoryThrottle({ windowMs: KNOWN_SIGN_IN_MS, now }), 'known-sign-ins', keyOf),
    configurationThrottle: keyedThrottle(
      opts.configurationThrottle ?? createMemoryThrottle({ windowMs: CONFIGURATION_SAVE_WINDOW_MS, now }),
      'configuration-saves',
      keyOf,
    ),
    passwords: opts.passwords ?? createPasswordHasher(),
    recordHistory: opts.recordHistory ?? true,
    storage: opts.storage ?? createDirectoryStorage(temporaryDir('meble-files-')),
    stagingDir: opts.stagingDir ?? temporaryDir('meble-uploads-staging-'),
  };
  const log = opts.log ?? jsonLogger;

  const app = new OpenAPIHono<ApiEnv>({
    // D12: the domain schema's Polish messages, per field, whatever client calls.
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationErrorBody(requestFieldErrors(result.error)), 400);
      return undefined;
    },
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'Bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

  registerHealthRoute(app, [databaseHealth(deps.db, log), ...(opts.health ?? [])]);

  // The public configurator calls the intake from its own origin in the customer's browser (CORS preflight).
  app.use(
    CONFIGURATION_INTAKE_PATH,
    cors({
      origin: new URL(opts.config.configuratorUrl ?? DEFAULT_CONFIGURATOR_URL).origin,
      allowMethods: ['POST'],
      allowHeaders: ['Content-Type'],
      maxAge: 600,
    }),
  );

  const requireSession = authenticate(deps);
  app.use(EVERY_API_PATH, async (c, next) => {
    if (PUBLIC_API_PATHS.has(c.req.path)) return next();
    return requireSession(c, next);
  });
  // Before the role guard: a body too large is refused as such, whoever sends it and wherever.
  app.use(EVERY_API_PATH, limitRequestBodies(PUBLIC_API_PATHS));
  app.use(EVERY_API_PATH, async (c, next) => {
    if (PUBLIC_API_PATHS.has(c.req.path)) return next();
    return adminsUnlessListed(c, next);
  });

  // NUL or a lone surrogate in the address (PostgreSQL stores neither, and would fail with a 500): no
  // record has such a path, and no query parameter may carry one, whatever path later issues add.
  app.use(EVERY_API_PATH, async (c, next) => {
    const url = new URL(c.req.url);
    if (!storable(decodedPath(url.pathname))) return c.json(errorBody(messages.notFound), 404);
    for (const [field, value] of url.searchParams) {
      if (!storable(value)) return c.json(validationErrorBody([{ field, message: messages.unstorableText }]), 400);
    }
    return next();
  });

  registerAuthenticationRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerDictionaryRoutes(app, deps);
  registerCollectionRoutes(app, deps);
  registerElementCategoryRoutes(app, deps);
  registerElementRoutes(app, deps);
  registerElementCsvRoutes(app, deps);
  registerKitRoutes(app, deps);
  registerFabricRoutes(app, deps);
  registerFinishRoutes(app, deps);
  registerClientConfigurationRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerTranslationRoutes(app, deps);
  registerHistoryRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerFileRoutes(app, deps);
  registerUploadRoutes(app, deps);
  registerUploadServing(app, deps);

  app.get(OPENAPI_PATH, (c) =>
    c.json(withAuthenticatedUserHeader(withBodyLimitAnswers(app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: `${APP_NAME}: REST API`, version: APP_VERSION } })))),
  );

  app.notFound((c) => c.json(errorBody(messages.notFound), 404));

  app.onError((error, c) => {
    // Hono's own 4xx (malformed JSON, missing Content-Type) are the client's fault: answer in the same JSON shape.
    if (error instanceof HTTPException && error.status < 500) {
      // 415: a body that is not JSON (Hono's check of the Content-Type), said as such.
      return c.json(errorBody(error.status === 415 ? messages.jsonContentType : messages.invalidRequest), error.status);
    }
    log.error('unexpected error', { method: c.req.method, path: c.req.path, ...describeError(error) });
    return c.json(errorBody(messages.unexpected), 500);
  });

  return app;
}
