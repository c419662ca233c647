import { userSchema, type User } from './user.ts';

/**
 * The API stamps every answer to an authenticated call with the user it authenticated (the JSON of
 * `GET /api/users/me`, base64url-encoded), so the gateway learns its viewer from the data calls themselves instead
 * of a fifth call. Only an upstream answer is ever read: the gateway never takes it from a client's request, and its
 * `/api` pass-through removes it from what it forwards. Server-side only (Node's Buffer).
 */
export const AUTHENTICATED_USER_HEADER = 'X-Authenticated-User';

export function encodeAuthenticatedUser(user: User): string {
  return Buffer.from(JSON.stringify(user), 'utf8').toString('base64url');
}

/** The stamped user, or null when the value is not one (absent, malformed, or not a user). */
export function decodeAuthenticatedUser(value: string | null): User | null {
  if (!value || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
