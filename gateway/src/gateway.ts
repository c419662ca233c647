import { GraphQLError } from 'graphql';
import { DEFAULT_CONFIGURATOR_URL } from '@meble/domain/client-configuration';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { createContext, createUpstreamStamps, type GatewayContext } from './context.ts';
import { internalError } from './errors.ts';
import { graphiqlOptions } from './graphiql.ts';
import { GRAPH_LIMITS, operationLimitPlugins, type GraphLimits } from './limits.ts';
import { createDictionariesCache } from './rest/dictionaries.ts';
import { jsonLogger, type Logger } from '@meble/domain/logger';
import type { Upstream } from './rest-client.ts';
import { schema } from './schema/index.ts';

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
}


export const IN_PROCESS_BASE_URL = 'http://api.in-process';
const DEFAULT_TIMEOUT_MS = 10_000;

export type Gateway = YogaServerInstance<Record<string, never>, GatewayContext>;

export function createGateway(options: GatewayOptions): Gateway {
  const log = options.log ?? jsonLogger;
  const contextOptions = {
    upstream: options.upstream,
    baseUrl: options.baseUrl ?? IN_PROCESS_BASE_URL,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    log,
    configuratorUrl: options.configuratorUrl ?? DEFAULT_CONFIGURATOR_URL,
    dictionaries: createDictionariesCache(),
    upstreamStamps: createUpstreamStamps(),
  };
  return createYoga<Record<string, never>, GatewayContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: graphiqlOptions,
    // Served from this package, not a CDN: integrators' networks may not reach one. The 9 MB bundle is
    // loaded on the first GraphiQL visit, not at start-up.
    renderGraphiQL: async (graphiqlOptions) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(graphiqlOptions),
    landingPage: false,
    // A CSV import carries its whole text (domain's limit answers in Polish, in the import's report). The smaller
    // limit for anonymous callers is applied in front of this (http.ts, body-limit.ts).
    maxRequestBodySize: GRAPH_LIMITS.signedInBodyBytes,
    plugins: options.operationLimits === false ? [] : operationLimitPlugins(options.operationLimits),
    logging: false,
    context: ({ request }) => createContext(request, contextOptions),
    maskedErrors: {
      // Errors we raise on purpose carry a code and a Polish message; anything else is logged and masked.
      maskError(error) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (error instanceof GraphQLError && (original === undefined || original instanceof GraphQLError)) return error;
        const requestId = crypto.randomUUID();
        const cause = original instanceof Error ? original : new Error(String(original));
        log.error('unexpected error in a resolver', { requestId, error: cause.message, stack: cause.stack });
        return internalError(requestId);
      },
    },
  });
}
