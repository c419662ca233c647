import { userSchema, type User } from '@meble/domain/user';
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
