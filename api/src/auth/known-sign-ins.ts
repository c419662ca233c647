import type { ThrottleStore } from './throttle.ts';

/**
 * E-mail and address pairs that signed in successfully, kept in a ThrottleStore (memory or Redis, like the
 * throttle) with a window of KNOWN_SIGN_IN_MS: such a pair is exempt from its address's block, so an attacker behind
 * an office's shared address cannot lock out the staff who sign in there (OWASP's device-cookie idea, keyed by address).
 */

/** The pair's key, which the store under createApi keeps only as a keyed hash (keyedThrottle), like every throttle key. */
export function knownSignInKey(addressBucket: string, normalizedEmail: string): string {
  return `${addressBucket}\n${normalizedEmail}`;
}

/** Remembers a successful sign-in for a whole window from now (forgotten and counted again, so the window slides). */
export async function rememberSignIn(store: ThrottleStore, key: string): Promise<void> {
  await store.reset(key);
  await store.hit(key);
}

/** Whether the pair signed in within the window. */
export async function isKnownSignIn(store: ThrottleStore, key: string): Promise<boolean> {
  return (await store.failures(key)) !== null;
}
