import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CONFIGURATION_DELETE_CONFIRMATION } from '@meble/domain/client-configuration';
import { createRoutes } from '../../routes/router.tsx';

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

const first50 = Array.from({ length: 50 }, (_, i) => configuration(i + 1));
const next10 = Array.from({ length: 10 }, (_, i) => configuration(i + 51));
const gone = configuration(1, { collection: null, collectionSlug: 'stara-kolekcja' });
first50[0] = gone;

type Body = { query: string; variables: Record<string, unknown> };
const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Body);
const calls = (name: string) => bodies().filter((body) => body.query.includes(name));

let deleteAnswer: () => Promise<Response>;

function serve(viewer: typeof admin) {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = JSON.parse(String(init?.body)) as Body;
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query ClientConfigurationsScreenQuery')) {
      return json({ data: { viewer: { id: viewer.id, isAdmin: viewer.isAdmin }, ...page(first50, 60, true, viewer.isAdmin ? [KRAKOW, LODZ] : [KRAKOW]) } });
    }
    if (query.includes('query ClientConfigurationsPaginationQuery')) {
      if (variables.after) return json({ data: page(next10, 60, false) });
      if (variables.salonId === KRAKOW.id) return json({ data: page([configuration(1), configuration(4)], 2, false) });
      if (variables.withoutSalon === true) return json({ data: page([configuration(3)], 1, false) });
      if (variables.email === 'klient7') return json({ data: page([configuration(7)], 1, false) });
      return json({ data: page([], 0, false) });
    }
    if (query.includes('mutation DeleteClientConfigurationMutation')) return deleteAnswer();
    return json({ data: {} });
  });
}

async function renderList(viewer = admin) {
  serve(viewer);
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: viewer.isSalon, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { initialEntries: ['/client-configurations'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Konfiguracje klientów' });
  await screen.findByText('Konfiguracji: 60');
  return router;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((td) => td.textContent);
const optionsOf = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((option) => option.textContent);
const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  deleteAnswer = async () => {
    const { id } = first50[1]!;
    return json({ data: { deleteClientConfiguration: { __typename: 'DeleteClientConfigurationPayload', deletedId: id, deletedRecordId: id } } });
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each test loads the lazy screen chunk: more than vitest's default 5 s on a busy machine.
describe('/client-configurations (spec part 1 §2, D4, D13)', { timeout: 20_000 }, () => {
  it('shows the columns, the count and the first 50 rows newest first; Pokaż więcej loads the next page', async () => {
    await renderList();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Salon',
      'Kolekcja',
      'Dane klienta',
      'Zestawy',
      'Utworzono',
      'Podgląd',
      'Usuń',
    ]);
    expect(rows()).toHaveLength(50);
    // A deleted collection shows its slug; D4: Polish format, Warsaw time.
    expect(cellsOf(rows()[0]!)).toEqual([
      'Salon Meblowy Kraków',
      'stara-kolekcja (usunięta)',
      'klient1@example.com',
      'Sofa 3-osobowa, Pufa',
      '15 sty 2026, 11:30',
      'Pokaż',
      'Usuń',
    ]);
    expect(cellsOf(rows()[1]!).slice(0, 2)).toEqual(['Meble Wygodne Łódź', 'Manhattan']);
    expect(cellsOf(rows()[2]!)[0]).toBe('bez salonu');
    expect(within(rows()[1]!).getByRole('link', { name: 'Pokaż' }).getAttribute('href')).toBe(
      `/client-configuration-details/${encodeURIComponent(first50[1]!.id)}`,
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' })));
    await screen.findByText('klient60@example.com');
    expect(rows()).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(calls('query ClientConfigurationsPaginationQuery').map((call) => call.variables)).toEqual([
      expect.objectContaining({ first: 50, after: `c${first50.at(-1)!.id}` }),
    ]);
  });

  it("gives an administrator every salon and 'bez salonu' (withoutSalon)", async () => {
    await renderList();
    expect(optionsOf('Salon')).toEqual(['Wszystkie salony', 'Salon Meblowy Kraków', 'Meble Wygodne Łódź', 'bez salonu']);
    fireEvent.change(screen.getByLabelText('Salon'), { target: { value: KRAKOW.id } });
    await screen.findByText('Konfiguracji: 2');
    expect(rows().map((row) => cellsOf(row)[0])).toEqual(['Salon Meblowy Kraków', 'Salon Meblowy Kraków']);
    fireEvent.change(screen.getByLabelText('Salon'), { target: { value: 'none' } });
    await screen.findByText('Konfiguracji: 1');
    expect(rows().map((row) => cellsOf(row)[0])).toEqual(['bez salonu']);
    expect(calls('query ClientConfigurationsPaginationQuery').map((call) => call.variables)).toEqual([
      expect.objectContaining({ first: 50, after: null, salonId: KRAKOW.id, withoutSalon: null, email: null }),
      expect.objectContaining({ first: 50, after: null, salonId: null, withoutSalon: true, email: null }),
    ]);
  });

  it("gives a salon user 'Wszystkie' and their own salon only (D13)", async () => {
    await renderList(salonUser);
    expect(optionsOf('Salon')).toEqual(['Wszystkie', 'Salon Meblowy Kraków']);
    fireEvent.change(screen.getByLabelText('Salon'), { target: { value: KRAKOW.id } });
    await screen.findByText('Konfiguracji: 2');
    expect(calls('query ClientConfigurationsPaginationQuery').map((call) => call.variables)).toEqual([
      expect.objectContaining({ salonId: KRAKOW.id, withoutSalon: null }),
    ]);
  });

  it('searches customer e-mails on the server from 3 characters, with a hint', async () => {
    await renderList();
    const search = screen.getByLabelText('E-mail klienta');
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(search.getAttribute('aria-describedby')!)?.textContent).toBe('Szukanie w adresach e-mail od 3 znaków.');
    fireEvent.change(search, { target: { value: 'kl' } });
    await settle(500);
    expect(calls('query ClientConfigurationsPaginationQuery')).toHaveLength(0);
    fireEvent.change(search, { target: { value: 'klient7' } });
    await screen.findByText('Konfiguracji: 1');
    expect(rows().map((row) => cellsOf(row)[2])).toEqual(['klient7@example.com']);
    expect(calls('query ClientConfigurationsPaginationQuery').map((call) => call.variables)).toEqual([
      expect.objectContaining({ email: 'klient7', salonId: null, withoutSalon: null }),
    ]);
  });

  it("opens a modal dialog: focus inside, Anuluj and Escape keep the row and send nothing", async () => {
    await renderList();
    const opener = within(rows()[1]!).getByRole('button', { name: 'Usuń' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Usunąć konfigurację klienta klient2@example.com?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText(CONFIGURATION_DELETE_CONFIRMATION)).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['Usuń', 'Anuluj']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rows()).toHaveLength(50);
    expect(screen.getByText('klient2@example.com')).toBeTruthy();
    expect(calls('mutation DeleteClientConfigurationMutation')).toHaveLength(0);
  });

  it('Usuń runs the mutation once; the row leaves the list and the count drops, without a reload', async () => {
    let finish: () => void = () => {};
    const answered = deleteAnswer;
    deleteAnswer = () => new Promise((resolve) => (finish = () => resolve(answered())));
    await renderList();
    const listCalls = calls('query ClientConfigurationsScreenQuery').length;
    const opener = within(rows()[1]!).getByRole('button', { name: 'Usuń' });
    opener.focus();
    fireEvent.click(opener);
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    await screen.findByText('Konfiguracji: 59');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('klient2@example.com')).toBeNull();
    expect(rows()).toHaveLength(49);
    const mutations = calls('mutation DeleteClientConfigurationMutation');
    expect(mutations).toHaveLength(1);
    expect(mutations[0]!.variables).toMatchObject({ id: first50[1]!.id });
    expect(calls('query ClientConfigurationsScreenQuery')).toHaveLength(listCalls);
    expect(calls('query ClientConfigurationsPaginationQuery')).toHaveLength(0);
    // The opener went with its row: focus lands on the count.
    expect(document.activeElement?.textContent).toBe('Konfiguracji: 59');
  });

  it('shows a refusal or a failure in the dialog and keeps the row (D11)', async () => {
    deleteAnswer = async () => json({ data: { deleteClientConfiguration: { __typename: 'NotFoundError', message: 'Nie znaleziono.' } } });
    await renderList();
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nie znaleziono.');

    deleteAnswer = async () => new Response('upstream down', { status: 502 });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    expect(within(dialog).getByRole('alert').textContent).toBe('Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.');
    expect(calls('mutation DeleteClientConfigurationMutation')).toHaveLength(2);
    expect(screen.getByText('klient2@example.com')).toBeTruthy();
    expect(screen.getByText('Konfiguracji: 60')).toBeTruthy();
  });
});
