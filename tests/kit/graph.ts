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
  /** The query string of each of those calls ('' for none), in the same order; reset it as `calls`. */
  queries: string[];
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
  options: Parameters<typeof createTestApi>[0] & { persistedOperations?: OperationStore; sessionKey?: string } = {},
): Promise<TestGraph> {
  const { persistedOperations, sessionKey, ...apiOptions } = options;
  const t = await createTestApi(apiOptions);
  const calls: string[] = [];
  const queries: string[] = [];
  // The context goes along as bindings, as gateway/src/main.ts passes it to the in-process API.
  const upstream: Upstream = (request, context) => {
    const url = new URL(request.url);
    calls.push(`${request.method} ${url.pathname}`);
    queries.push(url.search);
    return Promise.resolve(t.api.fetch(request, { ...context }));
  };
  const gateway = createGateway({
    persistedOperations: persistedOperations ?? EVERY_DOCUMENT_PERSISTED,
    upstream,
    log: silentLogger,
    ...(sessionKey === undefined ? {} : { sessionKey }),
  });
  return {
    t,
    gateway,
    calls,
    queries,
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

interface HeldCall {
  call: string;
  answer: Promise<Response>;
  release(): void;
}

/**
 * An upstream that counts rounds: every answer is held while calls keep starting, then the round's answers are let
 * through together. A round ends when each of its answers is ready and the gateway has run many turns of the event
 * loop without starting another call: the gateway does no I/O of its own between calls, so a call that starts later
 * waits for an answer, and belongs to the next round. Nothing here depends on the machine's speed.
 */
export function roundCounter(api: Upstream): { upstream: Upstream; rounds<T>(work: Promise<T>): Promise<{ value: T; rounds: string[][] }> } {
  let held: HeldCall[] = [];
  let started: () => void = () => undefined;
  const upstream: Upstream = (request, context) => {
    const [call] = callShapes([`${request.method} ${new URL(request.url).pathname}`]);
    const answer = api(request, context);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    held.push({ call: call!, answer, release });
    started();
    return released.then(() => answer);
  };
  const turns = async (count: number) => {
    for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  async function rounds<T>(work: Promise<T>): Promise<{ value: T; rounds: string[][] }> {
    let finished = false;
    const done = work.then(
      () => (finished = true),
      () => (finished = true),
    );
    const found: string[][] = [];
    for (;;) {
      if (held.length === 0) {
        if (finished) break;
        // Before the first call (a token verified, a document parsed) or between rounds: wait for a call or the end.
        await Promise.race([done, new Promise<void>((resolve) => (started = resolve))]);
        continue;
      }
      let seen: number;
      do {
        seen = held.length;
        await Promise.allSettled(held.map((call) => call.answer));
        await turns(20);
      } while (held.length !== seen);
      const round = held;
      held = [];
      found.push(round.map((call) => call.call).sort());
      for (const call of round) call.release();
    }
    return { value: await work, rounds: found };
  }
  return { upstream, rounds };
}
