import { createGateway, type Gateway } from '@meble/gateway/gateway';
import { silentLogger } from '@meble/domain/logger';
import type { OperationStore } from '@meble/gateway/persisted-operations';
import type { Upstream } from '@meble/gateway/rest-client';
import { createTestApi, type TestApi } from './api.ts';
import { EVERY_DOCUMENT_PERSISTED } from './web-operations.ts';

export interface GraphResult<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestGraph {
  t: TestApi;
  gateway: Gateway;
  /** Every REST call the gateway made, as "METHOD /path"; reset it before the query you count. */
  calls: string[];
  /** The counting upstream, for an HTTP app in front of the gateway (createHttpApp). */
  upstream: Upstream;
  graph<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphResult<TData>>;
  /** Signs a fresh user of that role in and answers the token. */
  tokenFor(role: 'admin' | 'salon'): Promise<string>;
  close(): Promise<void>;
}

/**
 * The gateway over the in-process test API, counting upstream calls. Its documents run as persisted operations
 * (EVERY_DOCUMENT_PERSISTED) unless a test names the store, as tests/gateway/persisted-operations.test.ts does.
 */
export async function createTestGraph(
  options: Parameters<typeof createTestApi>[0] & { persistedOperations?: OperationStore } = {},
): Promise<TestGraph> {
  const { persistedOperations, ...apiOptions } = options;
  const t = await createTestApi(apiOptions);
  const calls: string[] = [];
  // The context goes along as bindings, as gateway/src/main.ts passes it to the in-process API.
  const upstream: Upstream = (request, context) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return Promise.resolve(t.api.fetch(request, { ...context }));
  };
  const gateway = createGateway({ persistedOperations: persistedOperations ?? EVERY_DOCUMENT_PERSISTED, upstream, log: silentLogger });
  return {
    t,
    gateway,
    calls,
    upstream,
    async graph(query, variables = {}, token) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const response = await gateway.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as GraphResult<never>;
    },
    async tokenFor(role) {
      const builder = t.kit.user();
      const user = await (role === 'admin' ? builder.admin() : builder.salon()).create();
      return t.signIn(user.email, user.password);
    },
    close: () => t.close(),
  };
}

/** Upstream calls with their ids and slugs named by kind, so calls on two collections compare equal. */
export function callShapes(calls: readonly string[]): string[] {
  return calls.map((call) =>
    call
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{id}')
      .replace(/\/collection\/(?!\{id\})[^/]+/, '/collection/{slug}'),
  );
}

/** Runs one operation that must not fail and answers its data with the upstream calls it cost (as made, and as shapes). */
export async function counted<TData>(
  g: TestGraph,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ data: TData; calls: string[]; shapes: string[] }> {
  g.calls.length = 0;
  const result = await g.graph<TData>(query, variables, token);
  if (result.errors) throw new Error(`the operation failed: ${JSON.stringify(result.errors)}`);
  const calls = [...g.calls];
  return { data: result.data!, calls, shapes: callShapes(calls) };
}
