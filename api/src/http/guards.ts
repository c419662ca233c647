import { messages } from '@meble/domain/messages';
import type { MiddlewareHandler } from 'hono';
import { verifyToken } from '../auth/tokens.ts';
import { findUserById } from '../users/repository.ts';
import type { ApiDeps, ApiEnv } from './context.ts';
import { jsonError } from './errors.ts';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

function unauthenticated(c: Parameters<MiddlewareHandler<ApiEnv>>[0]): Response {
  c.header('WWW-Authenticate', 'Bearer');
  return jsonError(c, 401, messages.unauthenticated);
}

/**
 * Requires a valid bearer token of an existing, not deleted user (D10: deleting a user ends
 * their sessions at once, so the user is read on every request rather than trusted from the token).
 */
export function authenticate(deps: Pick<ApiDeps, 'db' | 'config' | 'now'>): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization')?.trim() ?? '');
    const userId = match?.[1] ? await verifyToken(match[1], deps.config.jwtSecret, deps.now()) : null;
    const user = userId ? await findUserById(deps.db, userId) : undefined;
    if (!user || user.is_deleted) return unauthenticated(c);
    c.set('user', user);
    await next();
  };
}

/**
 * D14, deny by default: besides administrators, signed-in people reach only these paths (their own user,
 * the dictionaries the navigation guard loads, the client configurations, which scope each record themselves:
 * D13). A route added without being listed here is administrators-only, so forgetting a check can never open it
 * to salon users.
 */
const NON_ADMIN_PATHS: readonly RegExp[] = [
  /^\/api\/users\/[^/]+$/,
  /^\/api\/cms\/dictionaries$/,
  /^\/api\/cms\/client\/configurations$/,
  /^\/api\/cms\/client\/configuration\/[^/]+$/,
  /^\/api\/cms\/client\/configuration\/delete\/[^/]+$/,
];

export const adminsUnlessListed: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get('user').is_admin && !NON_ADMIN_PATHS.some((path) => path.test(c.req.path))) {
    return jsonError(c, 403, messages.forbidden);
  }
  await next();
};

/** For handlers that decide per record (e.g. a salon user reading only their own user). */
export function canReadUser(viewer: { id: string; is_admin: boolean }, userId: string): boolean {
  return viewer.is_admin || viewer.id === userId;
}
