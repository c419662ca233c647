import { createRoute, z } from '@hono/zod-openapi';
import { messages } from '@meble/domain/messages';
import { USERS_PAGE_MAX, USERS_PAGE_SIZE, userDeletedSchema, userListQuerySchema, userListSchema, userSchema } from '@meble/domain/user';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody } from '../http/errors.ts';
import { canReadUser } from '../http/guards.ts';
import { deleteUser, findUserById, listUsers, toRestUser } from '../users/repository.ts';
import { denied, json, security } from '../http/openapi.ts';
import { idParams } from '../http/params.ts';


const meRoute = createRoute({
  method: 'get',
  path: '/api/users/me',
  tags: ['users'],
  summary: 'The signed-in user',
  security,
  responses: {
    200: json('The signed-in user', userSchema),
    401: errorResponses[401],
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/api/users/{id}',
  tags: ['users'],
  summary: 'One user: administrators any, everyone else only themself',
  security,
  request: {
    params: z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, format: 'uuid' }) }),
  },
  responses: {
    200: json('The user', userSchema),
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

// ---- The users and salons list, and deleting a user (issue 12: users-list) ----

const listRoute = createRoute({
  method: 'get',
  path: '/api/users/list',
  tags: ['users'],
  summary:
    `Users by name (Polish order), then id, by keyset; administrators only (D14). \`salons=true\` (the default) lists salon users only, ` +
    `\`salons=false\` everyone; deleted users never (D10). Pages of ${USERS_PAGE_SIZE} (\`limit\` at most ${USERS_PAGE_MAX}); \`cursor\`: the previous page's nextCursor`,
  security,
  request: { query: userListQuerySchema },
  responses: {
    200: json('One page, the count of every match and the next cursor', userListSchema),
    400: { ...errorResponses[400], description: 'A malformed cursor, page size or salons flag' },
    ...denied,
  },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/api/cms/user/delete/{id}',
  tags: ['users'],
  summary:
    'Delete a user (D10: marked deleted, never removed): they can no longer sign in and their tokens answer 401 at once; a salon\'s ' +
    'client configurations stay, with its name. Administrators only (D14), never themself (409)',
  security,
  request: { params: idParams },
  responses: {
    200: json('The user deleted (spec part 1 §3 "User delete payload")', userDeletedSchema),
    ...denied,
    404: { ...errorResponses[404], description: 'No such user, or already deleted' },
    409: { ...errorResponses[409], description: 'Refused: an administrator cannot delete themself' },
  },
});

export function registerUserRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(meRoute, (c) => c.json(toRestUser(c.get('user')), 200));

  // Before /api/users/{id}, which would take 'list' for an id.
  app.openapi(listRoute, async (c) => {
    const result = await listUsers(deps.db, c.req.valid('query'));
    if (result.kind === 'badCursor') return c.json(validationErrorBody([{ field: 'cursor', message: messages.invalidRequest }]), 400);
    return c.json(result.page, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const result = await deleteUser(deps.db, c.get('user'), c.req.valid('param').id);
    if (result.kind === 'notFound') return c.json(errorBody(messages.notFound), 404);
    if (result.kind === 'self') return c.json(errorBody(messages.cannotDeleteSelf), 409);
    return c.json(result.user, 200);
  });

  app.openapi(userRoute, async (c) => {
    const { id } = c.req.valid('param');
    const viewer = c.get('user');
    // D14: a salon user reaches only their own user; asking for anyone else is forbidden, known or not.
    if (!canReadUser(viewer, id)) return c.json(errorBody(messages.forbidden), 403);
    const user = await findUserById(deps.db, id);
    if (!user) return c.json(errorBody(messages.notFound), 404);
    return c.json(toRestUser(user), 200);
  });
}
