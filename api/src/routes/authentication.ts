import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { normalizeEmail, SIGN_IN_MAX_FAILURES, SIGN_IN_MAX_FAILURES_PER_ADDRESS } from '@meble/domain/auth';
import { authEndpoints } from '@meble/domain/auth-endpoints';
import { throttleBucketOf } from '@meble/domain/client-address';
import { messages } from '@meble/domain/messages';
import { isKnownSignIn, knownSignInKey, rememberSignIn } from '../auth/known-sign-ins.ts';
import { HashQueueFull } from '../auth/password.ts';
import { THROTTLE_UNAVAILABLE_RETRY_AFTER_SECONDS, ThrottleUnavailable } from '../auth/throttle.ts';
import { issueToken } from '../auth/tokens.ts';
import { refuseTooLarge } from '../http/body-limits.ts';
import { requestClientAddress } from '../http/client-address.ts';
import { findUserByEmail, toRestUser } from '../users/repository.ts';
import type { ApiApp, ApiDeps, ApiEnv } from '../http/context.ts';
import { errorBody, errorResponses } from '../http/errors.ts';
import { route } from '../http/openapi.ts';

export const SIGN_IN_PATH = authEndpoints.signIn.path;

const signInRoute = createRoute({
  ...route(
    authEndpoints.signIn,
    { 200: 'A session token (HS256 JWT, 12 hours) and the signed-in user' },
    {
      400: errorResponses[400],
      401: errorResponses[401],
      429: {
        ...errorResponses[429],
        description:
          `Too many failed attempts for this e-mail (${SIGN_IN_MAX_FAILURES} per 15 minutes) or failed and refused ones from this ` +
          `client address (${SIGN_IN_MAX_FAILURES_PER_ADDRESS} by default, SIGN_IN_MAX_FAILURES_PER_ADDRESS; not applied to an e-mail ` +
          `that signed in from this address before), or too many sign-ins of this address under way at once; see Retry-After`,
      },
      503: {
        ...errorResponses[429],
        description:
          'Too many sign-ins being checked at once on the server, or the store that counts attempts (Redis) does not answer; ' +
          'nothing was checked, try again (Retry-After)',
      },
    },
  ),
  tags: ['authentication'],
  summary: 'Sign in with e-mail and password',
  // Reachable without a session: a huge body must not reach the JSON parser or the throttle keys.
  middleware: [bodyLimit({ maxSize: 16 * 1024, onError: (c) => refuseTooLarge(c, messages.requestTooLargeUnsized) })] as const,
});

/** When a refused caller may come back: a hash takes about half a second, so the queue moves within a second or two. */
const QUEUE_RETRY_AFTER_SECONDS = 2;

export function registerAuthenticationRoutes(app: ApiApp, deps: ApiDeps): void {
  const maxStrikesPerAddress = deps.config.signInMaxFailuresPerAddress ?? SIGN_IN_MAX_FAILURES_PER_ADDRESS;
  app.openapi(signInRoute, async (c) => {
    try {
      const input = c.req.valid('json');
      const email = normalizeEmail(input.email);
      // The client as the intake throttles it (IPv6 per /64); c.env is undefined when an in-process caller passes no bindings.
      const address = throttleBucketOf(
        requestClientAddress(c.env as ApiEnv['Bindings'] | undefined, c.req.header('x-forwarded-for'), deps.config.trustProxyHops ?? 0),
      );

      // Per address, failures and refusals count (successes do not: a salon's staff behind one address sign in all
      // day), and a blocked address is refused here, before its e-mail is counted or the queue is entered. A browser
      // that signed in with this e-mail from this address before is judged by its e-mail alone (D16), so an attacker
      // behind an office's address cannot lock its staff out. A burst from one address is held by the hash queue's
      // bound per client, so it cannot slip many guesses past this check.
      const [standing, knownPair] = await Promise.all([
        deps.addressThrottle.failures(address),
        isKnownSignIn(deps.knownSignIns, knownSignInKey(address, email)),
      ]);
      const addressStrikes = standing?.count ?? 0;
      if (standing && addressStrikes >= maxStrikesPerAddress && !knownPair) {
        const secondsLeft = Math.max(1, Math.ceil((standing.resetAt - deps.now()) / 1000));
        c.header('Retry-After', String(secondsLeft));
        return c.json(errorBody(messages.signInAddressThrottled(Math.ceil(secondsLeft / 60))), 429);
      }

      // D16: counted before the password is checked, so a throttled e-mail gets 429 even with the right one
      // and a parallel burst gets no more than SIGN_IN_MAX_FAILURES guesses.
      const attempts = await deps.throttle.hit(email);
      if (attempts.count > SIGN_IN_MAX_FAILURES) {
        const secondsLeft = Math.max(1, Math.ceil((attempts.resetAt - deps.now()) / 1000));
        c.header('Retry-After', String(secondsLeft));
        return c.json(errorBody(messages.signInThrottled(Math.ceil(secondsLeft / 60))), 429);
      }

      const user = await findUserByEmail(deps.db, email);
      let passwordOk: boolean;
      try {
        // Unknown e-mails are checked against a dummy hash, so the answer and its timing do not reveal who has an account.
        const stored = user?.password_hash ?? (await deps.passwords.dummyHash());
        // A person signing in again where they signed in before goes first, even in a burst from fresh addresses (whose
        // calls all start with one strike); everyone else after, fewest strikes first.
        passwordOk = await deps.passwords.verify(input.password, stored, { client: address, strikes: knownPair ? 0 : addressStrikes + 1 });
      } catch (error) {
        if (!(error instanceof HashQueueFull)) throw error;
        // Nothing was checked, but a refusal is a strike: a steady flood from fixed addresses blocks itself within
        // its first refusals, and from then on is refused above, without a check or a place in the queue.
        await deps.addressThrottle.hit(address);
        c.header('Retry-After', String(QUEUE_RETRY_AFTER_SECONDS));
        return error.scope === 'client' ? c.json(errorBody(messages.signInBusy), 429) : c.json(errorBody(messages.signInOverloaded), 503);
      }
      if (!user || user.is_deleted || !passwordOk) {
        await deps.addressThrottle.hit(address);
        return c.json(errorBody(messages.signInFailed), 401);
      }

      await Promise.all([deps.throttle.reset(email), rememberSignIn(deps.knownSignIns, knownSignInKey(address, email))]);
      return c.json({ accessToken: await issueToken(user.id, deps.config.jwtSecret, deps.now(), user.session_version), user: toRestUser(user) }, 200);
    } catch (error) {
      // Fail closed: without its counts no password is checked, and none is let through.
      if (!(error instanceof ThrottleUnavailable)) throw error;
      c.header('Retry-After', String(THROTTLE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(errorBody(messages.signInUnavailable), 503);
    }
  });
}
