import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { normalizeEmail, SIGN_IN_MAX_FAILURES, signInAnswerSchema, signInSchema } from '@meble/domain/auth';
import { messages } from '@meble/domain/messages';
import { issueToken } from '../auth/tokens.ts';
import { findUserByEmail, toRestUser } from '../users/repository.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses } from '../http/errors.ts';
import { body, json } from '../http/openapi.ts';

export const SIGN_IN_PATH = '/api/authentication/sign-in';

const signInRoute = createRoute({
  method: 'post',
  path: SIGN_IN_PATH,
  tags: ['authentication'],
  summary: 'Sign in with e-mail and password',
  // Reachable without a session: a huge body must not reach the JSON parser or the throttle keys.
  middleware: [bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json(errorBody(messages.requestTooLargeUnsized), 413) })] as const,
  request: {
    body: body(signInSchema),
  },
  responses: {
    200: json('A session token (HS256 JWT, 12 hours) and the signed-in user', signInAnswerSchema),
    400: errorResponses[400],
    401: errorResponses[401],
    429: errorResponses[429],
  },
});

export function registerAuthenticationRoutes(app: ApiApp, deps: ApiDeps): void {
  app.openapi(signInRoute, async (c) => {
    const input = c.req.valid('json');
    const email = normalizeEmail(input.email);

    // D16: counted before the password is checked, so a throttled e-mail gets 429 even with the right one
    // and a parallel burst gets no more than SIGN_IN_MAX_FAILURES guesses.
    const attempts = await deps.throttle.hit(email);
    if (attempts.count > SIGN_IN_MAX_FAILURES) {
      const secondsLeft = Math.max(1, Math.ceil((attempts.resetAt - deps.now()) / 1000));
      c.header('Retry-After', String(secondsLeft));
      return c.json(errorBody(messages.signInThrottled(Math.ceil(secondsLeft / 60))), 429);
    }

    const user = await findUserByEmail(deps.db, email);
    // Unknown e-mails are checked against a dummy hash, so the answer and its timing do not reveal who has an account.
    const passwordOk = await deps.passwords.verify(input.password, user?.password_hash ?? (await deps.passwords.dummyHash()));
    if (!user || user.is_deleted || !passwordOk) {
      return c.json(errorBody(messages.signInFailed), 401);
    }

    await deps.throttle.reset(email);
    return c.json({ accessToken: await issueToken(user.id, deps.config.jwtSecret, deps.now(), user.session_version), user: toRestUser(user) }, 200);
  });
}
