import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { validationMessages } from '@meble/domain/messages/validation';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { START_ACTION } from '../../routes/startAction.ts';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const COLLECTION_ID = 'Q29sbGVjdGlvbjptYW5oYXR0YW4=';
const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

const prices = (a: string | null) => GROUPS.map((group, i) => ({ group, formatted: i === 0 ? a : null }));

function element(n: number, name: string) {
  return { __typename: 'Element', id: `RWxlbWVudDo${n}`, name, category: { __typename: 'ElementCategory', id: `Q2F0OjE${n}`, name: 'Moduły' }, prices: prices('1 000,00 zł') };
}
const modules = [element(1, 'MH-1'), element(2, 'MH-2'), element(3, 'MH-3')];

function kit(n: number, name: string, isActive: boolean, elementCount: number, priceA: string | null) {
  return {
    __typename: 'Kit',
    id: `S2l0OjE${n}`,
    ord: n,
    name,
    tinydesc: `Opis ${name}`,
    isActive,
    elements: modules.slice(0, elementCount).map((e) => ({ __typename: 'Element', id: e.id })),
    totalPrices: prices(priceA),
    version: n * 10,
  };
}
const kits = [kit(1, 'Zestaw dzienny', true, 3, '3 000,00 zł'), kit(2, 'Zestaw ukryty', false, 2, null)];

const NEW_KIT_ID = 'S2l0OjE5OQ==';
const NO_HISTORY = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
/** The kit's history as the server holds it now (its section reads the first page again after a change). */
let kitHistory: object = NO_HISTORY;

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const calls = (name: string) => bodies().filter((body) => body.query.includes(name));

let createAnswer: unknown = null;
/** What each mutation of these names answers, in turn (the last one again once they run out). */
let answers: Record<string, unknown[]> = {};
const answerOf = (name: string) => {
  const queue = answers[name] ?? [];
  return queue.length > 1 ? queue.shift() : queue[0];
};

/** One kit as the kit screen and its edit screen read it: 'Zestaw dzienny' of MH-1, MH-2, MH-1. */
const viewed = {
  ...kit(1, 'Zestaw dzienny', true, 0, '3 000,00 zł'),
  ord: 4,
  thumbUrl: 'dzienny.png',
  collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan' },
  elements: [modules[0], modules[1], modules[0]],
};
/** The kit as the server holds it now (the kit screen reads it when it opens). */
let shown: object = viewed;
const refusal = (message: string, fieldErrors: { field: string; message: string }[] = []) => ({
  __typename: 'ValidationError',
  __isError: 'ValidationError',
  message,
  fieldErrors,
});

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query KitsScreenQuery')) {
      return json({ data: { collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', kits, elementCategories: [] } } });
    }
    if (query.includes('query ElementPickerRefetchQuery')) {
      const filter = String(variables.filter).toLowerCase();
      const found = modules.filter((e) => e.name.toLowerCase().includes(filter));
      return json({
        data: {
          node: {
            __typename: 'Collection',
            id: COLLECTION_ID,
            elementCategories: [],
            elements: { totalCount: found.length, edges: found.map((node) => ({ node, cursor: node.id })), pageInfo: { endCursor: null, hasNextPage: false } },
          },
        },
      });
    }
    if (query.includes('mutation CreateKitMutation')) return json({ data: { createKit: createAnswer } });
    if (query.includes('query KitScreenQuery')) {
      const node = variables.id === viewed.id ? { ...shown, history: kitHistory } : null;
      return json({ data: { node, collection: { __typename: 'Collection', id: COLLECTION_ID, elementCategories: [] } } });
    }
    if (query.includes('query KitHistoryPaginationQuery')) return json({ data: { node: { __typename: 'Kit', id: variables.id, history: kitHistory } } });
    if (query.includes('query KitEditScreenQuery')) {
      return json({ data: { node: variables.id === viewed.id ? viewed : null, collection: { __typename: 'Collection', id: COLLECTION_ID } } });
    }
    for (const [name, field] of [
      ['UpdateKitMutation', 'updateKit'],
      ['SetKitVisibilityMutation', 'setKitVisibility'],
      ['RemoveKitElementMutation', 'removeKitElement'],
      ['AddKitElementMutation', 'addKitElement'],
    ] as const) {
      if (query.includes(`mutation ${name}`)) return json({ data: { [field]: answerOf(name) } });
    }
    return json({ data: {} });
  });
}

/** Signed in at `address`; resolves once its heading `heading` shows. */
async function renderAt(address: InitialEntry, heading: string) {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [address] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: heading });
  return router;
}

const renderKits = (address: InitialEntry = '/collection/manhattan/sets') => renderAt(address, 'Zestawy — Manhattan');

const field = (label: string) => screen.getByLabelText(label);
/** A file picker: its list is labelled by the field's label too, the box is the combobox. */
const picker = (label: string) => screen.getByRole('combobox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));

/** The message a field points to with aria-describedby (null when it is not flagged). */
function errorOf(element: HTMLElement): string | null {
  if (element.getAttribute('aria-invalid') !== 'true') return null;
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((node) => node?.id.endsWith('-error'))?.textContent ?? null;
}

/** Types into the picker's search; results come after the debounce (pick waits for them). */
function search(text: string) {
  type('Szukaj elementu', text);
}

const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function pick(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Dodaj ${name}` }));
}

const chosen = () =>
  within(screen.getByRole('list', { name: 'Wybrane elementy' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.picker-name')?.textContent);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  createAnswer = null;
  answers = {};
  shown = viewed;
  kitHistory = NO_HISTORY;
  serve();
});

afterEach(() => {
  cleanup();
  // A red toast stays until closed: the next test starts without the toasts of this one.
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe('/collection/{slug}/sets (spec part 2 §2, §4)', () => {
  it('lists the kits in the graph order with description, element count, price A and UKRYTY, each linking to the kit', async () => {
    await renderKits();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Zestaw dzienny' }).getAttribute('href')).toBe(`/collection/manhattan/sets/${encodeURIComponent(kits[0]!.id)}`);
    expect(within(rows[0]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Opis Zestaw dzienny', '3', '3 000,00 zł', '⋯']);
    expect(within(rows[0]!).queryByText('UKRYTY')).toBeNull();
    expect(within(rows[1]!).getByText('UKRYTY')).toBeTruthy();
    expect(within(rows[1]!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Opis Zestaw ukryty', '2', '—', '⋯']);
  });

  it('sorts by name from its header, in the address, and back to the collection order; a shared address opens sorted', async () => {
    const router = await renderKits();
    const names = () => within(screen.getByRole('table')).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('link')[0]!.textContent);
    const header = () => screen.getByRole('columnheader', { name: /Nazwa/ });
    expect(names()).toEqual(['Zestaw dzienny', 'Zestaw ukryty']);
    expect(header().getAttribute('aria-sort')).toBe('none');
    await act(async () => fireEvent.click(within(header()).getByRole('button', { name: 'Nazwa' })));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(router.state.location.search).toBe('?sort=NAME_ASC');
    await act(async () => fireEvent.click(within(header()).getByRole('button', { name: 'Nazwa' })));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Zestaw ukryty', 'Zestaw dzienny']);
    await act(async () => fireEvent.click(within(header()).getByRole('button', { name: 'Nazwa' })));
    expect(router.state.location.search).toBe('');
    expect(names()).toEqual(['Zestaw dzienny', 'Zestaw ukryty']);

    cleanup();
    await renderKits('/collection/manhattan/sets?sort=NAME_DESC');
    expect(names()).toEqual(['Zestaw ukryty', 'Zestaw dzienny']);
    expect(header().getAttribute('aria-sort')).toBe('descending');
  });

  it("gathers a kit's actions in its menu: open, show or hide, delete with the kit screen's confirmation", async () => {
    await renderKits();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Akcje dla „Zestaw ukryty”' })));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Pokaż' }).getAttribute('href')).toBe(`/collection/manhattan/sets/${encodeURIComponent(kits[1]!.id)}`));
    expect(within(menu).getByRole('menuitem', { name: 'Pokaż w konfiguratorze' })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Edytuj' }).getAttribute('href')).toBe(`/collection/manhattan/sets/${encodeURIComponent(kits[1]!.id)}/edit`);
    await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: 'Usuń' })));
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie zestawu „Zestaw ukryty”' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' })));
    expect(within(dialog).getByText('Zostanie usunięty zestaw „Zestaw ukryty”; jego elementy zostaną w kolekcji. Usunięcie można cofnąć w historii przez 30 dni.')).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByLabelText('Wpisz „usuń”, aby potwierdzić'), { key: 'Escape' });
    expect(calls('mutation DeleteKitMutation')).toHaveLength(0);
  });
});

// Each test loads the lazy screen chunk and waits for the picker's debounce: more than vitest's default 5 s on a busy machine.
describe('kit create form (spec part 2 §3, §5, §9)', { timeout: 20_000 }, () => {
  it("opens on 'Dodaj zestaw' with every field labelled, the limits from domain and the defaults", async () => {
    await renderKits();
    expect(screen.queryByLabelText('Nazwa')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj zestaw' })));
    expect(field('Nazwa').getAttribute('maxLength')).toBe('60');
    expect(field('Krótki opis').getAttribute('maxLength')).toBe('60');
    expect(field('Kolejność').getAttribute('maxLength')).toBe('2');
    expect((field('Kolejność') as HTMLInputElement).value).toBe('1');
    expect(picker('Miniatura')).toBeTruthy();
    expect((field('Aktywny') as HTMLInputElement).checked).toBe(true);
    expect(field('Szukaj elementu')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Elementy zestawu' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anuluj' })));
    expect(screen.queryByLabelText('Nazwa')).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj zestaw' })).toBeTruthy();
  });

  it("is open on arrival when the command palette's 'Dodaj zestaw' asked for it, with focus on the name", async () => {
    await renderKits({ pathname: '/collection/manhattan/sets', state: START_ACTION });
    await waitFor(() => expect(document.activeElement).toBe(field('Nazwa')));
    expect(screen.queryByRole('button', { name: 'Dodaj zestaw' })).toBeNull();
  });

  it("empty name and one element: 'Wypełnij wymagane pola' next to both, focus on the name, nothing sent", async () => {
    await renderKits();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj zestaw' })));
    search('MH-1');
    await pick('MH-1');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf(field('Nazwa'))).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf(field('Szukaj elementu'))).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf(field('Krótki opis'))).toBeNull();
    expect(document.activeElement).toBe(field('Nazwa'));
    expect(calls('mutation CreateKitMutation')).toHaveLength(0);

    // A name alone is not enough either: a kit has at least 2 elements.
    type('Nazwa', 'Zestaw testowy');
    await save();
    expect(errorOf(field('Nazwa'))).toBeNull();
    expect(errorOf(field('Szukaj elementu'))).toBe(validationMessages.requiredFieldsMissing);
    expect(calls('mutation CreateKitMutation')).toHaveLength(0);
  });

  it('searches on the server from 3 characters; keeps the order, allows repeats, removes one entry', async () => {
    await renderKits();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj zestaw' })));
    search('MH');
    await settle(500);
    expect(calls('query ElementPickerRefetchQuery')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Wyniki wyszukiwania' })).toBeNull();
    search('MH-');
    const results = await screen.findByRole('list', { name: 'Wyniki wyszukiwania' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    expect(calls('query ElementPickerRefetchQuery').map((call) => call.variables)).toEqual([
      expect.objectContaining({ id: COLLECTION_ID, filter: 'MH-', search: true }),
    ]);
    await pick('MH-2');
    await pick('MH-1');
    await pick('MH-2');
    expect(chosen()).toEqual(['MH-2', 'MH-1', 'MH-2']);
    expect(screen.getByText('Wybrane elementy: 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń MH-1 (pozycja 2)' }));
    expect(chosen()).toEqual(['MH-2', 'MH-2']);
  });

  it('sends the form as typed with element ids in order, then opens the new kit', async () => {
    const router = await renderKits();
    createAnswer = {
      __typename: 'KitPayload',
      kit: {
        __typename: 'Kit',
        id: NEW_KIT_ID,
        name: 'Zestaw nowy',
        tinydesc: 'Dwa moduły',
        ord: 3,
        thumbUrl: '',
        isActive: false,
        collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan' },
        elements: [modules[2], modules[2]],
        totalPrices: prices('2 000,00 zł'),
      },
      collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', kits },
    };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj zestaw' })));
    type('Nazwa', 'Zestaw nowy');
    type('Krótki opis', 'Dwa moduły');
    type('Kolejność', '3');
    fireEvent.click(field('Aktywny'));
    search('MH-');
    await pick('MH-3');
    await pick('MH-3');
    await save();
    expect(calls('mutation CreateKitMutation').map((call) => call.variables)).toEqual([
      {
        collectionId: COLLECTION_ID,
        input: { name: 'Zestaw nowy', tinydesc: 'Dwa moduły', ord: '3', thumbUrl: '', isActive: false, elements: [modules[2]!.id, modules[2]!.id] },
      },
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/collection/manhattan/sets/${encodeURIComponent(NEW_KIT_ID)}`), { timeout: 10_000 });
  });

  it("shows the server's field messages next to their fields (an element id of the list at the picker)", async () => {
    await renderKits();
    createAnswer = {
      __typename: 'ValidationError',
      __isError: 'ValidationError',
      message: validationMessages.requiredFieldsMissing,
      fieldErrors: [
        { field: 'name', message: validationMessages.tooLong(60) },
        { field: 'elements.1', message: catalogMessages.kitElementOutsideCollection },
      ],
    };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj zestaw' })));
    type('Nazwa', 'Zestaw');
    search('MH-');
    await pick('MH-1');
    await pick('MH-2');
    await save();
    expect(calls('mutation CreateKitMutation')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf(field('Nazwa'))).toBe(validationMessages.tooLong(60));
    expect(errorOf(field('Szukaj elementu'))).toBe(catalogMessages.kitElementOutsideCollection);
    expect(chosen()).toEqual(['MH-1', 'MH-2']);
  });
});

/** The toasts on the page (Mantine's notifications), by their text. */
const toasts = () => [...document.querySelectorAll('.mantine-Notification-root')].map((toast) => toast.querySelector('.mantine-Notification-description')?.textContent);

describe('one form\'s toasts (formMutation)', () => {
  it("a refusal takes away the 'Zapisano' toast of the form's save before it, and a new result replaces the old", async () => {
    await renderKits();
    const toggle = async (name: string) => {
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Akcje dla „Zestaw dzienny”' })));
      await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name })));
    };
    answers.SetKitVisibilityMutation = [
      { __typename: 'KitPayload', kit: { __typename: 'Kit', id: kits[0]!.id, isActive: false, version: 11 } },
      { __typename: 'KitPayload', kit: { __typename: 'Kit', id: kits[0]!.id, isActive: true, version: 12 } },
      refusal('Nie ma takiego zestawu'),
    ];
    await toggle('Ukryj w konfiguratorze');
    await waitFor(() => expect(toasts()).toEqual(['Zapisano zestaw „Zestaw dzienny”.']));
    await toggle('Pokaż w konfiguratorze');
    await waitFor(() => expect(toasts()).toEqual(['Zapisano zestaw „Zestaw dzienny”.']));
    await toggle('Ukryj w konfiguratorze');
    await waitFor(() => expect(toasts()).toEqual(['Nie ma takiego zestawu']));
    expect(screen.getByRole('alert').textContent).toContain('Nie ma takiego zestawu');
    // Each toggle names the version the row shows then (D29).
    expect(calls('mutation SetKitVisibilityMutation').map((call) => call.variables.version)).toEqual([10, 11, 12]);
  });
});

describe('kit screen: remove an element, then undo (D28)', { timeout: 20_000 }, () => {
  it("'Usuń z zestawu' removes the row chosen; 'Cofnij' in its toast puts it back at its place; a refused removal leaves the red message alone", async () => {
    await renderAt(`/collection/manhattan/sets/${encodeURIComponent(viewed.id)}`, 'Zestaw dzienny');
    const without = { ...viewed, elements: [modules[1], modules[0]], version: 11 };
    answers.RemoveKitElementMutation = [{ __typename: 'KitPayload', kit: without }, refusal('Zestaw musi mieć co najmniej 2 elementy')];
    answers.AddKitElementMutation = [{ __typename: 'KitPayload', kit: { ...viewed, version: 12 } }];
    expect(within(screen.getByRole('region', { name: 'Historia' })).getByText('Nie zapisano jeszcze żadnych zmian.')).toBeTruthy();
    kitHistory = {
      edges: [
        {
          cursor: 'h1',
          node: {
            __typename: 'HistoryEntry',
            id: 'SGlzdG9yeUVudHJ5OjE=',
            version: 11,
            at: '2026-11-29T09:00:00Z',
            kind: 'KIT',
            recordName: 'Zestaw dzienny',
            operation: 'UPDATE',
            lines: null,
            undoable: true,
            undoneBy: null,
            actor: { name: 'Anna Admin', email: 'admin@example.com' },
            changes: [{ field: 'elements', label: 'Elementy', beforeText: 'MH-1, MH-2, MH-1', afterText: 'MH-2, MH-1' }],
            removed: [],
          },
        },
      ],
      pageInfo: { endCursor: 'h1', hasNextPage: false },
    };
    const rows = () => within(screen.getByRole('table', { name: 'Elementy zestawu Zestaw dzienny' })).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows()).toEqual(['MH-1', 'MH-2', 'MH-1']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Akcje dla „1. MH-1”' })));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń z zestawu' })));
    await waitFor(() => expect(rows()).toEqual(['MH-2', 'MH-1']));
    // The version the screen shows (D29).
    expect(calls('mutation RemoveKitElementMutation').map((call) => call.variables)).toEqual([{ kitId: viewed.id, elementId: modules[0]!.id, position: 1, version: 10 }]);
    await waitFor(() => expect(toasts()).toEqual(['Usunięto element „MH-1” z zestawu „Zestaw dzienny”.Cofnij']));
    // The change's entry shows in the kit's 'Historia' at once.
    await within(screen.getByRole('region', { name: 'Historia' })).findByText('MH-2, MH-1');
    expect(calls('query KitHistoryPaginationQuery').map((call) => call.variables)).toEqual([{ id: viewed.id, first: 10, after: null }]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cofnij' })));
    await waitFor(() => expect(rows()).toEqual(['MH-1', 'MH-2', 'MH-1']));
    // The undo names the version the removal made.
    expect(calls('mutation AddKitElementMutation').map((call) => call.variables)).toEqual([{ kitId: viewed.id, elementId: modules[0]!.id, position: 1, version: 11 }]);
    await waitFor(() => expect(toasts()).toEqual(['Zapisano zestaw „Zestaw dzienny”.']));

    // Refused: the message where the user acted, and no green toast of the change before beside it.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Akcje dla „2. MH-2”' })));
    await act(async () => fireEvent.click(await screen.findByRole('menuitem', { name: 'Usuń z zestawu' })));
    await screen.findByText('Zestaw musi mieć co najmniej 2 elementy');
    await waitFor(() => expect(toasts()).toEqual([]));
  });
});

describe('kit edit screen /collection/{slug}/sets/{id}/edit (D28)', { timeout: 20_000 }, () => {
  const editAddress = `/collection/manhattan/sets/${encodeURIComponent(viewed.id)}/edit`;

  async function renderEdit() {
    await renderAt(editAddress, 'Edycja zestawu Zestaw dzienny');
  }

  it("is reached from the kit screen's 'Edytuj'; its fields are labelled, filled in, with the create form's limits", async () => {
    await renderAt(`/collection/manhattan/sets/${encodeURIComponent(viewed.id)}`, 'Zestaw dzienny');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Edytuj' })));
    await screen.findByRole('heading', { level: 1, name: 'Edycja zestawu Zestaw dzienny' });
    const value = (label: string) => (field(label) as HTMLInputElement).value;
    expect([value('Nazwa'), value('Krótki opis'), value('Kolejność'), (picker('Miniatura') as HTMLInputElement).value]).toEqual(['Zestaw dzienny', 'Opis Zestaw dzienny', '4', 'dzienny.png']);
    expect((field('Aktywny') as HTMLInputElement).checked).toBe(true);
    expect(['Nazwa', 'Krótki opis', 'Kolejność'].map((label) => field(label).getAttribute('maxLength'))).toEqual(['60', '60', '2']);
    expect(screen.queryByLabelText('Szukaj elementu')).toBeNull();
  });

  it('shows the rules\' messages next to their fields and sends nothing while they fail', async () => {
    await renderEdit();
    type('Nazwa', '  ');
    type('Kolejność', 'x');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf(field('Nazwa'))).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf(field('Kolejność'))).toBe(catalogMessages.kitOrdInvalid);
    expect(errorOf(field('Krótki opis'))).toBeNull();
    expect(calls('mutation UpdateKitMutation')).toHaveLength(0);
  });

  it('saves the fields as typed, says so in a toast and opens the kit; the server\'s field messages land next to their fields', async () => {
    await renderEdit();
    shown = { ...viewed, name: 'Zestaw wieczorny', isActive: false, ord: 2, version: 11 };
    answers.UpdateKitMutation = [
      refusal(validationMessages.requiredFieldsMissing, [{ field: 'thumbUrl', message: validationMessages.tooLong(40) }]),
      { __typename: 'KitPayload', kit: shown },
    ];
    type('Nazwa', 'Zestaw wieczorny');
    type('Kolejność', '2');
    fireEvent.click(field('Aktywny'));
    await save();
    expect(errorOf(picker('Miniatura'))).toBe(validationMessages.tooLong(40));
    await save();
    // The version the form was opened at (D29).
    const sent = { id: viewed.id, input: { name: 'Zestaw wieczorny', tinydesc: 'Opis Zestaw dzienny', ord: '2', thumbUrl: 'dzienny.png', isActive: false }, version: 10 };
    expect(calls('mutation UpdateKitMutation').map((call) => call.variables)).toEqual([sent, sent]);
    await screen.findByRole('heading', { level: 1, name: 'Zestaw wieczorny' });
    await waitFor(() => expect(toasts()).toEqual(['Zapisano zestaw „Zestaw wieczorny”.']));
  });

  it("a save refused because someone else saved first lists each field three ways; 'Zapisz moje zmiany' keeps their other changes (D29)", async () => {
    await renderEdit();
    const now = { ...viewed, tinydesc: 'Opis kolegi', isActive: false, version: 11 };
    answers.UpdateKitMutation = [
      { __typename: 'ConflictError', __isError: 'ConflictError', message: 'Ten rekord zmienił(a) Ewa o 10:05. Twoje zmiany nie zostały zapisane.', currentVersion: 11, current: now },
      { __typename: 'KitPayload', kit: { ...now, name: 'Zestaw wieczorny', version: 12 } },
    ];
    shown = { ...now, name: 'Zestaw wieczorny', version: 12 };
    type('Nazwa', 'Zestaw wieczorny');
    await save();
    const changed = await screen.findByRole('region', { name: 'Co się zmieniło' });
    expect(within(changed).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Pole', 'Twoja wartość', 'Przy otwarciu', 'Teraz'],
      ['Nazwa', 'Zestaw wieczorny', 'Zestaw dzienny', 'Zestaw dzienny'],
      ['Krótki opis', 'Opis Zestaw dzienny', 'Opis Zestaw dzienny', 'Opis kolegi'],
      ['Aktywny', 'widoczny', 'widoczny', 'UKRYTY'],
    ]);
    await act(async () => fireEvent.click(within(changed).getByRole('button', { name: 'Zapisz moje zmiany' })));
    expect(calls('mutation UpdateKitMutation').map((call) => call.variables)).toEqual([
      { id: viewed.id, input: { name: 'Zestaw wieczorny', tinydesc: 'Opis Zestaw dzienny', ord: '4', thumbUrl: 'dzienny.png', isActive: true }, version: 10 },
      { id: viewed.id, input: { name: 'Zestaw wieczorny', tinydesc: 'Opis kolegi', ord: '4', thumbUrl: 'dzienny.png', isActive: false }, version: 11 },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'Zestaw wieczorny' });
  });

  it('leaves an unchanged form by Escape at once, and asks before a changed one is left', async () => {
    await renderEdit();
    fireEvent.keyDown(field('Krótki opis'), { key: 'Escape' });
    await screen.findByRole('heading', { level: 1, name: 'Zestaw dzienny' });
    cleanup();
    await renderEdit();
    type('Krótki opis', 'Zmieniony');
    fireEvent.keyDown(field('Krótki opis'), { key: 'Escape' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edycja zestawu Zestaw dzienny' })).toBeTruthy();
  });
});
