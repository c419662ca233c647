/**
 * Browser storage of the session (spec part 1 §3, §9): the token under `token`, the signed-in user
 * under `appUser`. Kept apart from auth.ts (and free of zod) so the login screen's bundle stays small.
 */
export const TOKEN_STORAGE_KEY = 'token';
export const USER_STORAGE_KEY = 'appUser';

/** What `appUser` holds. */
export interface StoredUser {
  name: string;
  isSalon: boolean;
  email: string;
}
