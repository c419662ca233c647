import { endpoint, idParams } from './endpoint.ts';
import { userDeletedSchema, userListQuerySchema, userListSchema, userSchema } from './user.ts';

/** The users (spec part 1 §7): who is signed in, one user, the list, and the (soft) delete. */
export const userEndpoints = {
  me: endpoint({ method: 'get', path: '/api/users/me', responses: { 200: userSchema } }),
  one: endpoint({ method: 'get', path: '/api/users/{id}', params: idParams, responses: { 200: userSchema } }),
  list: endpoint({ method: 'get', path: '/api/users/list', query: userListQuerySchema, responses: { 200: userListSchema } }),
  remove: endpoint({ method: 'post', path: '/api/cms/user/delete/{id}', params: idParams, responses: { 200: userDeletedSchema } }),
};
