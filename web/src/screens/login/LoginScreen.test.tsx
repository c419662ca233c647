import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { commonMessages } from '@meble/domain/messages/common';
import { sessionMessages } from '@meble/domain/messages/session';
import { markSessionExpired, sessionExpiredAt } from '../../session/session.ts';
import persistedOperations from '../../../persisted-operations.json' with { type: 'json' };
import { Component as LoginScreen } from './LoginScreen.tsx';

const persisted: Record<string, string> = persistedOperations;

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/', Component: LoginScreen },
      { path: '/collections', Component: () => <h1>Kolekcje</h1> },
      { path: '/collection/:slug/sets', Component: () => <h1>Zestawy</h1> },
      { path: '/client-configurations', Component: () => <h1>Konfiguracje klientów</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function fill(login: string, password: string) {
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginScreen', () => {
  it('shows the application name, labelled fields and the version', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Konfigurator 3D — panel administracyjny');
    expect(screen.getByLabelText('Login')).toBeTruthy();
    expect(screen.getByLabelText('Hasło').getAttribute('type')).toBe('password');
    expect(screen.getByText('Wersja 0.1.0 z 08.06.2025')).toBeTruthy();
  });

  it('does nothing when a field is empty (after trimming)', () => {
    renderLogin();
    fill('', '');
    fill('   ', 'tajnehaslo1');
    fill('anna@example.com', '   ');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows the message of a failed sign-in and stores nothing', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { signIn: { __typename: 'SignInError', message: sessionMessages.signInFailed } } }));
    renderLogin();
    fill('anna@example.com', 'zlehaslo123');
    expect(await screen.findByText(sessionMessages.signInFailed)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(sessionMessages.signInFailed);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('appUser')).toBeNull();
  });

  it('shows the throttling message the server answers', async () => {
    const throttled = sessionMessages.signInThrottled(15);
    fetchMock.mockResolvedValueOnce(json({ data: { signIn: { __typename: 'SignInError', message: throttled } } }));
    renderLogin();
    fill('anna@example.com', 'zlehaslo123');
    expect(await screen.findByText(throttled)).toBeTruthy();
  });

  /** The next /graphql call answers a successful sign-in as Anna, an administrator (or a salon user). */
  const answerSignedIn = (isSalon = false) =>
    fetchMock.mockResolvedValueOnce(
      json({
        data: {
          signIn: {
            __typename: 'SignInPayload',
            token: 'jwt-token',
            viewer: { id: 'VXNlcjox', name: 'Anna Nowak', email: 'anna@example.com', isAdmin: !isSalon, isSalon },
          },
        },
      }),
    );

  it('says the server is unavailable when the request fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin();
    fill('anna@example.com', 'tajnehaslo1');
    expect(await screen.findByText(commonMessages.upstreamUnavailable)).toBeTruthy();
  });

  it('stores token and appUser and goes to the collections on success', async () => {
    answerSignedIn();
    const router = renderLogin();
    fill('  anna@example.com ', ' tajnehaslo1  ');
    expect(await screen.findByRole('heading', { name: 'Kolekcje' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/collections');
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(JSON.parse(localStorage.getItem('appUser') ?? 'null')).toEqual({
      name: 'Anna Nowak',
      isSalon: false,
      email: 'anna@example.com',
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    // A persisted operation: its id, never its text; the id names the sign-in in the gateway's map.
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['documentId', 'variables']);
    expect(persisted[String(body.documentId)]).toContain('mutation LoginScreenSignInMutation');
    expect(body.variables).toEqual({ email: 'anna@example.com', password: 'tajnehaslo1' });
  });

  it('takes a salon user straight to their list, not through an admin page they may not enter', async () => {
    answerSignedIn(true);
    const router = renderLogin();
    fill('salon@example.com', 'tajnehaslo1');
    expect(await screen.findByRole('heading', { name: 'Konfiguracje klientów' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/client-configurations');
  });

  it("after an expired session says 'Sesja wygasła. Zaloguj się ponownie.' and returns to the page the user was on", async () => {
    markSessionExpired('/collection/manhattan/sets');
    answerSignedIn();
    const router = renderLogin();
    expect(screen.getByRole('alert').textContent).toBe(commonMessages.unauthenticated);
    fill('anna@example.com', 'tajnehaslo1');
    expect(await screen.findByRole('heading', { name: 'Zestawy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/collection/manhattan/sets');
    // Used up: the next visit of the login screen is an ordinary one.
    expect(sessionExpiredAt()).toBeNull();
  });

  it('keeps the page to return to when a second request of that page fails on the login screen', async () => {
    markSessionExpired('/collection/manhattan/sets');
    // The page's other request answered 401 too, after the way to the login screen: it marks `/`.
    markSessionExpired('/');
    answerSignedIn();
    const router = renderLogin();
    expect(screen.getByRole('alert').textContent).toBe(commonMessages.unauthenticated);
    fill('anna@example.com', 'tajnehaslo1');
    expect(await screen.findByRole('heading', { name: 'Zestawy' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/collection/manhattan/sets');
  });

  it('never returns to another origin', async () => {
    markSessionExpired('//evil.example.com/collections');
    answerSignedIn();
    const router = renderLogin();
    fill('anna@example.com', 'tajnehaslo1');
    expect(await screen.findByRole('heading', { name: 'Kolekcje' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/collections');
  });
});
