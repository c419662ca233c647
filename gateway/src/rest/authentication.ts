import { signInAnswerSchema, type SignInAnswer, type SignInInput } from '@meble/domain/auth';
import type { RestClient } from '../rest-client.ts';

/** The authentication path of the REST API, written once. */
const at = { signIn: '/api/authentication/sign-in' };

/**
 * POST /api/authentication/sign-in: the token with the signed-in user. A 401 (wrong credentials), a 429 (throttled,
 * or too many of this address under way) and a 503 (too many being checked on the server) are the caller's to answer.
 */
export function signIn(rest: RestClient, body: SignInInput): Promise<SignInAnswer> {
  return rest.send('POST', at.signIn, body, signInAnswerSchema, [401, 429, 503]);
}
