import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userMessages } from '@meble/domain/messages/users';
import { validationMessages } from '@meble/domain/messages/validation';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const UUID = '5b0c7a52-3c0e-4e64-9d0f-0b6d8c9a1e21';
const salon = {
  __typename: 'User',
  id: btoa(`User:${UUID}`),
  name: 'Ewa Lipowa',
  email: 'salon@example.test',
  city: 'Gniezno',
  isAdmin: false,
  isSalon: true,
  salonName: 'Salon Lipowy',
  salonPhone: '61 426 00 00',
  salonAddress: 'ul. Lipowa 5',
  viewerCanDelete: true,
  version: 7,
  history: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } },
};
let target: Record<string, unknown> = salon;

function serve(mutationAnswer: () => unknown) {
  fetchMock.mockImplementation(async (_url, init) => {
    const body = graphqlRequest(init).query;
    if (body.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (body.includes('mutation UpdateUserMutation')) return json({ data: { updateUser: mutationAnswer() } });
    if (body.includes('query UserEditScreenQuery')) return json({ data: { node: target } });
    // Where a save goes: the users list, empty here.
    if (body.includes('query UsersScreenQuery')) return json({ data: { users: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } });
    return json({ data: {} });
  });
}

const requests = (name: string) =>
  fetchMock.mock.calls.map(([, init]) => graphqlRequest(init)).filter((body) => body.query.includes(name));

async function renderAt(id: string, heading = 'Edycja użytkownika: Ewa Lipowa') {
  localStorage.setItem('token', 'token-admin');
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [`/admin/user/edit/${id}`] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: heading }, { timeout: 20_000 });
  return router;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
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
  target = salon;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/user/edit/:id (D28)', { timeout: 30_000 }, () => {
  it("loads the user by the REST _id; name, city and salon fields are editable, the e-mail is not, the password is a link away", async () => {
    serve(() => null);
    await renderAt(UUID);
    expect(requests('query UserEditScreenQuery').map((r) => r.variables)).toEqual([{ id: salon.id }]);
    expect([field('Imię').value, field('Miasto').value, field('Nazwa salonu').value, field('Telefon salonu').value, field('Adres salonu').value]).toEqual([
      'Ewa Lipowa', 'Gniezno', 'Salon Lipowy', '61 426 00 00', 'ul. Lipowa 5',
    ]);
    for (const label of ['Imię', 'Miasto', 'Nazwa salonu', 'Telefon salonu', 'Adres salonu']) {
      expect(field(label).hasAttribute('readOnly'), label).toBe(false);
      expect(field(label).getAttribute('maxLength'), label).toBe('30');
    }
    expect(field('Email').value).toBe('salon@example.test');
    expect(field('Email').hasAttribute('readOnly')).toBe(true);
    expect(screen.getByRole('link', { name: 'Zmień hasło' }).getAttribute('href')).toBe(`/admin/user/change-password/${encodeURIComponent(salon.id)}`);
  });

  it("breaks the create rules: each field's own message and the banner, nothing sent", async () => {
    serve(() => null);
    await renderAt(salon.id);
    type('Miasto', 'Ła');
    type('Nazwa salonu', ' ');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(userMessages.fillAllFields);
    expect(errorOf('Miasto')).toBe(userMessages.cityRequired);
    expect(errorOf('Nazwa salonu')).toBe(userMessages.salonNameRequired);
    // A salon needs no person's name.
    expect(errorOf('Imię')).toBeNull();
    type('Miasto', 'Łask');
    expect(errorOf('Miasto')).toBeNull();
    expect(requests('mutation UpdateUserMutation')).toHaveLength(0);
  });

  it("shows the server's refusal next to its field", async () => {
    serve(() => ({
      __typename: 'ValidationError',
      __isError: 'ValidationError',
      message: userMessages.fillAllFields,
      fieldErrors: [{ field: 'salonPhone', message: validationMessages.tooLong(30) }],
    }));
    await renderAt(salon.id);
    type('Telefon salonu', '61 000 00 00');
    await save();
    expect(errorOf('Telefon salonu')).toBe(validationMessages.tooLong(30));
    expect(screen.getByRole('alert').textContent).toBe(userMessages.fillAllFields);
  });

  it("'Zapisz' sends the fields trimmed, says 'Zapisano użytkownika' with the new name and returns to the users list", async () => {
    serve(() => ({ __typename: 'UpdateUserPayload', user: { ...salon, name: 'Ewa Nowa', city: 'Łask', version: 8 } }));
    const router = await renderAt(salon.id);
    type('Imię', ' Ewa Nowa ');
    type('Miasto', 'Łask ');
    await save();
    expect(requests('mutation UpdateUserMutation').map((r) => r.variables)).toEqual([
      // The version the form was opened at (D29).
      { id: salon.id, input: { name: 'Ewa Nowa', city: 'Łask', salonName: 'Salon Lipowy', salonPhone: '61 426 00 00', salonAddress: 'ul. Lipowa 5' }, version: 7 },
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/users-list'), { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'Użytkownicy i salony' });
    await vi.waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Zapisano użytkownika „Ewa Nowa”.'), { timeout: 10_000 });
  });

  it("an administrator's account: the name needs 3 characters and the salon fields are read-only", async () => {
    target = { ...salon, name: 'Jan Admin', isAdmin: true, isSalon: false, salonName: null, salonPhone: null, salonAddress: null };
    serve(() => null);
    const router = await renderAt(salon.id, 'Edycja użytkownika: Jan Admin');
    for (const label of ['Nazwa salonu', 'Telefon salonu', 'Adres salonu']) expect(field(label).hasAttribute('readOnly'), label).toBe(true);
    type('Imię', 'Jo');
    await save();
    expect(errorOf('Imię')).toBe(userMessages.nameRequired);
    expect(requests('mutation UpdateUserMutation')).toHaveLength(0);
    // 'Anuluj' goes back to the list of everyone, where an administrator is.
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Anuluj' }).getAttribute('href')).toBe('/admin/users-list?salons=false');
    expect(router.state.location.pathname).toBe(`/admin/user/edit/${salon.id}`);
  });
});
