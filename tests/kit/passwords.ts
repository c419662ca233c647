import { createPasswordHasher } from '../../api/src/auth/password.ts';

/**
 * scrypt at N = 2^10 (about a millisecond) instead of the production 2^17 (about 0.3 s): every hash stores its
 * parameters, so the API verifies these exactly as it verifies production ones. tests/api/password.test.ts pins
 * the production cost. Its queue bounds concurrency as in production but refuses nobody: every in-process test call
 * is one client (`in-process`), and the throttle tests send bursts of it; tests/api/sign-in-attack.test.ts checks
 * the refusals with the production limits.
 */
export const testPasswords = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }, { limits: { concurrency: 2, maxWaiting: 100_000, maxPerClient: 100_000 } });
