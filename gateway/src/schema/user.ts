import type { z } from 'zod';
import { fieldErrorsOf } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import type { User } from '@meble/domain/user';
import { passwordChangeSchema, userCreateSchema } from '@meble/domain/user-account';
import { builder } from '../builder.ts';
import { NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { fromRest } from '../mutations.ts';
import { changePassword, createUser } from '../rest/user-accounts.ts';
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

// ---- Create user and change password (issue 12; spec part 1 §5; D14, D15) ----

/** A rule of the form broken: the spec's banner and each field's Polish message (D12), as REST answers it. */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationFailure(messages.fillAllFields, fieldErrorsOf(result.error));
}

const CreateUserInput = builder.inputType('CreateUserInput', {
  description: 'Spec part 1 §5 "Create user". The user is always a salon, not an administrator (D15).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'Max 30; may be empty for a salon (the salon name stands for it).' }),
    email: t.string({ required: true, description: 'Max 50; unique, compared case-insensitively.' }),
    city: t.string({ required: true, description: '3 to 30 characters.' }),
    password: t.string({ required: true, description: '10 to 25 characters (D16).' }),
    passwordRepeat: t.string({ required: true }),
    salonName: t.string({ required: true, description: 'Max 30; required.' }),
    salonPhone: t.string({ required: true, description: 'Max 30.' }),
    salonAddress: t.string({ required: true, description: 'Max 30.' }),
  }),
});

const CreateUserPayload = builder.objectRef<{ user: User }>('CreateUserPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }),
});

builder.mutationField('createUser', (t) =>
  t.field({
    type: CreateUserPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationFailure] },
    description: 'Creates a salon user (D15); one REST call. A taken e-mail is a ValidationError on `email`.',
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const fields = checked(userCreateSchema, input);
      const { isAdmin: _admin, isSalon: _salon, isDeleted: _deleted, ...body } = fields;
      const user = await fromRest(createUser(context.rest, { ...body, passwordRepeat: input.passwordRepeat }));
      context.loaders.clear();
      return { user };
    },
  }),
);

const ChangePasswordInput = builder.inputType('ChangePasswordInput', {
  description: 'Spec part 1 §5 "Change password": the same password rules as creating a user.',
  fields: (t) => ({
    id: t.globalID({ required: true, for: [UserRef] }),
    password: t.string({ required: true }),
    passwordRepeat: t.string({ required: true }),
  }),
});

const ChangePasswordPayload = builder.objectRef<{ user: User; token: string | null }>('ChangePasswordPayload').implement({
  fields: (t) => ({
    user: t.field({ type: UserRef, resolve: (payload) => payload.user }),
    token: t.string({
      nullable: true,
      description:
        "Only when the viewer changed their own password: their new session token (every earlier session of the user has ended, this one's too). Null otherwise.",
      resolve: (payload) => payload.token,
    }),
  }),
});

builder.mutationField('changePassword', (t) =>
  t.field({
    type: ChangePasswordPayload,
    authScopes: { admin: true },
    errors: { types: [ValidationFailure, NotFoundFailure] },
    description: "Sets a user's password (one REST call); the user's existing sessions end at once.",
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { password } = checked(passwordChangeSchema, input);
      const answer = await fromRest(
        changePassword(context.rest, { _id: input.id.id, password, passwordRepeat: input.passwordRepeat }),
        { notFound: messages.notFound },
      );
      context.loaders.clear();
      // The viewer's own session ended with the change: the rest of this answer is resolved under the new one.
      if (answer.accessToken) context.adoptSession(answer.accessToken, answer.user);
      return { user: answer.user, token: answer.accessToken ?? null };
    },
  }),
);
