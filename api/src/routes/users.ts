// The users paths (spec part 1 §7): who is signed in, one user, the users list, create (sign-up), edit (D28),
// change a password and delete.
import { createRoute } from '@hono/zod-openapi';
import { fieldErrorsOf } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import { USERS_PAGE_MAX, USERS_PAGE_SIZE } from '@meble/domain/user';
import { passwordChangeSchema, userCreateSchema } from '@meble/domain/user-account';
import { userAccountEndpoints } from '@meble/domain/user-account-endpoints';
import { userEndpoints } from '@meble/domain/user-endpoints';
import { issueToken } from '../auth/tokens.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses, validationErrorBody, writeConflict } from '../http/errors.ts';
import { canReadUser } from '../http/guards.ts';
import { denied, route, security } from '../http/openapi.ts';
import { actorOf, seenVersionOf, setVersionEtag, writeContextOf } from '../history/http.ts';
import { recordedCreate, recordedDelete, recordedUpdate, type Recorded } from '../history/recorded.ts';
import { userRecorder } from '../users/recorder.ts';
import {
  changeUserPassword,
  deleteUser,
  EmailTaken,
  type DeleteUserResult,
  type UpdateUserResult,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  toRestUser,
  updateUser,
} from '../users/repository.ts';

const meRoute = createRoute({
  ...route(userEndpoints.me, { 200: 'The signed-in user' }, { 401: errorResponses[401] }),
  tags: ['users'],
  summary: 'The signed-in user',
  security,
});

const userRoute = createRoute({
  ...route(userEndpoints.one, { 200: 'The user' }, { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] }),
  tags: ['users'],
  summary: 'One user: administrators any, everyone else only themself',
  security,
});

const listRoute = createRoute({
  ...route(
    userEndpoints.list,
    { 200: 'One page, the count of every match and the next cursor' },
    { 400: { ...errorResponses[400], description: 'A malformed cursor, page size or salons flag' }, ...denied },
  ),
  tags: ['users'],
  summary:
    `Users by name (Polish order), then id, by keyset; administrators only (D14). \`salons=true\` (the default) lists salon users only, ` +
    `\`salons=false\` everyone; deleted users never (D10). Pages of ${USERS_PAGE_SIZE} (\`limit\` at most ${USERS_PAGE_MAX}); \`cursor\`: the previous page's nextCursor`,
  security,
});

const deleteRoute = createRoute({
  ...route(
    userEndpoints.remove,
    { 200: 'The user deleted (spec part 1 §3 "User delete payload")' },
    {
      ...denied,
      404: { ...errorResponses[404], description: 'No such user, or already deleted' },
      409: { ...writeConflict[409], description: 'Refused: an administrator cannot delete themself, or `code: CONFLICT`: the user changed since the version `If-Match` names' },
    },
  ),
  tags: ['users'],
  summary:
    'Delete a user (D10: marked deleted, never removed): they can no longer sign in and their tokens answer 401 at once; a salon\'s ' +
    'client configurations stay, with its name. Administrators only (D14), never themself (409). Recorded in the history, from which ' +
    'an administrator can undo it',
  security,
});

const updateRoute = createRoute({
  ...route(
    userEndpoints.update,
    { 200: 'The user as saved' },
    { 400: errorResponses[400], ...denied, 404: { ...errorResponses[404], description: 'No such user, or deleted' }, ...writeConflict },
  ),
  tags: ['users'],
  summary:
    "Edit a user's name, city and salon fields (D28) by the create rules (spec part 1 §5 'Create user'), trimmed: a salon needs its " +
    "salon name and may leave the name empty (the salon name stands for it); anyone else needs a name of 3 characters and keeps " +
    'their salon fields. The e-mail, password and roles do not change here. Administrators only (D14). Names the version its editor ' +
    'saw (`version` or `If-Match`): a newer one answers 409 CONFLICT',
  security,
});

const signUpRoute = createRoute({
  ...route(userAccountEndpoints.signUp, { 201: 'The new user' }, { 400: errorResponses[400], ...denied }),
  tags: ['users'],
  summary:
    "Create a salon user (spec part 1 §5 'Create user'): whatever isAdmin, isSalon and isDeleted say, the user is a salon, not an administrator, not deleted (D15). Administrators only (D14).",
  security,
});

const changePasswordRoute = createRoute({
  ...route(
    userAccountEndpoints.changePassword,
    { 200: 'The user, and for a caller who changed their own password a new session token' },
    { 400: errorResponses[400], ...denied, 404: errorResponses[404], ...writeConflict },
  ),
  tags: ['users'],
  summary:
    "Set a user's password (spec part 1 §5 'Change password'). Every session of the user issued before ends at once; a caller who changed their own password gets their new session in `accessToken`. Administrators only (D14). " +
    'The history records that it changed, never the password; `version` or `If-Match` may name the version the form saw',
  security,
});

/** A failed rule: the spec's banner ('Wypełnij wszystkie pola') and each field's own message (D12). */
function refused(error: Parameters<typeof fieldErrorsOf>[0]) {
  return errorBody(messages.fillAllFields, fieldErrorsOf(error));
}

/** A used e-mail, deleted accounts' included: the message as the banner and next to the e-mail field. */
const emailTaken = () => errorBody(messages.emailTaken, [{ field: 'email', message: messages.emailTaken }]);

/** A conflict on a user deleted since: as for any deleted user, not found (D10). */
const isDeletedUser = (outcome: Extract<Recorded<unknown>, { kind: 'conflict' }>): boolean => outcome.body.current?.['isDeleted'] === true;

export function registerUserRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(meRoute, (c) => c.json(toRestUser(c.get('user')), 200));

  // Before /api/users/{id}, which would take 'list' for an id.
  app.openapi(listRoute, async (c) => {
    const result = await listUsers(deps.db, c.req.valid('query'));
    if (result.kind === 'badCursor') return c.json(validationErrorBody([{ field: 'cursor', message: messages.invalidRequest }]), 400);
    return c.json(result.page, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    const outcome = await recordedDelete(writeContextOf(deps, actorOf(c)), userRecorder, id, { seen: seenVersionOf(c), accept: (result: DeleteUserResult) => result.kind === 'deleted' }, (trx) =>
      deleteUser(trx, c.get('user'), id),
    );
    if (outcome.kind === 'conflict') return isDeletedUser(outcome) ? c.json(errorBody(messages.notFound), 404) : c.json(outcome.body, 409);
    if (outcome.kind === 'notFound' || outcome.value.kind === 'notFound') return c.json(errorBody(messages.notFound), 404);
    if (outcome.value.kind === 'self') return c.json(errorBody(messages.cannotDeleteSelf), 409);
    return c.json(outcome.value.user, 200);
  });

  app.openapi(userRoute, async (c) => {
    const { id } = c.req.valid('param');
    const viewer = c.get('user');
    // D14: a salon user reaches only their own user; asking for anyone else is forbidden, known or not.
    if (!canReadUser(viewer, id)) return c.json(errorBody(messages.forbidden), 403);
    const user = await findUserById(deps.db, id);
    if (!user) return c.json(errorBody(messages.notFound), 404);
    setVersionEtag(c, user.version);
    return c.json(toRestUser(user), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { version, salonName, salonPhone, salonAddress, ...fields } = c.req.valid('json');
    // A salon field sent as null (as the legacy client sends an unset one) is empty.
    const salon = { salonName: salonName ?? '', salonPhone: salonPhone ?? '', salonAddress: salonAddress ?? '' };
    const written = await recordedUpdate(
      writeContextOf(deps, actorOf(c)),
      userRecorder,
      id,
      { seen: seenVersionOf(c, version), accept: (result: UpdateUserResult) => result.kind === 'updated' },
      (trx) => updateUser(trx, id, { ...fields, ...salon }),
    );
    if (written.kind === 'conflict') return isDeletedUser(written) ? c.json(errorBody(messages.notFound), 404) : c.json(written.body, 409);
    if (written.kind === 'notFound' || written.value.kind === 'notFound') return c.json(errorBody(messages.notFound), 404);
    if (written.value.kind === 'invalid') return c.json(refused(written.value.error), 400);
    setVersionEtag(c, written.value.user.version);
    return c.json(written.value.user, 200);
  });

  app.openapi(signUpRoute, async (c) => {
    const parsed = userCreateSchema.safeParse(c.req.valid('json'));
    if (!parsed.success) return c.json(refused(parsed.error), 400);
    const { password, isAdmin: _admin, isSalon: _salon, isDeleted: _deleted, ...fields } = parsed.data;
    // Asked before hashing, so a taken e-mail costs no scrypt; one taken in between is the insert's EmailTaken.
    if (await findUserByEmail(deps.db, fields.email)) return c.json(emailTaken(), 400);
    const hash = await deps.passwords.hash(password);
    try {
      const created = await recordedCreate(
        writeContextOf(deps, actorOf(c)),
        userRecorder,
        (trx) => insertUser(trx, { ...fields, isSalon: true, isAdmin: false, isDeleted: false }, hash),
        (user) => user.id,
      );
      if (created.kind !== 'written') throw new Error(`a user insert answered ${created.kind}`);
      setVersionEtag(c, created.value.version);
      return c.json(toRestUser(created.value), 201);
    } catch (error) {
      if (error instanceof EmailTaken) return c.json(emailTaken(), 400);
      throw error;
    }
  });

  app.openapi(changePasswordRoute, async (c) => {
    const { _id: id, version, ...fields } = c.req.valid('json');
    const parsed = passwordChangeSchema.safeParse(fields);
    if (!parsed.success) return c.json(refused(parsed.error), 400);
    const hash = await deps.passwords.hash(parsed.data.password);
    // The entry names the field and nothing of it: neither the password nor its hash is ever in the history.
    const written = await recordedUpdate(
      writeContextOf(deps, actorOf(c)),
      userRecorder,
      id,
      { seen: seenVersionOf(c, version), operation: 'password', changes: [{ field: 'password', before: null, after: null }] },
      (trx) => changeUserPassword(trx, id, hash),
    );
    if (written.kind === 'conflict') return isDeletedUser(written) ? c.json(errorBody(messages.notFound), 404) : c.json(written.body, 409);
    if (written.kind !== 'written' || !written.value) return c.json(errorBody(messages.notFound), 404);
    const user = written.value;
    // The caller's own sessions ended with the change: this one goes on under the new version, not thrown out mid-way.
    const own = c.get('user').id === user.id;
    const accessToken = own ? await issueToken(user.id, deps.config.jwtSecret, deps.now(), user.session_version) : undefined;
    setVersionEtag(c, user.version);
    return c.json({ user: toRestUser(user), ...(accessToken ? { accessToken } : {}) }, 200);
  });
}
