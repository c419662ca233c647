import { userDeletedSchema, userListSchema, userSchema, type User, type UserDeleted, type UserList } from '@meble/domain/user';
import { segment, type RestClient } from '../rest-client.ts';

/** The user paths of the REST API, each written once. */
const at = {
  me: '/api/users/me',
  one: (id: string) => `/api/users/${segment(id)}`,
};

/** GET /api/users/me: the user the client's token belongs to. */
export function getMe(rest: RestClient): Promise<User> {
  return rest.get(at.me, userSchema);
}

/** GET /api/users/{id}: administrators any user, everyone else only themself (D14). */
export function getUser(rest: RestClient, id: string): Promise<User> {
  return rest.get(at.one(id), userSchema);
}

// ---- The users and salons list, and deleting a user (issue 12: users-list) ----

const listAt = '/api/users/list';
const removeAt = (id: string) => `/api/cms/user/delete/${segment(id)}`;

/** GET /api/users/list: administrators only (D14); `salons` true lists salon users only. */
export function listUsers(rest: RestClient, { limit, cursor, salons }: { limit: number; cursor?: string | null; salons: boolean }): Promise<UserList> {
  const query = new URLSearchParams({ limit: String(limit), salons: String(salons) });
  if (cursor) query.set('cursor', cursor);
  return rest.get(`${listAt}?${query}`, userListSchema);
}

/** POST /api/cms/user/delete/{id} (D10: a soft delete); 409 for oneself, 404 for an unknown or deleted user. */
export function deleteUser(rest: RestClient, id: string): Promise<UserDeleted> {
  return rest.send('POST', removeAt(id), undefined, userDeletedSchema);
}
