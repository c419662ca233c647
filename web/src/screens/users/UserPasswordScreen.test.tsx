import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionMessages } from '@meble/domain/messages/session';
import { userMessages } from '@meble/domain/messages/users';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { environmentFor } from '../../relay/environment.ts';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const UUID = '5b0c7a52-3c0e-4e64-9d0f-0b6d8c9a1e21';
const target = { __typename: 'User', id: btoa(`User:${UUID}`), name: 'Salon Lipowy', email: 'salon@example.test', version: 2 };

function serve(mutationAnswer: () => unknown) {
  fetchMock.mockImplementation(async (_url, init) => {
    const body = graphqlRequest(init).query;
    if (body.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (body.includes('mutation ChangePasswordMutation')) return json({ data: { changePassword: mutationAnswer() } });
    if (body.includes('query UserPasswordScreenQuery')) return json({ data: { node: target } });
    // Where a save goes: the users list, empty here.
    if (body.includes('query UsersScreenQuery')) return json({ data: { users: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } });
    return json({ data: {} });
  });
}

function requests(name: string) {
  return fetchMock.mock.calls
    .map(([, init]) => graphqlRequest(init))
    .filter((body) => body.query.includes(name));
}

async function renderAt(id: string) {
  localStorage.setItem('token', 'token-admin');
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [`/admin/user/change-password/${id}`] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Zmiana hasła: Salon Lipowy' });
  return router;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
function errorOf(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('error')) ?? '';
  return document.getElementById(id)?.textContent ?? null;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/user/change-password/:id (spec part 1 §5 "Change password")', () => {
  it('loads the user by the REST _id as well as the global id; name and e-mail are read-only', async () => {
    serve(() => null);
    await renderAt(UUID);
    expect(requests('query UserPasswordScreenQuery').map((r) => r.variables)).toEqual([{ id: target.id }]);
    expect((field('Imię') as HTMLInputElement).value).toBe('Salon Lipowy');
    expect(field('Imię').hasAttribute('readOnly')).toBe(true);
    expect((field('Email') as HTMLInputElement).value).toBe('salon@example.test');
    expect(field('Email').hasAttribute('readOnly')).toBe(true);
    expect(field('Nowe hasło').getAttribute('maxLength')).toBe('25');
  });

  it("names the user in the breadcrumb and the document title (no extra request)", async () => {
    serve(() => null);
    await renderAt(target.id);
    const trail = screen.getByRole('navigation', { name: 'Ścieżka' });
    await within(trail).findByText('Zmiana hasła: Salon Lipowy');
    expect(within(trail).getByRole('link', { name: 'Użytkownicy i salony' }).getAttribute('href')).toBe('/admin/users-list');
    expect(document.title).toMatch(/^Zmiana hasła: Salon Lipowy — /);
    expect(requests('query UserPasswordScreenQuery')).toHaveLength(1);
  });

  it("clears the stale 'Podane hasła nie są jednakowe!' when the password is edited to match the repeat", async () => {
    serve(() => null);
    await renderAt(target.id);
    type('Nowe hasło', 'Dobre-Haslo-123');
    type('Powtórz hasło', 'Dobre-Haslo-124');
    await save();
    expect(errorOf('Powtórz hasło')).toBe(userMessages.passwordsDiffer);
    type('Nowe hasło', 'Dobre-Haslo-12');
    expect(errorOf('Powtórz hasło')).toBe(userMessages.passwordsDiffer);
    type('Nowe hasło', 'Dobre-Haslo-124');
    expect(errorOf('Powtórz hasło')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests('mutation ChangePasswordMutation')).toHaveLength(0);
  });

  it("breaks each password rule once: its message, and the banner ('Wypełnij wszystkie pola' only while empty), nothing sent", async () => {
    serve(() => null);
    await renderAt(target.id);
    const cases: [string, string, string, string][] = [
      ['', '', 'Nowe hasło', sessionMessages.passwordRequired],
      ['krotkie', 'krotkie', 'Nowe hasło', sessionMessages.passwordTooShort],
      ['Dobre-Haslo-123', 'Dobre-Haslo-124', 'Powtórz hasło', userMessages.passwordsDiffer],
    ];
    for (const [password, repeat, label, message] of cases) {
      type('Nowe hasło', password);
      type('Powtórz hasło', repeat);
      await save();
      expect(screen.getByRole('alert').textContent).toBe(password === '' ? userMessages.fillAllFields : message);
      expect(errorOf(label)).toBe(message);
    }
    expect(requests('mutation ChangePasswordMutation')).toHaveLength(0);
  });

  it("saves, says 'Zmieniono hasło' naming the user, keeps the administrator's own new session when the answer carries one, and returns to the users list", async () => {
    serve(() => ({ __typename: 'ChangePasswordPayload', user: { ...target, isSalon: false, version: 3 }, token: 'token-new' }));
    const router = await renderAt(target.id);
    const shellEnvironment = environmentFor(localStorage.getItem('token')!);
    type('Nowe hasło', ' Dobre-Haslo-123 ');
    type('Powtórz hasło', 'Dobre-Haslo-123');
    await save();
    expect(requests('mutation ChangePasswordMutation').map((r) => r.variables)).toEqual([
      // The version the screen shows (D29).
      { input: { id: target.id, password: 'Dobre-Haslo-123', passwordRepeat: 'Dobre-Haslo-123' }, version: 2 },
    ]);
    // The same session goes on: the users list is preloaded into the shell's environment, not a new empty one.
    expect(environmentFor('token-new')).toBe(shellEnvironment);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/users-list'), { timeout: 10_000 });
    // The toast, beside the list's own count ('Salonów: 0'), on the users list.
    await screen.findByRole('heading', { name: 'Użytkownicy i salony' });
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Zmieniono hasło użytkownika „Salon Lipowy”.'), { timeout: 10_000 });
    expect(localStorage.getItem('token')).toBe('token-new');
    expect(JSON.parse(localStorage.getItem('appUser') ?? '{}')).toMatchObject({ name: viewer.name });
  });
});
