import { endpoint, idParams } from './endpoint.ts';
import { userDeletedSchema, userListQuerySchema, userListSchema, userSchema } from './user.ts';
import { userUpdateBodySchema } from './user-account.ts';

/** The users (spec part 1 §7): who is signed in, one user, the list, the edit (D28) and the (soft) delete. */
export const userEndpoints = {
  me: endpoint({ method: 'get', path: '/api/users/me', responses: { 200: userSchema } }),
  one: endpoint({ method: 'get', path: '/api/users/{id}', params: idParams, responses: { 200: userSchema } }),
  list: endpoint({ method: 'get', path: '/api/users/list', query: userListQuerySchema, responses: { 200: userListSchema } }),
  update: endpoint({ method: 'patch', path: '/api/cms/user/update/{id}', params: idParams, body: userUpdateBodySchema, responses: { 200: userSchema } }),
  remove: endpoint({ method: 'post', path: '/api/cms/user/delete/{id}', params: idParams, responses: { 200: userDeletedSchema } }),
};
