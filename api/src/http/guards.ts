import { AUTHENTICATED_USER_HEADER, encodeAuthenticatedUser } from '@meble/domain/authenticated-user';
import { clientConfigurationEndpoints } from '@meble/domain/client-configuration-endpoints';
import { dictionariesEndpoints } from '@meble/domain/dictionaries-endpoints';
import { pathPattern } from '@meble/domain/endpoint';
import { userEndpoints } from '@meble/domain/user-endpoints';
import { messages } from '@meble/domain/messages';
import type { MiddlewareHandler } from 'hono';
import { verifySession } from '../auth/tokens.ts';
import type { UserRow } from '../db/schema.ts';
import { findUserById, toRestUser } from '../users/repository.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { jsonError } from './errors.ts';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

function unauthenticated(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): Response {
  c.header('WWW-Authenticate', 'Bearer');
  return jsonError(c, 401, messages.unauthenticated);
}

/** How long one gateway request's authentication is reused, and how many requests' at most: it cannot grow. */
const GATEWAY_REQUEST_TTL_MS = 10_000;
const GATEWAY_REQUESTS_MAX = 1_000;

/**
 * The user of each (gateway request, token), looked up once for all the calls one GraphQL request makes
 * in-process (they arrive together, so the promise is shared), and forgotten after a few seconds.
 */
function perGatewayRequest(now: () => number) {
  const entries = new Map<string, { expires: number; user: Promise<UserRow | undefined> }>();
  return (gatewayRequest: string, token: string, lookUp: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> => {
    const key = `${gatewayRequest} ${token}`;
    const at = now();
    const cached = entries.get(key);
    if (cached && cached.expires > at) return cached.user;
    // Oldest first (insertion order): drop the expired, and the oldest while full.
    for (const [oldKey, entry] of entries) {
      if (entry.expires > at && entries.size < GATEWAY_REQUESTS_MAX) break;
      entries.delete(oldKey);
    }
    const user = lookUp();
    entries.delete(key);
    entries.set(key, { expires: at + GATEWAY_REQUEST_TTL_MS, user });
    user.catch(() => entries.delete(key));
    return user;
  };
}

/**
 * Requires a valid bearer token of an existing, not deleted user, issued since their last password change (D10:
 * deleting a user ends their sessions at once, and so does a new password, so the user is read on every request
 * rather than trusted from the token).
 * The calls of one gateway request (the `gatewayRequest` binding, which no HTTP request can set) share one
 * look-up: a deleted user is still refused by the next request.
 * Every answer to an authenticated call, refusals (403) and errors included, is stamped with the user (see
 * AUTHENTICATED_USER_HEADER): the gateway takes its viewer from its first data answer instead of calling /users/me.
 */
export function authenticate(deps: Pick<ApiDeps, 'db' | 'config' | 'now'>): MiddlewareHandler<ApiEnv> {
  const shared = perGatewayRequest(deps.now);
  const lookUp = async (token: string): Promise<UserRow | undefined> => {
    const session = await verifySession(token, deps.config.jwtSecret, deps.now());
    const user = session ? await findUserById(deps.db, session.userId) : undefined;
    // A password change moved the user's sessions on: tokens issued before it are refused like a deleted user's.
    return user && user.session_version === session?.sessionVersion ? user : undefined;
  };
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('authorization')?.trim() ?? '')?.[1];
    const gatewayRequest = typeof c.env?.gatewayRequest === 'string' ? c.env.gatewayRequest : undefined;
    const user = !token ? undefined : gatewayRequest ? await shared(gatewayRequest, token, () => lookUp(token)) : await lookUp(token);
    if (!user || user.is_deleted) return unauthenticated(c);
    c.set('user', user);
    await next();
    // After the handler and the later guards: whatever answered (a 403 of adminsUnlessListed, onError's 500) is stamped.
    c.header(AUTHENTICATED_USER_HEADER, encodeAuthenticatedUser(toRestUser(user)));
  };
}

/**
 * D14, deny by default: besides administrators, signed-in people reach only these paths (their own user,
 * the dictionaries the navigation guard loads, the client configurations, which scope each record themselves:
 * D13). A route added without being listed here is administrators-only, so forgetting a check can never open it
 * to salon users.
 */
const NON_ADMIN_PATHS: readonly RegExp[] = [
  // Their own user (the handler checks whose).
  userEndpoints.one,
  dictionariesEndpoints.all,
  clientConfigurationEndpoints.list,
  clientConfigurationEndpoints.one,
  clientConfigurationEndpoints.remove,
].map(pathPattern);

/** The list of users is administrators' only, though its path has the shape of one user's. */
const USER_LIST_PATH = pathPattern(userEndpoints.list);

const isNonAdminPath = (path: string) => !USER_LIST_PATH.test(path) && NON_ADMIN_PATHS.some((pattern) => pattern.test(path));

export const adminsUnlessListed: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get('user').is_admin && !isNonAdminPath(c.req.path)) {
    return jsonError(c, 403, messages.forbidden);
  }
  await next();
};

/** For handlers that decide per record (e.g. a salon user reading only their own user). */
export function canReadUser(viewer: { id: string; is_admin: boolean }, userId: string): boolean {
  return viewer.is_admin || viewer.id === userId;
}
