import { createRoute } from '@hono/zod-openapi';
import { fieldErrorsOf } from '@meble/domain/errors';
import { messages } from '@meble/domain/messages';
import { userSchema } from '@meble/domain/user';
import { changePasswordAnswerSchema, changePasswordBodySchema, passwordChangeSchema, signUpBodySchema, userCreateSchema } from '@meble/domain/user-account';
import { issueToken } from '../auth/tokens.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses } from '../http/errors.ts';
import { body, denied, json, security } from '../http/openapi.ts';
import { changeUserPassword, insertSalonUser, toRestUser } from '../users/repository.ts';

export const SIGN_UP_PATH = '/api/authentication/sign-up';
export const CHANGE_PASSWORD_PATH = '/api/authentication/changePassword';

const tags = ['users'];

const signUpRoute = createRoute({
  method: 'post',
  path: SIGN_UP_PATH,
  tags,
  summary:
    "Create a salon user (spec part 1 §5 'Create user'): whatever isAdmin, isSalon and isDeleted say, the user is a salon, not an administrator, not deleted (D15). Administrators only (D14).",
  security,
  request: { body: body(signUpBodySchema) },
  responses: {
    201: json('The new user', userSchema),
    400: errorResponses[400],
    ...denied,
  },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: CHANGE_PASSWORD_PATH,
  tags,
  summary:
    "Set a user's password (spec part 1 §5 'Change password'). Every session of the user issued before ends at once; a caller who changed their own password gets their new session in `accessToken`. Administrators only (D14).",
  security,
  request: { body: body(changePasswordBodySchema) },
  responses: {
    200: json('The user, and for a caller who changed their own password a new session token', changePasswordAnswerSchema),
    400: errorResponses[400],
    ...denied,
    404: errorResponses[404],
  },
});

/** A failed rule: the spec's banner ('Wypełnij wszystkie pola') and each field's own message (D12). */
function refused(error: Parameters<typeof fieldErrorsOf>[0]) {
  return errorBody(messages.fillAllFields, fieldErrorsOf(error));
}

export function registerUserAccountRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(signUpRoute, async (c) => {
    const parsed = userCreateSchema.safeParse(c.req.valid('json'));
    if (!parsed.success) return c.json(refused(parsed.error), 400);
    const { password, isAdmin: _admin, isSalon: _salon, isDeleted: _deleted, ...user } = parsed.data;
    // Hashed before the transaction: scrypt takes a while and holds no lock.
    const created = await insertSalonUser(deps.db, user, await deps.passwords.hash(password));
    if (created === 'taken') return c.json(errorBody(messages.emailTaken, [{ field: 'email', message: messages.emailTaken }]), 400);
    return c.json(toRestUser(created), 201);
  });

  app.openapi(changePasswordRoute, async (c) => {
    const { _id: id, ...fields } = c.req.valid('json');
    const parsed = passwordChangeSchema.safeParse(fields);
    if (!parsed.success) return c.json(refused(parsed.error), 400);
    const user = await changeUserPassword(deps.db, id, await deps.passwords.hash(parsed.data.password));
    if (!user) return c.json(errorBody(messages.notFound), 404);
    // The caller's own sessions ended with the change: this one goes on under the new version, not thrown out mid-way.
    const own = c.get('user').id === user.id;
    const accessToken = own ? await issueToken(user.id, deps.config.jwtSecret, deps.now(), user.session_version) : undefined;
    return c.json({ user: toRestUser(user), ...(accessToken ? { accessToken } : {}) }, 200);
  });
}
