import { randomUUID } from 'node:crypto';
import { AUTHENTICATED_USER_HEADER, decodeAuthenticatedUser } from '@meble/domain/authenticated-user';
import type { User } from '@meble/domain/user';
import { createLoaders, type Loaders } from './loaders.ts';
import { createRequestCache, type RequestCache } from './request-cache.ts';
import type { DictionariesCache } from './rest/dictionaries.ts';
import { getMe } from './rest/users.ts';
import { createRestClient, type CallObserver, type RestClient, type Upstream } from './rest-client.ts';
import type { Logger } from '@meble/domain/logger';

export interface GatewayContext {
  readonly rest: RestClient;
  readonly loaders: Loaders;
  /** Every other per-request memo (request-cache.ts): one REST answer per key, shared by a read-ahead and its resolver. */
  readonly cache: RequestCache;
  /** Empties the cache and the loaders: called after every mutation field (mutation-fields.ts), never by hand. */
  forget(): void;
  requestId: string;
  /** CONFIGURATOR_URL, for links to client configurations. */
  readonly configuratorUrl: string;
  /**
   * The signed-in user, established once per request and never kept across requests (D10); null without a token.
   * The user the API stamped on this request's first data answer, so it arrives with the data calls, not a call or a
   * round apart; `GET /api/users/me` only when there is no such answer to wait for (see viewerOfRequest).
   */
  viewer(): Promise<User | null>;
  /** After a successful signIn the rest of the answer is resolved as the new user. */
  adoptSession(token: string, viewer: User): void;
  /**
   * True the first time a request asks, false after: one signIn per operation, so twenty aliased signIns cannot
   * check twenty passwords (mutation fields run one after another, so the first in the document gets it).
   */
  claimSignIn(): boolean;
}

/**
 * What one gateway remembers of its upstream, never of a user: whether its answers carry the viewer's stamp.
 * Behind one that does not (a legacy API), /users/me starts with the request as before, so a page stays one round.
 */
export interface UpstreamStamps {
  stamps: boolean;
}

export function createUpstreamStamps(): UpstreamStamps {
  return { stamps: true };
}

interface ContextOptions {
  upstream: Upstream;
  baseUrl: string;
  timeoutMs: number;
  log: Logger;
  configuratorUrl: string;
  /** One per gateway: every request revalidates it. */
  dictionaries: DictionariesCache;
  /** One per gateway. */
  upstreamStamps: UpstreamStamps;
  /** The browser's address as the HTTP server saw it, vouched for to the API on every call (per-address throttling). */
  clientAddress?: string | undefined;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * The viewer of one request from its upstream answers. The first call of the request that ends decides: an answer
 * stamped by the API gives the viewer; an answer without a stamp (a legacy upstream, a 401) or a call that failed before
 * answering leaves it to `GET /api/users/me`, as does a request with no call under way when the viewer is asked for
 * (a mutation's scope check, which must pass before its write is sent). The stamp is read from upstream answers only:
 * nothing a client sends reaches it.
 */
function viewerOfRequest(stamps: UpstreamStamps) {
  let pending = 0;
  let first: { stamped: User | null } | undefined;
  let wake: (() => void)[] = [];
  const observer: CallObserver = {
    started() {
      pending++;
    },
    answered(status, headers) {
      const stamped = decodeAuthenticatedUser(headers.get(AUTHENTICATED_USER_HEADER));
      // A 401 or a 5xx has no user to stamp (or did not come from the API): it tells nothing about the upstream.
      if (status !== 401 && status < 500) stamps.stamps = stamped !== null;
      settle(stamped);
    },
    failed() {
      settle(null);
    },
  };
  function settle(stamped: User | null): void {
    pending--;
    first ??= { stamped };
    for (const resume of wake) resume();
    wake = [];
  }
  async function fromAnswers(me: () => Promise<User>): Promise<User> {
    // The loads asked for in this turn (DataLoader dispatches them on a later tick) have started their calls.
    await new Promise((resolve) => setImmediate(resolve));
    while (!first && pending > 0) await new Promise<void>((resume) => wake.push(resume));
    return first?.stamped ?? me();
  }
  return { observer, fromAnswers };
}

export function createContext(request: Request, options: ContextOptions): GatewayContext {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const { configuratorUrl, dictionaries, upstreamStamps, ...restOptions } = options;
  // Made here, never read from a header: a caller that could name it could share another request's authentication.
  const gatewayRequest = randomUUID();
  const answers = viewerOfRequest(upstreamStamps);
  let rest = createRestClient({ ...restOptions, token: bearerToken(request), requestId, gatewayRequest, observer: answers.observer });
  let signInClaimed = false;
  let viewer: Promise<User | null> | undefined;
  const cache = createRequestCache();
  const loaders = createLoaders(() => rest, dictionaries, cache);
  const startViewer = (): Promise<User | null> => {
    viewer ??= !rest.token ? Promise.resolve(null) : upstreamStamps.stamps ? answers.fromAnswers(() => getMe(rest)) : getMe(rest);
    return viewer;
  };
  // Behind an upstream that does not stamp, /users/me starts with the request (beside the data calls, one round).
  if (!upstreamStamps.stamps) startViewer().catch(() => undefined);
  return {
    get rest() {
      return rest;
    },
    loaders,
    cache,
    forget() {
      cache.clear();
      loaders.clear();
    },
    requestId,
    configuratorUrl,
    viewer: startViewer,
    adoptSession(token, user) {
      rest = rest.withToken(token);
      viewer = Promise.resolve(user);
    },
    claimSignIn() {
      if (signInClaimed) return false;
      signInClaimed = true;
      return true;
    },
  };
}
