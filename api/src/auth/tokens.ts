import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_ISSUER = 'meble-cms';
export const TOKEN_AUDIENCE = 'meble-cms-api';
const TOKEN_TTL_SECONDS = 12 * 60 * 60;

const encoder = new TextEncoder();

/** A signed session for one user; `now` (epoch ms) is injectable so tests can make expired tokens. */
export async function issueToken(userId: string, secret: string, now: number = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
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
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    });
    return typeof payload.sub === 'string' && payload.sub.length > 0 ? payload.sub : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
