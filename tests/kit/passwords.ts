import { createPasswordHasher } from '../../api/src/auth/password.ts';

/**
 * scrypt at N = 2^10 (about a millisecond) instead of the production 2^17 (about 0.3 s): every hash stores its
 * parameters, so the API verifies these exactly as it verifies production ones. tests/api/password.test.ts pins
 * the production cost.
 */
export const testPasswords = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
