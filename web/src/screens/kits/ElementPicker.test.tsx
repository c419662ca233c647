import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ELEMENT_PICKER_PAGE_SIZE } from '@meble/domain/element';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const COLLECTION_ID = 'Q29sbGVjdGlvbjptYW5oYXR0YW4=';
const MODULES = { __typename: 'ElementCategory', id: 'Q2F0OjE=', name: 'Moduły' };
const POUFS = { __typename: 'ElementCategory', id: 'Q2F0OjI=', name: 'Pufy' };
const ARMRESTS = { __typename: 'ElementCategory', id: 'Q2F0OjM=', name: 'Podłokietniki' };
const GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

function element(n: number, name: string, category: typeof MODULES) {
  const prices = GROUPS.map((group, i) => ({ group, formatted: i === 0 ? '1 000,00 zł' : null }));
  return { __typename: 'Element', id: `RWxlbWVudDo${n}`, name, category, prices };
}

// More modules than one page of the picker, two poufs, no armrests.
const all = [
  ...Array.from({ length: ELEMENT_PICKER_PAGE_SIZE + 5 }, (_, i) => element(i + 1, `Moduł ${String(i + 1).padStart(2, '0')}`, MODULES)),
  element(90, 'Pufa okrągła', POUFS),
  element(91, 'Pufa kwadratowa', POUFS),
];

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const pickerCalls = () => bodies().filter((body) => body.query.includes('query ElementPickerRefetchQuery'));

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query KitsScreenQuery')) {
      return json({
        data: { collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan', kits: [], elementCategories: [MODULES, POUFS, ARMRESTS] } },
      });
    }
    if (query.includes('query ElementPickerRefetchQuery')) {
      // The server's rules: the category, the name from 3 characters, then the page after the cursor.
      const filter = typeof variables.filter === 'string' ? variables.filter.toLowerCase() : '';
      const found = all.filter((e) => (!variables.categoryId || e.category.id === variables.categoryId) && e.name.toLowerCase().includes(filter));
      const start = typeof variables.after === 'string' ? Number(variables.after) : 0;
      const slice = found.slice(start, start + Number(variables.first));
      return json({
        data: {
          node: {
            __typename: 'Collection',
            id: COLLECTION_ID,
            elementCategories: [MODULES, POUFS, ARMRESTS],
            elements: {
              totalCount: found.length,
              edges: slice.map((node, i) => ({ node, cursor: String(start + i + 1) })),
              pageInfo: { endCursor: String(start + slice.length), hasNextPage: start + slice.length < found.length },
            },
          },
        },
      });
    }
    return json({ data: {} });
  });
}

async function openPicker() {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: ['/collection/manhattan/sets'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Zestawy — Manhattan' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj zestaw' })));
}

function chooseCategory(name: string) {
  const select = screen.getByLabelText<HTMLSelectElement>('Kategoria elementów');
  const option = within(select).getByRole<HTMLOptionElement>('option', { name });
  act(() => {
    fireEvent.change(select, { target: { value: option.value } });
  });
}

const resultNames = () =>
  within(screen.getByRole('list', { name: 'Wyniki wyszukiwania' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.picker-name')?.textContent);

const chosen = () =>
  within(screen.getByRole('list', { name: 'Wybrane elementy' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.picker-name')?.textContent);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the kit element picker: browse by category', () => {
  it("lists a chosen category's elements without typing, a page at a time, and adds them", async () => {
    await openPicker();
    expect(within(screen.getByLabelText('Kategoria elementów')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Wszystkie kategorie',
      'Moduły',
      'Pufy',
      'Podłokietniki',
    ]);
    expect(pickerCalls()).toHaveLength(0);

    chooseCategory('Pufy');
    await screen.findByRole('list', { name: 'Wyniki wyszukiwania' });
    expect(resultNames()).toEqual(['Pufa okrągła', 'Pufa kwadratowa']);
    expect(screen.getByText('Znaleziono: 2')).toBeTruthy();
    expect(pickerCalls().map((call) => call.variables)).toEqual([
      expect.objectContaining({ id: COLLECTION_ID, categoryId: POUFS.id, filter: null, search: true, first: ELEMENT_PICKER_PAGE_SIZE }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj Pufa kwadratowa' }));

    chooseCategory('Moduły');
    await screen.findByText(`Znaleziono: ${ELEMENT_PICKER_PAGE_SIZE + 5}, pokazano ${ELEMENT_PICKER_PAGE_SIZE}.`);
    expect(resultNames()).toHaveLength(ELEMENT_PICKER_PAGE_SIZE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' })));
    await screen.findByText(`Znaleziono: ${ELEMENT_PICKER_PAGE_SIZE + 5}`);
    expect(resultNames()).toHaveLength(ELEMENT_PICKER_PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(pickerCalls().at(-1)?.variables).toEqual(
      expect.objectContaining({ categoryId: MODULES.id, after: String(ELEMENT_PICKER_PAGE_SIZE), first: ELEMENT_PICKER_PAGE_SIZE }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj Moduł 25' }));
    expect(chosen()).toEqual(['Pufa kwadratowa', 'Moduł 25']);
  });

  it('a name narrows the category; an empty category says so; back to all categories the search alone applies', async () => {
    await openPicker();
    chooseCategory('Pufy');
    await screen.findByText('Znaleziono: 2');
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: 'okrą' } });
    await screen.findByText('Znaleziono: 1');
    expect(resultNames()).toEqual(['Pufa okrągła']);
    expect(pickerCalls().at(-1)?.variables).toEqual(expect.objectContaining({ categoryId: POUFS.id, filter: 'okrą' }));

    chooseCategory('Podłokietniki');
    await screen.findByText('Żaden element nie pasuje do wyszukiwania.');
    fireEvent.change(screen.getByLabelText('Szukaj elementu'), { target: { value: '' } });
    await screen.findByText('Kategoria „Podłokietniki” nie ma elementów.');
    expect(screen.queryByRole('list', { name: 'Wyniki wyszukiwania' })).toBeNull();

    // No category and fewer than 3 characters: nothing is listed and nothing asked.
    const asked = pickerCalls().length;
    chooseCategory('Wszystkie kategorie');
    expect(screen.queryByRole('list', { name: 'Wyniki wyszukiwania' })).toBeNull();
    expect(screen.queryByText(/^Znaleziono|nie ma elementów|Żaden element/)).toBeNull();
    expect(pickerCalls()).toHaveLength(asked);
  });
});
