import type { SignInAnswer, SignInInput } from '@meble/domain/auth';
import { authEndpoints } from '@meble/domain/auth-endpoints';
import type { RestClient } from '../rest-client.ts';

/**
 * The sign-in: the token with the signed-in user. A 401 (wrong credentials), a 429 (throttled, or too many of this
 * address under way) and a 503 (too many being checked on the server) are the caller's to answer.
 */
export function signIn(rest: RestClient, body: SignInInput): Promise<SignInAnswer> {
  return rest.call(authEndpoints.signIn, { body, handles: [401, 429, 503] });
}
