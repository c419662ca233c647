import { GraphQLError } from 'graphql';
import { DEFAULT_CONFIGURATOR_URL } from '@meble/domain/client-configuration';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
// The API's own check of its session tokens (HS256 pinned, issuer, audience, expiry), so both verify alike.
import { verifySession } from '@meble/api/auth/tokens';
import { bearerToken, createContext, createUpstreamStamps, type GatewayContext } from './context.ts';
import { clientError, useErrorCodes } from './client-errors.ts';
import { internalError, unauthenticated } from './errors.ts';
import { graphiqlOptions, renderGraphiQLPage } from './graphiql.ts';
import { operationLimitPlugins, type GraphLimits } from './limits.ts';
import { createDictionariesCache } from './rest/dictionaries.ts';
import { jsonLogger, type Logger } from '@meble/domain/logger';
import { installPolishZodMessages } from '@meble/domain/zod-messages';
import type { Upstream } from './rest-client.ts';
import { schema } from './schema/index.ts';
import { useRequestParameters } from './request-parameters.ts';
import { usePersistedOperations, WEB_OPERATION_STORE, type OperationStore, type SignedIn } from './persisted-operations.ts';

interface GatewayOptions {
  /** The REST API: the in-process app's fetch, or fetch over HTTP. */
  upstream: Upstream;
  /** Base URL the REST paths are resolved against (API_URL, or a name for the in-process API). */
  baseUrl?: string;
  /** UPSTREAM_TIMEOUT_MS: a limit per REST call. */
  timeoutMs?: number;
  log?: Logger;
  /** CONFIGURATOR_URL: the public configurator, where a client configuration opens at its urlSlug. */
  configuratorUrl?: string;
  /** Operation limits (limits.ts): numbers to override in a test, or false for the bench's "before" figures only. */
  operationLimits?: Partial<Record<keyof GraphLimits, number>> | false;
  /** The operations anyone may run (the web client's, web/persisted-operations.json, unless a test names others). */
  persistedOperations?: OperationStore;
  /**
   * JWT_SECRET, when this gateway holds the API's session key (the embedded default, where both run in one process):
   * a signed-in caller's own document then has its token verified here and starts its data calls at once, instead of
   * waiting for `GET /api/users/me`. The API still authenticates every call (a deleted user is refused there).
   */
  sessionKey?: string;
}


export const IN_PROCESS_BASE_URL = 'http://api.in-process';
/** UPSTREAM_TIMEOUT_MS when unset: for the graph's REST calls and the /api and /healthz forwarding alike. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * What the HTTP server hands the gateway with each request (`gateway.fetch(request, serverContext)`): the browser's
 * address as the server saw it (see http.ts), passed on to the API for per-address throttling. Absent when a test or
 * script calls the gateway directly.
 */
export interface GatewayServerContext {
  clientAddress?: string;
}

export type Gateway = YogaServerInstance<GatewayServerContext, GatewayContext>;

export function createGateway(options: GatewayOptions): Gateway {
  const log = options.log ?? jsonLogger;
  const { sessionKey } = options;
  // The mutations' input checks (mutations.ts) answer a check without a message of its own in Polish, as the API does.
  installPolishZodMessages();
  const contextOptions = {
    upstream: options.upstream,
    baseUrl: options.baseUrl ?? IN_PROCESS_BASE_URL,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    log,
    configuratorUrl: options.configuratorUrl ?? DEFAULT_CONFIGURATOR_URL,
    dictionaries: createDictionariesCache(),
    upstreamStamps: createUpstreamStamps(),
  };
  // One context per request, made when it is first needed: the persisted-operations check may ask for the viewer
  // before Yoga builds the context, and the resolvers then reuse that answer (one /users/me, never two).
  const contexts = new WeakMap<Request, GatewayContext>();
  const contextOf = (request: Request, clientAddress: string | undefined): GatewayContext => {
    let context = contexts.get(request);
    if (!context) {
      context = createContext(request, { ...contextOptions, clientAddress });
      contexts.set(request, context);
    }
    return context;
  };
  const signedIn = async (request: Request, clientAddress: string | undefined): Promise<SignedIn> => {
    try {
      const user = await contextOf(request, clientAddress).viewer();
      return user ? { user } : { error: unauthenticated() };
    } catch (error) {
      // The REST client's errors are typed (UNAUTHENTICATED for a token the upstream refuses, UPSTREAM_UNAVAILABLE).
      if (error instanceof GraphQLError) return { error };
      const requestId = crypto.randomUUID();
      log.error('checking the token of a document sent as text failed', { requestId, error: String(error) });
      return { error: internalError(requestId) };
    }
  };
  return createYoga<GatewayServerContext, GatewayContext>({
    schema,
    plugins: [
      // First: malformed parameters are the caller's error (400), whoever calls.
      useRequestParameters(),
      // Then: an anonymous caller's own document is refused before anything parses it.
      usePersistedOperations({
        operations: options.persistedOperations ?? WEB_OPERATION_STORE,
        hasToken: (request) => bearerToken(request) !== null,
        signedIn,
        ...(sessionKey === undefined ? {} : { tokenVerified: async (request: Request) => (await verifySession(bearerToken(request) ?? '', sessionKey)) !== null }),
      }),
      useErrorCodes(),
      ...(options.operationLimits === false ? [] : operationLimitPlugins(options.operationLimits)),
    ],
    // The panel is served from this origin; no other origin's pages may read the graph's answers.
    cors: false,
    // JSON only (http.ts refuses other content types before they get here): no multipart uploads either.
    multipart: false,
    graphqlEndpoint: '/graphql',
    graphiql: graphiqlOptions,
    renderGraphiQL: renderGraphiQLPage,
    landingPage: false,
    // The HTTP edge reads every POST body whole within its caller's limit before Yoga sees it (body-limit.ts: 32 KB,
    // 256 KB, an administrator's CSV import 48 MB): Yoga's own cap would pass the same bytes through a second stream.
    maxRequestBodySize: false,
    logging: false,
    context: ({ request, clientAddress }) => contextOf(request, clientAddress),
    maskedErrors: {
      // Errors we raise on purpose carry a code and a Polish message; anything else is logged and masked.
      maskError(error) {
        // The caller's bad input (a malformed cursor, a refused argument) answers with its code, never as internal.
        const client = error instanceof GraphQLError ? clientError(error) : undefined;
        if (client) return client;
        const original = error instanceof GraphQLError ? error.originalError : error;
        // Raised on purpose: a code and a Polish message. A GraphQLError without a code (Pothos's English
        // "… has not been implemented", say) is a fault of ours: logged and masked like any other.
        if (error instanceof GraphQLError && (original === undefined || original instanceof GraphQLError) && typeof error.extensions.code === 'string') {
          return error;
        }
        const requestId = crypto.randomUUID();
        const cause = original instanceof Error ? original : new Error(String(original));
        log.error('unexpected error in a resolver', { requestId, error: cause.message, stack: cause.stack });
        return internalError(requestId);
      },
    },
  });
}
