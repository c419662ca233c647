import type { z } from 'zod';
import { userDeletedSchema, userListSchema, userSchema, type User, type UserDeleted, type UserList } from '@meble/domain/user';
import { changePasswordAnswerSchema, type ChangePasswordAnswer, type changePasswordBodySchema, type signUpBodySchema } from '@meble/domain/user-account';
import { segment, type RestClient } from '../rest-client.ts';

/** The user paths of the REST API (spec part 1 §7), each written once. */
const at = {
  me: '/api/users/me',
  one: (id: string) => `/api/users/${segment(id)}`,
  list: '/api/users/list',
  remove: (id: string) => `/api/cms/user/delete/${segment(id)}`,
  signUp: '/api/authentication/sign-up',
  changePassword: '/api/authentication/changePassword',
};

/** GET /api/users/me: the user the client's token belongs to. */
export function getMe(rest: RestClient): Promise<User> {
  return rest.get(at.me, userSchema);
}

/** GET /api/users/{id}: administrators any user, everyone else only themself (D14). */
export function getUser(rest: RestClient, id: string): Promise<User> {
  return rest.get(at.one(id), userSchema);
}

// ---- The users and salons list, deleting, creating a user and changing a password ----

/** GET /api/users/list: administrators only (D14); `salons` true lists salon users only. */
export function listUsers(rest: RestClient, { limit, cursor, salons }: { limit: number; cursor?: string | null; salons: boolean }): Promise<UserList> {
  const query = new URLSearchParams({ limit: String(limit), salons: String(salons) });
  if (cursor) query.set('cursor', cursor);
  return rest.get(`${at.list}?${query}`, userListSchema);
}

/** POST /api/cms/user/delete/{id} (D10: a soft delete); 409 for oneself, 404 for an unknown or deleted user. */
export function deleteUser(rest: RestClient, id: string): Promise<UserDeleted> {
  return rest.send('POST', at.remove(id), undefined, userDeletedSchema);
}

/** POST /api/authentication/sign-up: the new (salon) user; a 400 carries the field messages. */
export function createUser(rest: RestClient, body: z.input<typeof signUpBodySchema>): Promise<User> {
  return rest.send('POST', at.signUp, body, userSchema);
}

/** POST /api/authentication/changePassword: the user, and a new token when the caller changed their own password. */
export function changePassword(rest: RestClient, body: z.input<typeof changePasswordBodySchema>): Promise<ChangePasswordAnswer> {
  return rest.send('POST', at.changePassword, body, changePasswordAnswerSchema);
}
