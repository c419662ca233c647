import { createRoute, z } from '@hono/zod-openapi';
import { messages } from '@meble/domain/messages';
import { userSchema } from '@meble/domain/user';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses } from '../http/errors.ts';
import { canReadUser } from '../http/guards.ts';
import { findUserById, toRestUser } from '../users/repository.ts';
import { json, security } from '../http/openapi.ts';


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

export function registerUserRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(meRoute, (c) => c.json(toRestUser(c.get('user')), 200));

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
