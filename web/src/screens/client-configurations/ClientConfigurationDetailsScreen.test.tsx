import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

const ID = 'Q2xpZW50Q29uZmlndXJhdGlvbjox';
const ELEMENT_ID = 'RWxlbWVudDo0Mg==';

function line(name: string, element: { id: string } | null, overrides: Record<string, unknown> = {}) {
  return {
    meshId: name,
    name,
    icon: `${name.toLowerCase()}.svg`,
    material: 'Velvet Navy',
    equipment: 'Pojemnik na pościel',
    woodMaterial: 'Dąb naturalny',
    pillowMaterial: 'Pianka HR',
    price: '2 499,00 zł',
    element: element ? { __typename: 'Element', ...element } : null,
    ...overrides,
  };
}

function configuration(viewer: typeof admin, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ClientConfiguration',
    id: ID,
    customerEmail: 'jan.kowalski@example.com',
    collectionSlug: 'manhattan',
    collection: { name: 'Manhattan' },
    salon: { __typename: 'Salon', id: 'U2Fsb246MQ==', name: 'Salon Meblowy Kraków', phone: '+48 12 345 67 89', address: 'ul. Floriańska 1, Kraków' },
    configuratorUrl: 'https://konfigurator.example.com/k/AbCdEf123',
    createdAt: '2026-07-01T22:05:00Z',
    viewerCanDelete: true,
    version: 3,
    // Asked for by an administrator's screen only: the graph refuses it to salon users.
    ...(viewer.isAdmin ? { history: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } : {}),
    kits: [
      {
        name: 'Sofa 3-osobowa',
        width: '300 cm',
        depth: '180 cm',
        totalPrice: '7 497,00 zł',
        elements: [
          line('MH-1', viewer.isAdmin ? { id: ELEMENT_ID } : null),
          // A legacy icon path names no stored file: it stays text.
          line('MH-2', null, { icon: 'ikony/mh-2.svg', equipment: '', woodMaterial: '' }),
        ],
      },
      { name: 'Pufa', width: '60 cm', depth: '60 cm', totalPrice: '899,00 zł', elements: [line('Pufa okrągła', null)] },
    ],
    ...overrides,
  };
}

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const calls = (name: string) => bodies().filter((body) => body.query.includes(name));

function serve(viewer: typeof admin, node: unknown) {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query ClientConfigurationDetailsScreenQuery')) return json({ data: { node } });
    if (query.includes('mutation DeleteClientConfigurationMutation')) {
      return json({ data: { deleteClientConfiguration: { __typename: 'DeleteClientConfigurationPayload', deletedId: ID, deletedRecordId: ID } } });
    }
    if (query.includes('query ClientConfigurationsScreenQuery')) {
      const connection = { totalCount: 0, salons: [], edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
      return json({ data: { viewer: { id: viewer.id, isAdmin: viewer.isAdmin }, clientConfigurations: connection } });
    }
    return json({ data: {} });
  });
}

async function renderDetails(viewer: typeof admin, node: unknown) {
  serve(viewer, node);
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: viewer.isSalon, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [`/client-configuration-details/${encodeURIComponent(ID)}`] });
  render(<RouterProvider router={router} />);
  return router;
}

/** The details list as term → description text. */
function details(): Record<string, string> {
  const terms = document.querySelectorAll('dl.details dt');
  return Object.fromEntries([...terms].map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']));
}

const kitTable = (name: string) => screen.getByRole('table', { name: `Elementy zestawu ${name}` });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each test loads the lazy screen chunk: more than vitest's default 5 s on a busy machine.
describe('/client-configuration-details/{id} (spec part 1 §2, D4)', { timeout: 20_000 }, () => {
  it('shows collection, salon lines, customer, the configurator link, the date, and each kit with its elements and total', async () => {
    await renderDetails(admin, configuration(admin));
    expect(await screen.findByRole('heading', { level: 1, name: 'jan.kowalski@example.com' })).toBeTruthy();
    expect(details()).toEqual({
      Kolekcja: 'Manhattan',
      Salon: 'Salon Meblowy Kraków+48 12 345 67 89ul. Floriańska 1, Kraków',
      'E-mail klienta': 'jan.kowalski@example.com',
      Konfigurator: 'Otwórz w konfiguratorze(otwiera się w nowej karcie)',
      Utworzono: '2 lip 2026, 00:05',
    });
    const configurator = screen.getByRole('link', { name: 'Otwórz w konfiguratorze' });
    expect(configurator.getAttribute('href')).toBe('https://konfigurator.example.com/k/AbCdEf123');
    expect(configurator.getAttribute('target')).toBe('_blank');
    expect(configurator.getAttribute('rel')).toBe('noopener noreferrer');

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sofa 3-osobowa', 'Pufa', 'Historia']);
    expect(within(screen.getByRole('region', { name: 'Historia' })).getByText('Nie zapisano jeszcze żadnych zmian.')).toBeTruthy();
    expect(calls('query ClientConfigurationDetailsScreenQuery').map((call) => call.variables)).toEqual([{ id: ID, withHistory: true }]);
    expect(screen.getByText('Wymiary: 300 cm × 180 cm')).toBeTruthy();
    const sofa = kitTable('Sofa 3-osobowa');
    expect(within(sofa).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nazwa',
      'Ikona',
      'Materiał',
      'Wyposażenie',
      'Drewno',
      'Poduszki',
      'Cena',
    ]);
    const [first, second] = bodyRows(sofa);
    expect(within(first!).getByRole('rowheader').textContent).toBe('MH-1');
    // A line's icon is a picture when it names a stored icon (for salons too); the saved name says what it is.
    const icon = within(first!).getByRole('img', { name: 'Ikona: MH-1' });
    expect([icon.getAttribute('src'), icon.getAttribute('title')]).toEqual(['/uploads/icon/mh-1.svg', 'mh-1.svg']);
    expect(within(second!).getAllByRole('cell')[0]?.textContent).toBe('ikony/mh-2.svg');
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent)).toEqual([
      '',
      'Velvet Navy',
      'Pojemnik na pościel',
      'Dąb naturalny',
      'Pianka HR',
      '2 499,00 zł',
    ]);
    // An administrator follows a line to its catalogue element; a line whose element is gone is text.
    expect(within(first!).getByRole('link', { name: 'MH-1' }).getAttribute('href')).toBe(`/collection/manhattan/elements/${encodeURIComponent(ELEMENT_ID)}`);
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).getAllByRole('cell').map((td) => td.textContent).slice(2, 4)).toEqual(['—', '—']);
    expect(screen.getByText('Razem: 7 497,00 zł')).toBeTruthy();
    expect(screen.getByText('Razem: 899,00 zł')).toBeTruthy();
    expect(bodyRows(kitTable('Pufa'))).toHaveLength(1);
  });

  it("shows a deleted collection's slug, 'bez salonu — zapisana online', and no catalogue links for a salon user", async () => {
    await renderDetails(salonUser, configuration(salonUser, { salon: null, collection: null, collectionSlug: 'stara-kolekcja', customerEmail: '' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Konfiguracja klienta' })).toBeTruthy();
    expect(details()).toMatchObject({ Kolekcja: 'stara-kolekcja (usunięta)', Salon: 'bez salonu — zapisana online' });
    expect(within(kitTable('Sofa 3-osobowa')).queryByRole('link')).toBeNull();
    // No history for a salon (D29): the query does not ask for it, the screen has no section.
    expect(calls('query ClientConfigurationDetailsScreenQuery').map((call) => call.variables)).toEqual([{ id: ID, withHistory: false }]);
    expect(calls('query ClientConfigurationDetailsScreenQuery')[0]?.query).toMatch(/@include\(if: \$withHistory\)/);
    expect(screen.queryByRole('heading', { name: 'Historia' })).toBeNull();
  });

  it("tells a salon user that an administrator can restore a deleted configuration; it sends the version it shows", async () => {
    await renderDetails(salonUser, configuration(salonUser));
    await screen.findByRole('heading', { level: 1, name: 'jan.kowalski@example.com' });
    fireEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć konfigurację klienta jan.kowalski@example.com?' });
    expect(within(dialog).getByText(`${CONFIGURATION_DELETE_CONFIRMATION}. ${historyMessages.configurationRestoreHint(DELETE_UNDO_DAYS)}`)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    await screen.findByRole('heading', { level: 1, name: 'Konfiguracje klientów' });
    expect(calls('mutation DeleteClientConfigurationMutation').map((call) => call.variables)).toEqual([{ id: ID, connections: [], version: 3 }]);
  });

  it("says 'Nie znaleziono konfiguracji' for an unknown id (or another salon's), with a link back to the list", async () => {
    await renderDetails(salonUser, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono konfiguracji' })).toBeTruthy();
    expect(screen.getByText('Nie znaleziono konfiguracji. Mogła zostać usunięta.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy konfiguracji' }).getAttribute('href')).toBe('/client-configurations');
    expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
  });

  it("deletes through the same dialog: Anuluj keeps it, Usuń deletes once and returns to the list", async () => {
    const router = await renderDetails(admin, configuration(admin));
    await screen.findByRole('heading', { level: 1, name: 'jan.kowalski@example.com' });
    const opener = screen.getByRole('button', { name: 'Usuń' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Usunąć konfigurację klienta jan.kowalski@example.com?' });
    expect(within(dialog).getByText(`${CONFIGURATION_DELETE_CONFIRMATION}. ${historyMessages.deleteUndoHint(DELETE_UNDO_DAYS)}`)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(calls('mutation DeleteClientConfigurationMutation')).toHaveLength(0);

    fireEvent.click(opener);
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń' });
    await act(async () => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await screen.findByRole('heading', { level: 1, name: 'Konfiguracje klientów' });
    expect(router.state.location.pathname).toBe('/client-configurations');
    expect(calls('mutation DeleteClientConfigurationMutation').map((call) => call.variables)).toEqual([{ id: ID, connections: [], version: 3 }]);
  });
});
