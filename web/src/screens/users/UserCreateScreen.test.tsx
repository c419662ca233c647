import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { sessionMessages } from '@meble/domain/messages/session';
import { userMessages } from '@meble/domain/messages/users';
import { validationMessages } from '@meble/domain/messages/validation';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };

/** The server: the shell's query and the mutation answered by `mutationAnswer`. */
function serve(mutationAnswer: () => unknown) {
  fetchMock.mockImplementation(async (_url, init) => {
    const body = graphqlRequest(init).query;
    if (body.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (body.includes('mutation CreateUserMutation')) return json({ data: { createUser: mutationAnswer() } });
    // Where a save goes: the users list, empty here.
    if (body.includes('query UsersScreenQuery')) return json({ data: { users: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } });
    return json({ data: {} });
  });
}

function mutationCalls() {
  return fetchMock.mock.calls
    .map(([, init]) => graphqlRequest(init))
    .filter((body) => body.query.includes('mutation CreateUserMutation'));
}

async function renderCreate() {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: ['/admin/create-user'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Dodaj użytkownika' });
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

const VALID: Record<string, string> = {
  Imię: 'Anna Nowak',
  Email: 'salon@example.test',
  Miasto: 'Gniezno',
  Hasło: 'Haslo-Salonu-1',
  'Powtórz hasło': 'Haslo-Salonu-1',
  'Nazwa salonu': 'Salon Lipowy',
  'Telefon salonu': '600 100 200',
  'Adres salonu': 'ul. Lipowa 2',
};

function fill(change: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...VALID, ...change })) type(label, value);
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

describe('/admin/create-user (spec part 1 §5 "Create user")', () => {
  it('has every field labelled with the spec limits; passwords are hidden; the salon fields are enabled', async () => {
    serve(() => null);
    await renderCreate();
    const limits: Record<string, string> = { Imię: '30', Email: '50', Miasto: '30', Hasło: '25', 'Powtórz hasło': '25', 'Nazwa salonu': '30', 'Telefon salonu': '30', 'Adres salonu': '30' };
    for (const [label, max] of Object.entries(limits)) {
      expect(field(label).getAttribute('maxLength'), label).toBe(max);
      expect(field(label).hasAttribute('disabled'), label).toBe(false);
    }
    expect(field('Hasło').getAttribute('type')).toBe('password');
    expect(field('Powtórz hasło').getAttribute('type')).toBe('password');
    expect(screen.getByRole('group', { name: 'Salon' })).toBeTruthy();
  });

  it("an empty form: the banner 'Wypełnij wszystkie pola' and each field's message, nothing sent", async () => {
    serve(() => null);
    await renderCreate();
    await save();
    expect(screen.getByRole('alert').textContent).toBe(userMessages.fillAllFields);
    expect(errorOf('Email')).toBe(validationMessages.emailRequired);
    expect(errorOf('Miasto')).toBe(userMessages.cityRequired);
    expect(errorOf('Hasło')).toBe(sessionMessages.passwordRequired);
    expect(errorOf('Nazwa salonu')).toBe(userMessages.salonNameRequired);
    // A salon needs no person's name (spec: 'Wpisz imię' unless a salon).
    expect(errorOf('Imię')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));
    expect(mutationCalls()).toHaveLength(0);
  });

  const broken: [string, Record<string, string>, string, string][] = [
    ['city shorter than 3', { Miasto: 'Ła' }, 'Miasto', userMessages.cityRequired],
    ['email not an address', { Email: 'salon.example.test' }, 'Email', validationMessages.emailInvalid],
    ['password under 10', { Hasło: 'krotkie12', 'Powtórz hasło': 'krotkie12' }, 'Hasło', sessionMessages.passwordTooShort],
    ['repeat differs', { 'Powtórz hasło': 'Inne-Haslo-1' }, 'Powtórz hasło', userMessages.passwordsDiffer],
  ];

  it.each(broken)('%s: its message next to the field and in the banner (every field is filled), nothing sent; fixing it clears the message', async (_what, change, label, message) => {
    serve(() => null);
    await renderCreate();
    fill(change);
    await save();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(errorOf(label)).toBe(message);
    expect(Object.keys(VALID).filter((other) => other !== label && errorOf(other) !== null)).toEqual([]);
    expect(mutationCalls()).toHaveLength(0);
    type(label, VALID[label]!);
    expect(errorOf(label)).toBeNull();
  });

  it("clears the stale 'Podane hasła nie są jednakowe!' when the mismatch is fixed from the password field", async () => {
    serve(() => null);
    await renderCreate();
    fill({ 'Powtórz hasło': 'Haslo-Salonu-2' });
    await save();
    expect(errorOf('Powtórz hasło')).toBe(userMessages.passwordsDiffer);
    type('Hasło', 'Haslo-Salonu-2');
    expect(errorOf('Powtórz hasło')).toBeNull();
    expect(errorOf('Hasło')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mutationCalls()).toHaveLength(0);
  });

  it("shows the server's 'e-mail taken' next to the e-mail field and keeps what was typed", async () => {
    serve(() => ({ __typename: 'ValidationError', __isError: 'ValidationError', message: userMessages.emailTaken, fieldErrors: [{ field: 'email', message: userMessages.emailTaken }] }));
    const router = await renderCreate();
    fill();
    await save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', userMessages.emailTaken);
    expect(errorOf('Email')).toBe(userMessages.emailTaken);
    expect((field('Nazwa salonu') as HTMLInputElement).value).toBe('Salon Lipowy');
    expect(router.state.location.pathname).toBe('/admin/create-user');
  });

  it("sends the trimmed fields once, says 'Utworzono konto salonu' naming the salon and goes to the users list", async () => {
    serve(() => ({ __typename: 'CreateUserPayload', user: { id: 'VXNlcjoy', name: 'Anna Nowak', email: 'salon@example.test', city: 'Gniezno', isAdmin: false, isSalon: true, salonName: 'Salon Lipowy', viewerCanDelete: true } }));
    const router = await renderCreate();
    fill({ Imię: '  Anna Nowak ', Email: ' Salon@Example.test ', 'Nazwa salonu': ' Salon Lipowy ' });
    await save();
    expect(mutationCalls().map((call) => call.variables)).toEqual([
      {
        input: {
          name: 'Anna Nowak',
          email: 'salon@example.test',
          city: 'Gniezno',
          password: 'Haslo-Salonu-1',
          passwordRepeat: 'Haslo-Salonu-1',
          salonName: 'Salon Lipowy',
          salonPhone: '600 100 200',
          salonAddress: 'ul. Lipowa 2',
        },
      },
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/users-list'), { timeout: 10_000 });
    // The toast, beside the list's own count ('Salonów: 0'), on the users list.
    await screen.findByRole('heading', { name: 'Użytkownicy i salony' });
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Utworzono konto salonu „Salon Lipowy”.'), { timeout: 10_000 });
  });
});
