import { encodeGlobalID } from '@pothos/plugin-relay';
import { messages } from '@meble/domain/messages';
import { canDeleteUser, USERS_PAGE_MAX, USERS_PAGE_SIZE, userCursor, type User, type UserDeleted, type UserList } from '@meble/domain/user';
import {
  SALON_ADDRESS_MAX,
  SALON_NAME_MAX,
  SALON_PHONE_MAX,
  USER_CITY_MAX,
  USER_CITY_MIN,
  USER_NAME_MAX,
  USER_NAME_MIN,
  passwordChangeSchema,
  userCreateSchema,
  userEditFieldsSchema,
} from '@meble/domain/user-account';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { ConflictFailure, NotFound, NotFoundFailure, ValidationFailure } from '../errors.ts';
import { nullOn404 } from '../loaders.ts';
import { adminMutation, fromRest, seenVersion } from '../mutations.ts';
import { nodeReadAheads } from '../read-ahead.ts';
import { perRequest } from '../request-cache.ts';
import { changePassword, createUser, deleteUser, getUser, listUsers, updateUser } from '../rest/users.ts';
import { startAhead } from '../selection.ts';
import { keysetPageInfo, pageSize, refuseUnstorableArgs, restLimit } from '../keyset.ts';

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
    version: t.exposeInt('version', { nullable: true, description: 'Bumped by every write; name it in a mutation (`version`) so a stale save answers a ConflictError.' }),
    // What the viewer may do with this user, by the rule the API enforces.
    viewerCanDelete: t.boolean({
      description: 'Whether the viewer may delete this user: administrators may delete anyone but themself (D14).',
      resolve: async (user, _args, context) => {
        const viewer = await context.viewer();
        return viewer !== null && canDeleteUser(viewer, user);
      },
    }),
  }),
});

/** What `node(id)` starts with a user: the files that add its fields register their loads. */
export const userReadAheads = nodeReadAheads(UserRef.name);

builder.queryField('viewer', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user; null without a token. An invalid or expired token is UNAUTHENTICATED.',
    resolve: (_root, _args, context) => context.viewer(),
  }),
);

// ---- The users and salons list, and deleting a user ----

interface UserPageArgs {
  first?: number | null;
  after?: string | null;
  salonsOnly?: boolean | null;
}

const PAGE_SIZES = { size: USERS_PAGE_SIZE, max: USERS_PAGE_MAX };
/** The REST query of a page; throws for arguments the caller got wrong, before any call. */
function listQuery(args: UserPageArgs) {
  refuseUnstorableArgs({ after: args.after });
  return { limit: restLimit(pageSize(args.first, PAGE_SIZES)), cursor: args.after ?? null, salons: args.salonsOnly !== false };
}

/** The REST page, once per request and query: the root field starts it beside its scope check, the resolver reads it. */
const listUsersOnce = perRequest(
  'users',
  (context: GatewayContext, query: ReturnType<typeof listQuery>): Promise<UserList> => fromRest(listUsers(context.rest, query)),
  (query) => query,
);

builder.queryField('users', (t) =>
  t.connection(
    {
      type: UserRef,
      description: `Users by name (Polish order), ${USERS_PAGE_SIZE} by default (at most ${USERS_PAGE_MAX}); administrators only. \`salonsOnly\` (the default) lists salon users only, false everyone; deleted users never (D10).`,
      args: { salonsOnly: t.arg.boolean({ defaultValue: true }) },
      // The page is asked for beside the check (one round); it reaches the answer only through the resolver.
      authScopes: (_root, args, context) => {
        try {
          startAhead(listUsersOnce(context, listQuery(args)));
        } catch {
          // Arguments the resolver refuses start nothing.
        }
        return { admin: true };
      },
      resolve: async (_root, args, context) => {
        const size = pageSize(args.first, PAGE_SIZES);
        const answer = await listUsersOnce(context, listQuery(args));
        const edges = answer.list.slice(0, size).map((user) => ({ cursor: userCursor(user), node: user }));
        return {
          edges,
          pageInfo: keysetPageInfo(edges, args.after, { nextCursor: answer.nextCursor, rows: answer.list.length }, size),
          totalCount: answer.totalCount,
        };
      },
    },
    {
      name: 'UserConnection',
      fields: (c) => ({
        totalCount: c.int({ description: 'All users matching the filter.', resolve: (page) => page.totalCount }),
      }),
    },
  ),
);

const DeleteUserPayload = builder.objectRef<UserDeleted>('DeleteUserPayload').implement({
  fields: (t) => ({
    deletedUserId: t.id({ description: 'Global id of the deleted user (for @deleteEdge).', resolve: (deleted) => encodeGlobalID('User', deleted._id) }),
    name: t.exposeString('name', { description: 'The name of the deleted user.' }),
  }),
});

adminMutation('deleteUser', {
  type: DeleteUserPayload,
  description:
    'Deletes a user (D10: marked deleted): they can no longer sign in, their sessions end at once, a salon\'s client configurations stay. Never oneself.',
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  args: (arg) => ({ id: arg.globalID({ required: true, for: [UserRef] }), version: arg.int({ description: 'The version of the user the editor saw.' }) }),
  resolve: async ({ args, context }) => {
    const viewer = await context.viewer();
    // The API refuses it too (409); checked here first so the graph stays safe in front of a legacy API.
    if (viewer && !canDeleteUser(viewer, { _id: args.id.id, isDeleted: false })) throw new ValidationFailure(messages.cannotDeleteSelf, []);
    return deleteUser(context.rest, args.id.id, seenVersion(args.version));
  },
});

// ---- Create user and change password (spec part 1 §5; D14, D15) ----

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

adminMutation('createUser', {
  type: CreateUserPayload,
  errors: [ValidationFailure],
  description: 'Creates a salon user (D15); one REST call. A taken e-mail is a ValidationError on `email`.',
  args: (arg) => ({ input: arg({ type: CreateUserInput, required: true }) }),
  input: { schema: userCreateSchema, from: (args) => args.input, banner: messages.fillAllFields },
  resolve: async ({ args, input, context }) => {
    const { isAdmin: _admin, isSalon: _salon, isDeleted: _deleted, ...body } = input;
    return { user: await createUser(context.rest, { ...body, passwordRepeat: args.input.passwordRepeat }) };
  },
});

// ---- Edit a user (D28) ----

const UserFields = builder.inputType('UserFields', {
  description: 'D28: what editing a user changes, by the create rules. The e-mail stays; the password has changePassword.',
  fields: (t) => ({
    name: t.string({ required: true, description: `Max ${USER_NAME_MAX}; at least ${USER_NAME_MIN} unless a salon, whose salon name stands for an empty one.` }),
    city: t.string({ required: true, description: `${USER_CITY_MIN} to ${USER_CITY_MAX} characters.` }),
    salonName: t.string({ required: true, description: `Max ${SALON_NAME_MAX}; required for a salon. Ignored for anyone else.` }),
    salonPhone: t.string({ required: true, description: `Max ${SALON_PHONE_MAX}. Ignored for anyone but a salon.` }),
    salonAddress: t.string({ required: true, description: `Max ${SALON_ADDRESS_MAX}. Ignored for anyone but a salon.` }),
  }),
});

const UpdateUserPayload = builder.objectRef<{ user: User }>('UpdateUserPayload').implement({
  fields: (t) => ({ user: t.field({ type: UserRef, resolve: (payload) => payload.user }) }),
});

adminMutation('updateUser', {
  type: UpdateUserPayload,
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  description: "Changes a user's name, city and salon fields (D28); one REST call, answering the user as saved.",
  args: (arg) => ({ id: arg.globalID({ required: true, for: [UserRef] }), input: arg({ type: UserFields, required: true }), version: arg.int({ description: 'The version of the user the editor saw.' }) }),
  // Each field's rules here; the rules that depend on whether the user is a salon are the API's, which has the record.
  input: { schema: userEditFieldsSchema, from: (args) => args.input, banner: messages.fillAllFields },
  resolve: async ({ args, input, context }) => ({ user: await updateUser(context.rest, args.id.id, input, seenVersion(args.version)) }),
});

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

adminMutation('changePassword', {
  type: ChangePasswordPayload,
  errors: [ValidationFailure, NotFoundFailure, ConflictFailure],
  description: "Sets a user's password (one REST call); the user's existing sessions end at once.",
  args: (arg) => ({ input: arg({ type: ChangePasswordInput, required: true }), version: arg.int({ description: 'The version of the user the editor saw.' }) }),
  input: { schema: passwordChangeSchema, from: (args) => args.input, banner: messages.fillAllFields },
  resolve: async ({ args, input, context }) => {
    const answer = await changePassword(context.rest, { _id: args.input.id.id, password: input.password, passwordRepeat: args.input.passwordRepeat }, seenVersion(args.version));
    // The viewer's own session ended with the change: the rest of this answer is resolved under the new one.
    if (answer.accessToken) context.adoptSession(answer.accessToken, answer.user);
    return { user: answer.user, token: answer.accessToken ?? null };
  },
});
