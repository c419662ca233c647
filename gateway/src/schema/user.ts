import type { User } from '@meble/domain/user';
import { builder } from '../builder.ts';
import { NotFound } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { getUser } from '../rest/users.ts';

export const UserRef = builder.loadableNode('User', {
  id: { resolve: (user: User) => user._id },
  // D14: administrators see every user, anyone else only themself; the API enforces the same.
  authScopes: async (user, context) => {
    const viewer = await context.viewer();
    return viewer !== null && (viewer.isAdmin || viewer._id === user._id);
  },
  // One REST call per distinct id in a request; the API has no batch path for users yet.
  load: (ids: string[], context) =>
    Promise.all(ids.map(async (id) => (await nullOn404(getUser(context.rest, id))) ?? new NotFound())),
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    city: t.exposeString('city'),
    isAdmin: t.exposeBoolean('isAdmin'),
    isSalon: t.exposeBoolean('isSalon'),
    salonName: t.exposeString('salonName', { nullable: true }),
    salonPhone: t.exposeString('salonPhone', { nullable: true }),
    salonAddress: t.exposeString('salonAddress', { nullable: true }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null without a token. An invalid or expired token is UNAUTHENTICATED.',
    resolve: (_root, _args, context) => context.viewer(),
  }),
);
