import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CONFIGURATION_DELETE_CONFIRMATION } from '@meble/domain/client-configuration';
import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { historyMessages } from '@meble/domain/messages/history';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const admin = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const salonUser = { id: 'VXNlcjoy', name: 'Salon Kraków', isAdmin: false, isSalon: true };

const KRAKOW = { __typename: 'Salon', id: 'U2Fsb246a3Jha293', name: 'Salon Meblowy Kraków' };
const LODZ = { __typename: 'Salon', id: 'U2Fsb246bG9keg==', name: 'Meble Wygodne Łódź' };

function configuration(n: number, overrides: Record<string, unknown> = {}) {
  const salon = n % 3 === 0 ? null : n % 3 === 1 ? KRAKOW : LODZ;
  return {
    __typename: 'ClientConfiguration',
    id: `Q29uZjo${n}`,
    customerEmail: `klient${n}@example.com`,
    salon,
    collectionSlug: 'manhattan',
    collection: { name: 'Manhattan' },
    createdAt: '2026-01-15T10:30:00.000Z',
    kits: [{ name: 'Sofa 3-osobowa' }, { name: 'Pufa' }],
    viewerCanDelete: true,
    version: n + 1,
    ...overrides,
  };
}

function page(nodes: ReturnType<typeof configuration>[], totalCount: number, hasNextPage: boolean, salons = [KRAKOW, LODZ]) {
  return {
    clientConfigurations: {
      totalCount,
      salons,
      edges: nodes.map((node) => ({ cursor: `c${node.id}`, node })),
      pageInfo: { endCursor: nodes.length ? `c${nodes.at(-1)!.id}` : null, hasNextPage },
    },
  };
}

// Short pages keep jsdom fast (a Mantine row with its menu costs): the list asks for 50 and shows what comes.
const firstPage = Array.from({ length: 6 }, (_, i) => configuration(i + 1));
const nextPage = Array.from({ length: 4 }, (_, i) => configuration(i + 51));
const gone = configuration(1, { collection: null, collectionSlug: 'stara-kolekcja' });
firstPage[0] = gone;

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const calls = (name: string) => bodies().filter((body) => body.query.includes(name));

let deleteAnswer: () => Promise<Response>;

/** The list as the server answers it for the screen query's (or the pagination query's) filters. */
function answer(variables: Record<string, unknown>, viewer: typeof admin) {
  if (variables.after) return page(nextPage, 60, false);
  if (variables.salonId === KRAKOW.id) return page([configuration(1), configuration(4)], 2, false);
  if (variables.withoutSalon === true) return page([configuration(3)], 1, false);
  if (variables.email === 'klient7') return page([configuration(7)], 1, false);
  if (variables.email) return page([], 0, false);
  if (variables.orderBy === 'OLDEST_FIRST') return page([...firstPage].reverse(), 60, true);
  return page(firstPage, 60, true, viewer.isAdmin ? [KRAKOW, LODZ] : [KRAKOW]);
}

function serve(viewer: typeof admin) {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query ClientConfigurationsScreenQuery')) {
      return json({ data: { viewer: { id: viewer.id, isAdmin: viewer.isAdmin }, ...answer(variables, viewer) } });
    }
    if (query.includes('query ClientConfigurationsPaginationQuery')) return json({ data: answer(variables, viewer) });
    if (query.includes('mutation DeleteClientConfigurationMutation')) return deleteAnswer();
    // 'Pokaż' opens the details, whose own tests give it a configuration.
    if (query.includes('query ClientConfigurationDetailsScreenQuery')) return json({ data: { node: null } });
    return json({ data: {} });
  });
}

async function renderList(viewer = admin, address = '/client-configurations', count = 'Konfiguracji: 60') {
  serve(viewer);
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: viewer.isSalon, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [address] });
  render(<RouterProvider router={router} />);
  // The first render loads the lazy shell and screen chunks: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Konfiguracje klientów' }, { timeout: 10_000 });
  await screen.findByText(count, {}, { timeout: 10_000 });
  return router;
}

/** The open row menu (found by its role attribute: role queries over a whole page of rows are slow in jsdom). */
function openMenu(): HTMLElement {
  const menu = document.querySelector<HTMLElement>('[role="menu"]');
  if (!menu) throw new Error('no menu is open');
  return menu;
}

/** Opens a row's menu and answers its item of that name. */
async function menuItem(row: HTMLElement, name: string): Promise<HTMLElement> {
  // A menu closed a moment ago is still leaving (Mantine's transition): open the next one after it has gone.
  await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
  fireEvent.click(within(row).getByRole('button', { name: /^Akcje dla/ }));
  return waitFor(() => within(openMenu()).getByRole('menuitem', { name }));
}
const search = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const screenQueries = () => calls('query ClientConfigurationsScreenQuery').map((call) => call.variables);

// Rows and cells by their elements: role queries over a table of Mantine rows are slow in jsdom.
const rows = () => [...screen.getByRole('table').querySelectorAll<HTMLElement>('tbody tr')];
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  deleteAnswer = async () => {
    const { id } = firstPage[1]!;
    return json({ data: { deleteClientConfiguration: { __typename: 'DeleteClientConfigurationPayload', deletedId: id, deletedRecordId: id } } });
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each test loads the lazy screen chunk: more than vitest's default 5 s on a busy machine.
describe('/client-configurations (spec part 1 §2, D4, D13)', { timeout: 20_000 }, () => {
  it("shows the columns, the count and the first page newest first; Pokaż więcej asks for the next 50, beside 'N z M'", async () => {
    await renderList();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Salon', 'Kolekcja', 'Dane klienta', 'Zestawy', 'Utworzono ↓', 'Akcje']);
    expect(rows()).toHaveLength(6);
    expect(screenQueries()).toEqual([expect.objectContaining({ first: 50 })]);
    // A deleted collection shows its slug; D4: Polish format, Warsaw time.
    expect(cellsOf(rows()[0]!).slice(0, 5)).toEqual(['Salon Meblowy Kraków', 'stara-kolekcja (usunięta)', 'klient1@example.com', 'Sofa 3-osobowa, Pufa', '15 sty 2026, 11:30']);
    expect(cellsOf(rows()[1]!).slice(0, 2)).toEqual(['Meble Wygodne Łódź', 'Manhattan']);
    expect(cellsOf(rows()[2]!)[0]).toBe('bez salonu');
    expect(screen.getByText('Pokazano 6 z 60')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' })));
    await screen.findByText('klient54@example.com');
    expect(rows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(screen.getByText('Pokazano 10 z 60')).toBeTruthy();
    expect(calls('query ClientConfigurationsPaginationQuery').map((call) => call.variables)).toEqual([
      expect.objectContaining({ first: 50, after: `c${firstPage.at(-1)!.id}`, orderBy: 'NEWEST_FIRST' }),
    ]);
  });

  it("puts 'Pokaż' and 'Usuń' in a menu per row, named after its customer", async () => {
    const router = await renderList();
    expect(within(rows()[1]!).queryByRole('button', { name: 'Usuń' })).toBeNull();
    const show = await menuItem(rows()[1]!, 'Pokaż');
    expect(within(openMenu()).getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent)).toEqual(['Pokaż', 'Usuń']);
    expect(within(rows()[1]!).getByRole('button', { name: 'Akcje dla „klient2@example.com”' }).getAttribute('aria-expanded')).toBe('true');
    expect(show.getAttribute('href')).toBe(`/client-configuration-details/${encodeURIComponent(firstPage[1]!.id)}`);
    await act(async () => fireEvent.click(show));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/client-configurations'));
    expect(router.state.location.pathname).toBe(`/client-configuration-details/${firstPage[1]!.id}`);
  });

  it('opens a configuration in one click: its e-mail is the link, and a click elsewhere on the row follows it', async () => {
    const router = await renderList();
    const details = (n: number) => `/client-configuration-details/${encodeURIComponent(firstPage[n]!.id)}`;
    const link = within(rows()[2]!).getByRole('link', { name: 'klient3@example.com' });
    expect(link.getAttribute('href')).toBe(details(2));
    await act(async () => fireEvent.click(link));
    await waitFor(() => expect(router.state.location.pathname).toBe(decodeURIComponent(details(2))));

    await act(async () => router.navigate('/client-configurations'));
    await screen.findByText('Konfiguracji: 60');
    // The salon's cell: on a phone the e-mail is off-screen, the start of the row is not.
    await act(async () => fireEvent.click(rows()[3]!.querySelector('td')!));
    await waitFor(() => expect(router.state.location.pathname).toBe(decodeURIComponent(details(3))));
  });

  it("gives an administrator every salon and 'bez salonu' (withoutSalon), kept in the address", async () => {
    const router = await renderList();
    expect(optionsOf('Salon')).toEqual(['Wszystkie salony', 'Salon Meblowy Kraków', 'Meble Wygodne Łódź', 'bez salonu']);
    fireEvent.change(screen.getByLabelText('Salon'), { target: { value: KRAKOW.id } });
    await screen.findByText('Konfiguracji: 2');
    expect(rows().map((row) => cellsOf(row)[0])).toEqual(['Salon Meblowy Kraków', 'Salon Meblowy Kraków']);
    expect(search(router)).toEqual({ salon: KRAKOW.id });
    fireEvent.change(screen.getByLabelText('Salon'), { target: { value: 'none' } });
    await screen.findByText('Konfiguracji: 1');
    expect(rows().map((row) => cellsOf(row)[0])).toEqual(['bez salonu']);
    expect(search(router)).toEqual({ salon: 'none' });
    expect(screenQueries().slice(1)).toEqual([
      expect.objectContaining({ first: 50, salonId: KRAKOW.id, withoutSalon: null, email: null }),
      expect.objectContaining({ first: 50, salonId: null, withoutSalon: true, email: null }),
    ]);
  });

  it('opens with the filters and the order the address names (a reload, a shared link)', async () => {
    await renderList(admin, `/client-configurations?salon=${encodeURIComponent(KRAKOW.id)}`, 'Konfiguracji: 2');
    expect((screen.getByLabelText('Salon') as HTMLSelectElement).value).toBe(KRAKOW.id);
    cleanup();
    await renderList(admin, '/client-configurations?email=klient7', 'Konfiguracji: 1');
    expect((screen.getByLabelText('E-mail klienta') as HTMLInputElement).value).toBe('klient7');
    cleanup();
    await renderList(admin, '/client-configurations?order=oldest');
    expect(cellsOf(rows()[0]!)[2]).toBe('klient6@example.com');
    expect(screen.getByRole('columnheader', { name: /Utworzono/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screenQueries()).toEqual([
      expect.objectContaining({ salonId: KRAKOW.id, withoutSalon: null, email: null, orderBy: 'NEWEST_FIRST' }),
      expect.objectContaining({ salonId: null, email: 'klient7' }),
      expect.objectContaining({ salonId: null, email: null, orderBy: 'OLDEST_FIRST' }),
    ]);
  });

  it('sorts by the creation date on the server: the column header switches newest and oldest first, in the address', async () => {
    const router = await renderList();
    const header = () => screen.getByRole('columnheader', { name: /Utworzono/ });
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button', { name: /Utworzono/ }));
    await waitFor(() => expect(cellsOf(rows()[0]!)[2]).toBe('klient6@example.com'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(search(router)).toEqual({ order: 'oldest' });
    fireEvent.click(within(header()).getByRole('button', { name: /Utworzono/ }));
    await waitFor(() => expect(cellsOf(rows()[0]!)[2]).toBe('klient1@example.com'));
    expect(search(router)).toEqual({});
    expect(screenQueries().map((variables) => variables.orderBy)).toEqual(['NEWEST_FIRST', 'OLDEST_FIRST', 'NEWEST_FIRST']);
  });

  it('keeps every filter in the address when they change in quick succession', async () => {
    const router = await renderList();
    fireEvent.change(screen.getByLabelText('Salon'), { target: { value: 'none' } });
    fireEvent.change(screen.getByLabelText('E-mail klienta'), { target: { value: 'klient' } });
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Utworzono/ })).getByRole('button'));
    await waitFor(() => expect(search(router)).toEqual({ salon: 'none', email: 'klient', order: 'oldest' }));
  });

  it("gives a salon user 'Wszystkie' and their own salon only (D13)", async () => {
    await renderList(salonUser);
    expect(optionsOf('Salon')).toEqual(['Wszystkie', 'Salon Meblowy Kraków']);
    fireEvent.change(screen.getByLabelText('Salon'), { target: { value: KRAKOW.id } });
    await screen.findByText('Konfiguracji: 2');
    expect(screenQueries().at(-1)).toEqual(expect.objectContaining({ salonId: KRAKOW.id, withoutSalon: null }));
  });

  it('searches customer e-mails on the server from 3 characters, with a hint, the address following once typing settles', async () => {
    const router = await renderList();
    const box = screen.getByLabelText('E-mail klienta');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Szukanie w adresach e-mail od 3 znaków.');
    fireEvent.change(box, { target: { value: 'kl' } });
    await settle(500);
    expect(screenQueries()).toHaveLength(1);
    expect(search(router)).toEqual({});
    fireEvent.change(box, { target: { value: 'klient7' } });
    await screen.findByText('Konfiguracji: 1');
    expect(rows().map((row) => cellsOf(row)[2])).toEqual(['klient7@example.com']);
    expect(search(router)).toEqual({ email: 'klient7' });
    expect(screenQueries().at(-1)).toEqual(expect.objectContaining({ email: 'klient7', salonId: null, withoutSalon: null }));
  });

  it('opens a modal dialog from the menu: focus inside, Escape keeps the row and sends nothing', async () => {
    await renderList();
    fireEvent.click(await menuItem(rows()[1]!, 'Usuń'));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć konfigurację klienta klient2@example.com?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // An administrator undoes it in the history (D29).
    expect(within(dialog).getByText(`${CONFIGURATION_DELETE_CONFIRMATION}. ${historyMessages.deleteUndoHint(DELETE_UNDO_DAYS)}`)).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Usuń', 'Anuluj']);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rows()).toHaveLength(6);
    expect(screen.getByText('klient2@example.com')).toBeTruthy();
    expect(calls('mutation DeleteClientConfigurationMutation')).toHaveLength(0);
  });

  it('Usuń runs the mutation once; the row leaves the list and the counts drop, without a reload', async () => {
    let finish: () => void = () => {};
    const answered = deleteAnswer;
    deleteAnswer = () => new Promise((resolve) => (finish = () => resolve(answered())));
    await renderList();
    const listCalls = calls('query ClientConfigurationsScreenQuery').length;
    fireEvent.click(await menuItem(rows()[1]!, 'Usuń'));
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    await screen.findByText('Konfiguracji: 59');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('klient2@example.com')).toBeNull();
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('Pokazano 5 z 59')).toBeTruthy();
    const mutations = calls('mutation DeleteClientConfigurationMutation');
    expect(mutations).toHaveLength(1);
    // The version the row shows (D29).
    expect(mutations[0]!.variables).toMatchObject({ id: firstPage[1]!.id, version: 3 });
    expect(calls('query ClientConfigurationsScreenQuery')).toHaveLength(listCalls);
    expect(calls('query ClientConfigurationsPaginationQuery')).toHaveLength(0);
    // The menu that opened the dialog went with its row: focus lands on the count.
    expect(document.activeElement?.textContent).toBe('Konfiguracji: 59');
  });

  it('shows a refusal or a failure in the dialog and keeps the row (D11)', async () => {
    deleteAnswer = async () => json({ data: { deleteClientConfiguration: { __typename: 'ValidationError', __isError: 'ValidationError', message: 'Nie można teraz usunąć.', fieldErrors: [] } } });
    await renderList();
    fireEvent.click(await menuItem(rows()[1]!, 'Usuń'));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nie można teraz usunąć.');

    deleteAnswer = async () => new Response('upstream down', { status: 502 });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.');
    expect(calls('mutation DeleteClientConfigurationMutation')).toHaveLength(2);
    expect(screen.getByText('klient2@example.com')).toBeTruthy();
    expect(screen.getByText('Konfiguracji: 60')).toBeTruthy();
  });

  it('a configuration someone deleted meanwhile leaves the list too, and the panel says so', async () => {
    deleteAnswer = async () => json({ data: { deleteClientConfiguration: { __typename: 'NotFoundError', __isError: 'NotFoundError', message: 'Nie znaleziono konfiguracji.' } } });
    await renderList();
    fireEvent.click(await menuItem(rows()[1]!, 'Usuń'));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    await screen.findByText('Konfiguracji: 59');
    expect(screen.queryByText('klient2@example.com')).toBeNull();
    expect(screen.getAllByText('Nie znaleziono konfiguracji.').length).toBeGreaterThan(0);
  });
});
