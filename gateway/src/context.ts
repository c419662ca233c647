import { randomUUID } from 'node:crypto';
import type { User } from '@meble/domain/user';
import { createLoaders, type Loaders } from './loaders.ts';
import type { DictionariesCache } from './rest/dictionaries.ts';
import { getMe } from './rest/users.ts';
import { createRestClient, type RestClient, type Upstream } from './rest-client.ts';
import type { Logger } from '@meble/domain/logger';

export interface GatewayContext {
  readonly rest: RestClient;
  readonly loaders: Loaders;
  requestId: string;
  /** CONFIGURATOR_URL, for links to client configurations. */
  readonly configuratorUrl: string;
  /**
   * The signed-in user, fetched once per request and never kept across requests (D10); null without a token.
   * Asked for as the request starts, so it arrives with the data calls, not a round before them.
   */
  viewer(): Promise<User | null>;
  /** After a successful signIn the rest of the answer is resolved as the new user. */
  adoptSession(token: string, viewer: User): void;
}

interface ContextOptions {
  upstream: Upstream;
  baseUrl: string;
  timeoutMs: number;
  log: Logger;
  configuratorUrl: string;
  /** One per gateway: every request revalidates it. */
  dictionaries: DictionariesCache;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export function createContext(request: Request, options: ContextOptions): GatewayContext {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const { configuratorUrl, dictionaries, ...restOptions } = options;
  // Made here, never read from a header: a caller that could name it could share another request's authentication.
  const gatewayRequest = randomUUID();
  let rest = createRestClient({ ...restOptions, token: bearerToken(request), requestId, gatewayRequest });
  let viewer: Promise<User | null> | undefined;
  const loaders = createLoaders(() => rest, dictionaries);
  const startViewer = (): Promise<User | null> => {
    viewer ??= rest.token ? getMe(rest) : Promise.resolve(null);
    return viewer;
  };
  // A query that checks no scope never awaits it: its refusal (a stale token) must not go unhandled.
  startViewer().catch(() => undefined);
  return {
    get rest() {
      return rest;
    },
    loaders,
    requestId,
    configuratorUrl,
    viewer: startViewer,
    adoptSession(token, user) {
      rest = rest.withToken(token);
      viewer = Promise.resolve(user);
    },
  };
}
