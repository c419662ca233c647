import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'meble-cms';
export const TOKEN_AUDIENCE = 'meble-cms-api';
const TOKEN_TTL_SECONDS = 12 * 60 * 60;

const encoder = new TextEncoder();

/** The claim that carries the user's session version (see migration 0009): a password change moves it on. */
const SESSION_VERSION_CLAIM = 'sv';

/**
 * A signed session for one user under their current session version; `now` (epoch ms) is injectable so tests can
 * make expired tokens.
 */
export async function issueToken(userId: string, secret: string, now: number = Date.now(), sessionVersion = 0): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ [SESSION_VERSION_CLAIM]: sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
    .sign(encoder.encode(secret));
}

/** The user id of a valid token, or null; HS256 is pinned so `alg: none` or an asymmetric confusion never passes. */
export async function verifyToken(token: string, secret: string, now: number = Date.now()): Promise<string | null> {
  return (await verifySession(token, secret, now))?.userId ?? null;
}

/** The user id and session version of a valid token (tokens issued before versions existed are version 0), or null. */
export async function verifySession(token: string, secret: string, now: number = Date.now()): Promise<{ userId: string; sessionVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) return null;
    const version = payload[SESSION_VERSION_CLAIM] ?? 0;
    return Number.isSafeInteger(version) ? { userId: payload.sub, sessionVersion: Number(version) } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
