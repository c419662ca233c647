// The in-process REST API as the bench reaches it: with a call log and injectable latency.
import { z } from 'zod';
import { SIGN_IN_PATH } from '@meble/api/routes/authentication';
import type { UpstreamContext } from '@meble/gateway/rest-client';
import { sleep } from './measure.ts';

/**
 * The REST API as the bench calls it; `bindings` is what the gateway vouches for in-process (its per-request key,
 * with which the API authenticates a GraphQL request once), passed on as the API's bindings like production does.
 */
export type ApiFetch = (request: Request, bindings?: UpstreamContext) => Promise<Response>;

/** Any origin will do: the in-process API only reads the path. */
export const API_BASE = 'http://api.bench';

/**
 * One wrapper for both sides of a comparison: the gateway's `upstream` and the legacy client's fetches
 * pass through it, so both pay the same injected latency per REST call and are counted the same way.
 */
export interface Link {
  fetch: ApiFetch;
  /** "METHOD /path?query" of every call since the last reset. */
  calls: string[];
  latencyMs: number;
}

export function createLink(api: ApiFetch): Link {
  const link: Link = {
    calls: [],
    latencyMs: 0,
    async fetch(request, bindings) {
      const url = new URL(request.url);
      link.calls.push(`${request.method} ${url.pathname}${url.search}`);
      if (link.latencyMs > 0) await sleep(link.latencyMs);
      return api(request, bindings);
    },
  };
  return link;
}

export function restRequest(path: string, token: string, method = 'GET', body?: unknown): Request {
  const headers = new Headers({ accept: 'application/json', authorization: `Bearer ${token}` });
  if (body !== undefined) headers.set('content-type', 'application/json');
  return new Request(new URL(path, API_BASE), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** A REST client for the bench's own set-up calls: any answer but the expected status is an error. */
export interface BenchRest {
  json<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown, status?: number): Promise<z.infer<S>>;
  text(path: string): Promise<string>;
}

export function benchRest(fetch: ApiFetch, token: string): BenchRest {
  async function send(method: string, path: string, body: unknown, status: number): Promise<Response> {
    const response = await fetch(restRequest(path, token, method, body));
    if (response.status !== status) {
      throw new Error(`${method} ${path}: ${response.status} (expected ${status}): ${(await response.text()).slice(0, 500)}`);
    }
    return response;
  }
  return {
    async json(schema, method, path, body, status = 200) {
      return schema.parse(await (await send(method, path, body, status)).json());
    },
    async text(path) {
      return (await send('GET', path, undefined, 200)).text();
    },
  };
}

/** Signs in over REST and answers the bearer token. */
export async function signIn(fetch: ApiFetch, email: string, password: string): Promise<string> {
  const response = await fetch(
    new Request(new URL(SIGN_IN_PATH, API_BASE), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status} ${await response.text()}`);
  return z.object({ accessToken: z.string() }).parse(await response.json()).accessToken;
}
