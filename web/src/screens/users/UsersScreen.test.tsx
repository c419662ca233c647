import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { userMessages } from '@meble/domain/messages/users';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const admin = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };

function user(n: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id: `VXNlcjo${n}`,
    name: `Salon ${n}`,
    email: `salon${n}@example.com`,
    city: 'Gdańsk',
    isAdmin: false,
    isSalon: true,
    salonName: `Meble ${n}`,
    viewerCanDelete: true,
    version: n + 10,
    ...overrides,
  };
}

function page(nodes: ReturnType<typeof user>[], totalCount: number, hasNextPage: boolean) {
  return {
    users: {
      totalCount,
      edges: nodes.map((node) => ({ cursor: `c${node.id}`, node })),
      pageInfo: { endCursor: nodes.length ? `c${nodes.at(-1)!.id}` : null, hasNextPage },
    },
  };
}

// A short first page (the screen asks for 50; rendering 50 rows in jsdom costs seconds per test).
const firstPage = Array.from({ length: 6 }, (_, i) => user(i + 1));
const next5 = Array.from({ length: 5 }, (_, i) => user(i + 7));
const ownRow = user(99, { name: 'Anna Admin', isAdmin: true, isSalon: false, salonName: null, viewerCanDelete: false });

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const calls = (name: string) => bodies().filter((body) => body.query.includes(name));

let deleteAnswer: () => Promise<Response>;
let salonsOnlyPage = () => page(firstPage, 11, true);

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer: admin, dictionaries: { priceGroups: [] } } });
    if (query.includes('query UsersScreenQuery')) return json({ data: variables.salonsOnly ? salonsOnlyPage() : page([ownRow, ...firstPage.slice(0, 3)], 4, false) });
    if (query.includes('query UsersPaginationQuery')) return json({ data: page(next5, 11, false) });
    if (query.includes('mutation DeleteUserMutation')) return deleteAnswer();
    return json({ data: {} });
  });
}

async function renderList(address = '/admin/users-list', count = 'Salonów: 11') {
  serve();
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: admin.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [address] });
  render(<RouterProvider router={router} />);
  // The first render loads the lazy shell and screen chunks: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Użytkownicy i salony' }, { timeout: 20_000 });
  await screen.findByText(count, {}, { timeout: 10_000 });
  return router;
}

// Rows and cells by their elements: role queries over a whole table are slow in jsdom.
const rows = () => [...screen.getByRole('table').querySelectorAll<HTMLElement>('tbody tr')];
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
/** The screen's heading row: its 'Dodaj użytkownika' (the settings sub-menu has a link of the same name). */
const screenHead = () => screen.getByRole('heading', { level: 1, name: 'Użytkownicy i salony' }).parentElement!;
const search = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));
/** Opens a row's '⋯' menu and answers it. */
async function menuOf(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: `Akcje dla „${name}”` })));
  return screen.findByRole('menu');
}
/** Chooses 'Usuń' in a row's menu. */
async function chooseDelete(name: string) {
  const menu = await menuOf(name);
  await act(async () => fireEvent.click(await within(menu).findByRole('menuitem', { name: 'Usuń' })));
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  salonsOnlyPage = () => page(firstPage, 11, true);
  deleteAnswer = async () => {
    const { id } = firstPage[1]!;
    return json({ data: { deleteUser: { __typename: 'DeleteUserPayload', deletedUserId: id, deletedRecordId: id, name: 'Salon 2' } } });
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/admin/users-list (spec part 1 §2 "Users screen", §4)', { timeout: 30_000 }, () => {
  it("shows the spec's columns and a page of salons; 'Pokaż więcej' loads the next page beside 'Pokazano N z M'", async () => {
    await renderList();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nazwa', 'E-mail', 'Miasto', 'Administrator', 'Salon', 'Akcje']);
    expect(rows()).toHaveLength(6);
    expect(cellsOf(rows()[0]!)).toEqual(['Salon 1', 'salon1@example.com', 'Gdańsk', 'Nie', 'Meble 1', '⋯']);
    // The name opens the user's edit screen (D28) in one click.
    expect(within(rows()[0]!).getByRole('link', { name: 'Salon 1' }).getAttribute('href')).toBe(`/admin/user/edit/${firstPage[0]!.id}`);
    expect(screen.getByRole('checkbox', { name: 'Salony' })).toHaveProperty('checked', true);
    expect(screen.getByText('Pokazano 6 z 11')).toBeTruthy();
    expect(calls('query UsersScreenQuery').map((call) => call.variables)).toEqual([{ first: 50, salonsOnly: true }]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' })));
    await screen.findByText('salon11@example.com');
    expect(rows()).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(calls('query UsersPaginationQuery').map((call) => call.variables)).toEqual([
      expect.objectContaining({ first: 50, after: `c${firstPage.at(-1)!.id}`, salonsOnly: true }),
    ]);
  });

  it("unticking 'Salony' asks for everyone and keeps it in the address; no delete for oneself", async () => {
    const router = await renderList();
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Salony' })));
    await screen.findByText('Użytkowników: 4');
    expect(search(router)).toEqual({ salons: 'false' });
    expect(calls('query UsersScreenQuery').map((call) => call.variables.salonsOnly)).toEqual([true, false]);
    const own = rows()[0]!;
    expect(cellsOf(own)).toEqual(['Anna Admin', 'salon99@example.com', 'Gdańsk', 'Tak', '—', '⋯']);
    const menu = await menuOf('Anna Admin');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edytuj', 'Zmień hasło']));
  });

  it("the row's menu edits the user (D28), changes the password, and deletes", async () => {
    await renderList();
    const menu = await menuOf('Salon 1');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edytuj', 'Zmień hasło', 'Usuń']));
    const id = firstPage[0]!.id;
    expect(within(menu).getByRole('menuitem', { name: 'Edytuj' }).getAttribute('href')).toBe(`/admin/user/edit/${id}`);
    expect(within(menu).getByRole('menuitem', { name: 'Zmień hasło' }).getAttribute('href')).toBe(`/admin/user/change-password/${id}`);
  });

  it("asks 'Czy chcesz usunąć {name}?' first: 'Anuluj' sends nothing; 'Usuń' runs once, the row leaves and the count drops", async () => {
    await renderList();
    await chooseDelete('Salon 2');
    const dialog = await screen.findByRole('dialog', { name: 'Czy chcesz usunąć Salon 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('mutation DeleteUserMutation')).toEqual([]);

    await chooseDelete('Salon 2');
    const again = await screen.findByRole('dialog', { name: 'Czy chcesz usunąć Salon 2?' });
    const confirm = within(again).getByRole('button', { name: 'Usuń' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('mutation DeleteUserMutation').map((call) => call.variables.id)).toEqual([firstPage[1]!.id]);
    // The version the row shows (D29).
    expect(calls('mutation DeleteUserMutation').map((call) => call.variables.version)).toEqual([firstPage[1]!.version]);
    await screen.findByText('Salonów: 10');
    expect(screen.queryByText('salon2@example.com')).toBeNull();
    expect(rows()).toHaveLength(5);
    await screen.findByText('Usunięto użytkownika „Salon 2”.');
  });

  it("keeps the dialog open with the server's refusal (D11), and the row stays", async () => {
    deleteAnswer = async () => json({ data: { deleteUser: { __typename: 'ValidationError', __isError: 'ValidationError', message: userMessages.cannotDeleteSelf } } });
    await renderList();
    await chooseDelete('Salon 1');
    const dialog = await screen.findByRole('dialog', { name: 'Czy chcesz usunąć Salon 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await within(dialog).findByText(userMessages.cannotDeleteSelf);
    expect(rows()).toHaveLength(6);
    expect(screen.getByText('Salonów: 11')).toBeTruthy();
  });

  it("a delete refused because the user changed meanwhile says who changed it, shows the row as it is now, and goes through when confirmed again (D29)", async () => {
    const changed = { ...firstPage[1]!, city: 'Sopot', version: firstPage[1]!.version + 1 };
    const deleted = deleteAnswer;
    deleteAnswer = async () => {
      deleteAnswer = deleted;
      return json({
        data: {
          deleteUser: {
            __typename: 'ConflictError',
            __isError: 'ConflictError',
            message: 'Ten rekord zmienił(a) Ewa o 10:05. Twoje zmiany nie zostały zapisane.',
            currentVersion: changed.version,
            current: changed,
          },
        },
      });
    };
    await renderList();
    await chooseDelete('Salon 2');
    const dialog = await screen.findByRole('dialog', { name: 'Czy chcesz usunąć Salon 2?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    await within(dialog).findByText('Ten rekord zmienił(a) Ewa o 10:05. Twoje zmiany nie zostały zapisane.');
    expect(cellsOf(rows()[1]!)[2]).toBe('Sopot');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    await screen.findByText('Salonów: 10');
    expect(calls('mutation DeleteUserMutation').map((call) => call.variables.version)).toEqual([firstPage[1]!.version, changed.version]);
  });

  it('a user created after the list was loaded is on it at once, at its place by name, while the list is read again', async () => {
    const router = await renderList();
    const created = user(3, { id: 'VXNlcjoxMDE=', name: 'Salon 3 bis', email: 'nowy@example.com', salonName: 'Meble Nowe' });
    const listed = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) => {
      const { query } = graphqlRequest(init);
      if (query.includes('mutation CreateUserMutation')) return json({ data: { createUser: { __typename: 'CreateUserPayload', user: created } } });
      // The list's own refresh never answers here: what shows is what the store holds.
      if (query.includes('query UsersScreenQuery')) return new Promise<Response>(() => undefined);
      return listed(url, init);
    });
    await act(async () => fireEvent.click(within(screenHead()).getByRole('link', { name: 'Dodaj użytkownika' })));
    await screen.findByRole('heading', { level: 1, name: 'Dodaj użytkownika' }, { timeout: 20_000 });
    const fields: Record<string, string> = {
      Imię: 'Salon 3 bis', Email: 'nowy@example.com', Miasto: 'Gniezno', Hasło: 'Haslo-Salonu-1', 'Powtórz hasło': 'Haslo-Salonu-1', 'Nazwa salonu': 'Meble Nowe',
    };
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users-list'));
    await screen.findByText('Salonów: 12');
    expect(rows()).toHaveLength(7);
    expect(cellsOf(rows()[3]!)).toEqual(['Salon 3 bis', 'nowy@example.com', 'Gdańsk', 'Nie', 'Meble Nowe', '⋯']);
    expect(screen.getByText('Pokazano 7 z 12')).toBeTruthy();
    expect(calls('mutation CreateUserMutation')).toHaveLength(1);
  });

  it('says so when no salon exists yet', async () => {
    salonsOnlyPage = () => page([], 0, false);
    await renderList('/admin/users-list', 'Salonów: 0');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Nie ma jeszcze żadnego salonu/)).toBeTruthy();
    expect(within(screenHead()).getByRole('link', { name: 'Dodaj użytkownika' }).getAttribute('href')).toBe('/admin/create-user');
  });
});
