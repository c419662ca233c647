import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { APP_NAME, APP_VERSION, APP_VERSION_DATE } from '@meble/domain/app';
import { commonMessages } from '@meble/domain/messages/common';
import { AppError } from '../../errors/AppError.ts';
import { landingPathFor } from '../../session/guard.ts';
import { sessionExpiredAt, storeSession, takeReturnPath } from '../../session/session.ts';
import type { signIn } from './LoginScreenSignIn.ts';

let signInModule: Promise<{ signIn: typeof signIn }> | null = null;

/** The sign-in request (mutation, GraphQL transport, outcome) is a chunk of its own, so the form paints with less JavaScript. */
function loadSignIn(): Promise<{ signIn: typeof signIn }> {
  signInModule ??= import('./LoginScreenSignIn.ts').catch(() => {
    signInModule = null;
    throw new AppError(commonMessages.upstreamUnavailable, 'NETWORK');
  });
  return signInModule;
}

/** Focus on the form starts the fetch, so it has arrived by the time the visitor submits (a failure shows then). */
function prefetchSignIn(): void {
  loadSignIn().catch(() => undefined);
}

/** Spec part 1 "Login screen". */
export function Component() {
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  // After a 401 the user learns why they are here (and goes back to that page once signed in).
  const [error, setError] = useState(() => (sessionExpiredAt() ? commonMessages.unauthenticated : ''));
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec: both fields are trimmed; submit with an empty field does nothing.
    const email = login.trim();
    const secret = password.trim();
    if (pending || !email || !secret) return;
    setPending(true);
    setError('');
    try {
      const outcome = await (await loadSignIn()).signIn(email, secret);
      if (outcome.ok) {
        const { token, viewer } = outcome.payload;
        storeSession(token, { name: viewer.name, isSalon: viewer.isSalon, email: viewer.email });
        await navigate(takeReturnPath(landingPathFor(viewer)), { replace: true });
        return;
      }
      setError(outcome.banner);
    } catch (failure) {
      setError(failure instanceof AppError ? failure.message : commonMessages.unexpected);
    }
    setPending(false);
  }

  return (
    <main className="login" id="main">
      <title>{`Logowanie — ${APP_NAME}`}</title>
      <form className="login-card" onSubmit={onSubmit} onFocus={prefetchSignIn} noValidate aria-labelledby="login-title">
        <h1 id="login-title">{APP_NAME}</h1>
        <p className="login-error" role="alert">
          {error}
        </p>
        <label htmlFor="login-email">Login</label>
        <input
          id="login-email"
          name="email"
          // The screen's one task: typing starts at once, and focusing the form fetches the sign-in request.
          autoFocus
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={login}
          onChange={(event) => setLogin(event.target.value)}
        />
        <label htmlFor="login-password">Hasło</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" aria-busy={pending}>
          Zaloguj
        </button>
        <p className="login-version">{`Wersja ${APP_VERSION} z ${APP_VERSION_DATE}`}</p>
      </form>
    </main>
  );
}
