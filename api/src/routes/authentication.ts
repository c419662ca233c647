import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { normalizeEmail, SIGN_IN_MAX_FAILURES, SIGN_IN_MAX_FAILURES_PER_ADDRESS, signInAnswerSchema, signInSchema } from '@meble/domain/auth';
import { throttleBucketOf } from '@meble/domain/client-address';
import { messages } from '@meble/domain/messages';
import { HashQueueFull } from '../auth/password.ts';
import { issueToken } from '../auth/tokens.ts';
import { requestClientAddress } from '../http/client-address.ts';
import { findUserByEmail, toRestUser } from '../users/repository.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
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
    429: {
      ...errorResponses[429],
      description:
        `Too many failed attempts for this e-mail (${SIGN_IN_MAX_FAILURES} per 15 minutes) or from this client address ` +
        `(${SIGN_IN_MAX_FAILURES_PER_ADDRESS} by default, SIGN_IN_MAX_FAILURES_PER_ADDRESS), or too many sign-ins of this address under way at once; see Retry-After`,
    },
    503: { ...errorResponses[429], description: 'Too many sign-ins being checked at once on the server; nothing was checked, try again (Retry-After)' },
  },
});

/** When a refused caller may come back: a hash takes about half a second, so the queue moves within a second or two. */
const QUEUE_RETRY_AFTER_SECONDS = 2;

export function registerAuthenticationRoutes(app: ApiApp, deps: ApiDeps): void {
  const maxFailuresPerAddress = deps.config.signInMaxFailuresPerAddress ?? SIGN_IN_MAX_FAILURES_PER_ADDRESS;
  app.openapi(signInRoute, async (c) => {
    const input = c.req.valid('json');
    const email = normalizeEmail(input.email);
    // The client as the intake throttles it (IPv6 per /64); c.env is undefined when an in-process caller passes no bindings.
    const address = throttleBucketOf(
      requestClientAddress(c.env as ApiEnv['Bindings'] | undefined, c.req.header('x-forwarded-for'), deps.config.trustProxyHops ?? 0),
    );

    // D16: counted before the password is checked, so a throttled e-mail gets 429 even with the right one
    // and a parallel burst gets no more than SIGN_IN_MAX_FAILURES guesses.
    const attempts = await deps.throttle.hit(email);
    if (attempts.count > SIGN_IN_MAX_FAILURES) {
      const secondsLeft = Math.max(1, Math.ceil((attempts.resetAt - deps.now()) / 1000));
      c.header('Retry-After', String(secondsLeft));
      return c.json(errorBody(messages.signInThrottled(Math.ceil(secondsLeft / 60))), 429);
    }
    // Per address, only failures count (a salon's staff behind one address sign in all day); a burst from one
    // address is held by the hash queue's bound per client, so it cannot slip many guesses past this check.
    const addressFailures = await deps.addressThrottle.failures(address);
    if (addressFailures && addressFailures.count >= maxFailuresPerAddress) {
      const secondsLeft = Math.max(1, Math.ceil((addressFailures.resetAt - deps.now()) / 1000));
      c.header('Retry-After', String(secondsLeft));
      return c.json(errorBody(messages.signInAddressThrottled(Math.ceil(secondsLeft / 60))), 429);
    }

    const user = await findUserByEmail(deps.db, email);
    let passwordOk: boolean;
    try {
      // Unknown e-mails are checked against a dummy hash, so the answer and its timing do not reveal who has an account.
      const stored = user?.password_hash ?? (await deps.passwords.dummyHash());
      passwordOk = await deps.passwords.verify(input.password, stored, { client: address });
    } catch (error) {
      if (!(error instanceof HashQueueFull)) throw error;
      // Refused before any hashing: nothing was checked, so nothing counts as a failure.
      c.header('Retry-After', String(QUEUE_RETRY_AFTER_SECONDS));
      return error.scope === 'client' ? c.json(errorBody(messages.signInBusy), 429) : c.json(errorBody(messages.signInOverloaded), 503);
    }
    if (!user || user.is_deleted || !passwordOk) {
      await deps.addressThrottle.hit(address);
      return c.json(errorBody(messages.signInFailed), 401);
    }

    await deps.throttle.reset(email);
    return c.json({ accessToken: await issueToken(user.id, deps.config.jwtSecret, deps.now(), user.session_version), user: toRestUser(user) }, 200);
  });
}
