import type { z } from 'zod';
import type { User, UserDeleted, UserList } from '@meble/domain/user';
import type { ChangePasswordAnswer, changePasswordBodySchema, signUpBodySchema, userUpdateBodySchema } from '@meble/domain/user-account';
import { userAccountEndpoints } from '@meble/domain/user-account-endpoints';
import { userEndpoints } from '@meble/domain/user-endpoints';
import type { RestClient } from '../rest-client.ts';

/** The user the client's token belongs to. */
export function getMe(rest: RestClient): Promise<User> {
  return rest.call(userEndpoints.me);
}

/** Administrators any user, everyone else only themself (D14). */
export function getUser(rest: RestClient, id: string): Promise<User> {
  return rest.call(userEndpoints.one, { params: { id } });
}

// ---- The users and salons list, deleting, creating a user and changing a password ----

/** Administrators only (D14); `salons` true lists salon users only. */
export function listUsers(rest: RestClient, { limit, cursor, salons }: { limit: number; cursor?: string | null; salons: boolean }): Promise<UserList> {
  return rest.call(userEndpoints.list, { query: { limit: String(limit), salons: String(salons), ...(cursor ? { cursor } : {}) } });
}

/** D10: a soft delete; 409 for oneself, 404 for an unknown or deleted user. */
export function deleteUser(rest: RestClient, id: string, seen?: number): Promise<UserDeleted> {
  return rest.call(userEndpoints.remove, { params: { id }, ifMatch: seen });
}

/** The new (salon) user; a 400 carries the field messages. */
export function createUser(rest: RestClient, body: z.input<typeof signUpBodySchema>): Promise<User> {
  return rest.call(userAccountEndpoints.signUp, { body });
}

/** D28: the user as saved; a 400 carries the field messages, a 404 an unknown or deleted user. */
export function updateUser(rest: RestClient, id: string, body: z.input<typeof userUpdateBodySchema>, seen?: number): Promise<User> {
  return rest.call(userEndpoints.update, { params: { id }, body, ifMatch: seen });
}

/** The user, and a new token when the caller changed their own password. */
export function changePassword(rest: RestClient, body: z.input<typeof changePasswordBodySchema>, seen?: number): Promise<ChangePasswordAnswer> {
  return rest.call(userAccountEndpoints.changePassword, { body, ifMatch: seen });
}
