import { randomUUID } from 'node:crypto';
import { userSchema, type User } from '@meble/domain/user';
import { createRestClient, type RestClient, type Upstream } from './rest-client.ts';
import type { Logger } from './logger.ts';

export interface GatewayContext {
  rest: RestClient;
  requestId: string;
  /** The signed-in user, fetched once per request; null without a token. */
  viewer(): Promise<User | null>;
}

export interface ContextOptions {
  upstream: Upstream;
  baseUrl: string;
  timeoutMs: number;
  log: Logger;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export function createContext(request: Request, options: ContextOptions): GatewayContext {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const rest = createRestClient({ ...options, token: bearerToken(request), requestId });
  let viewer: Promise<User | null> | undefined;
  return {
    rest,
    requestId,
    viewer() {
      viewer ??= rest.token ? rest.get('/api/users/me', userSchema) : Promise.resolve(null);
      return viewer;
    },
  };
}
