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

interface VerifiedSession {
  userId: string;
  sessionVersion: number;
}

/** Tokens whose signature and claims have been checked, with their expiry (epoch s), per secret. */
const VERIFIED_MAX = 10_000;
const verifiedBySecret = new Map<string, Map<string, VerifiedSession & { expiresAt: number }>>();

/**
 * The user id and session version of a valid token (tokens issued before versions existed are version 0), or null.
 * Every call of a page carries the same token: a token already verified under this secret is answered from memory,
 * its expiry checked again (revocation is the session version's, checked by the caller against the database).
 */
export async function verifySession(token: string, secret: string, now: number = Date.now()): Promise<VerifiedSession | null> {
  let verified = verifiedBySecret.get(secret);
  const known = verified?.get(token);
  if (known) return known.expiresAt > Math.floor(now / 1000) ? { userId: known.userId, sessionVersion: known.sessionVersion } : null;
  const session = await verifySignedSession(token, secret, now);
  if (session) {
    if (!verified) {
      // A process uses one secret; tests use a few: never keep more than a handful of maps.
      if (verifiedBySecret.size >= 8) verifiedBySecret.clear();
      verified = new Map();
      verifiedBySecret.set(secret, verified);
    }
    // The oldest entry goes first once the map is full (a Map iterates in insertion order).
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { ...session.session, expiresAt: session.expiresAt });
    return session.session;
  }
  return null;
}

async function verifySignedSession(token: string, secret: string, now: number): Promise<{ session: VerifiedSession; expiresAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || typeof payload.exp !== 'number') return null;
    const version = payload[SESSION_VERSION_CLAIM] ?? 0;
    if (!Number.isSafeInteger(version)) return null;
    return { session: { userId: payload.sub, sessionVersion: Number(version) }, expiresAt: payload.exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
