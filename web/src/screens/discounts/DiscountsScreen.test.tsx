import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { leavePrompt } from '../../forms/LeavePrompt.tsx';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { discardPrompt } from './DiscountsForm.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';
import { nameMatches } from '@meble/domain/search';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const COLLECTION_ID = 'Q29sbGVjdGlvbjptYW5oYXR0YW4=';
const SEATS = { __typename: 'ElementCategory', id: 'Q2F0OjE=', name: 'Siedziska' };
const POUFS = { __typename: 'ElementCategory', id: 'Q2F0OjI=', name: 'Pufy' };

// Each element at its own version (D29): a save names the version the screen shows for each record it writes.
function element(n: number, name: string, discountPercent: number, category: typeof SEATS) {
  return { __typename: 'Element', id: `RWxlbWVudDo${n}`, displayOrd: n, name, discountPercent, version: n + 1, category };
}

const elements = [element(1, 'Moduł 1', 0, SEATS), element(2, 'Narożnik', 5, SEATS), element(3, 'Puf okrągły', 100, POUFS), element(4, 'Puf kwadratowy', 10, POUFS)];
const [moduł, narożnik, pufOkrągły, pufKwadratowy] = elements as [typeof elements[0], typeof elements[0], typeof elements[0], typeof elements[0]];

function page(nodes: ReturnType<typeof element>[], totalCount: number, hasNextPage: boolean) {
  return {
    totalCount,
    edges: nodes.map((node) => ({ node, cursor: `c${node.id}` })),
    pageInfo: { endCursor: nodes.length ? `c${nodes.at(-1)!.id}` : null, hasNextPage },
  };
}

/** What the server holds (the four elements unless a test says otherwise), and how many it loads at first. */
let catalogue = elements;
let PAGE = 200;

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const screenQueries = () => bodies().filter((body) => body.query.includes('query DiscountsScreenQuery'));
const mutationCalls = () => bodies().filter((body) => body.query.includes('mutation UpdateDiscountsMutation'));

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query DiscountsScreenQuery')) {
      // As the server filters: the whole collection, the name from 3 characters (folded), the category.
      const filter = variables.filter as string | null;
      const categoryId = variables.categoryId as string | null;
      const matching = catalogue.filter(
        (e) => (!filter || nameMatches(e.name, filter)) && (!categoryId || e.category.id === categoryId),
      );
      const loaded = matching.slice(0, PAGE);
      return json({
        data: {
          collection: {
            __typename: 'Collection',
            id: COLLECTION_ID,
            name: 'Manhattan',
            discountPercent: 10,
            version: 7,
            elementCount: catalogue.length,
            elementCategories: [SEATS, POUFS],
            elements: page(loaded, matching.length, matching.length > loaded.length),
          },
        },
      });
    }
    if (query.includes('mutation UpdateDiscountsMutation')) {
      const sent = variables.elements as { elementId: string; discountPercent: string }[];
      return json({
        data: {
          updateDiscounts: {
            __typename: 'DiscountsPayload',
            collection: { __typename: 'Collection', id: COLLECTION_ID, discountPercent: Number(variables.collectionDiscountPercent) },
            elements: sent.map((e) => ({ __typename: 'Element', id: e.elementId, discountPercent: Number(e.discountPercent) })),
          },
        },
      });
    }
    return json({ data: {} });
  });
}

async function renderDiscounts() {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: ['/collection/manhattan/discounts'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Rabaty — Manhattan' });
  return router;
}

const rowNames = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((th) => th.textContent);
const discountCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent);

/** The collection discount as the view shows it: the value after its term. */
const collectionDiscount = () => screen.getByText('Rabat kolekcji', { selector: 'dt' }).nextElementSibling?.textContent;

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const choose = (label: string, optionText: string) => {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  const option = within(select).getByRole<HTMLOptionElement>('option', { name: optionText });
  fireEvent.change(select, { target: { value: option.value } });
};
const unsaved = () => within(screen.getByRole('region', { name: 'Zapisywanie rabatów' })).getByRole('status').textContent;

/** The message a field points to with aria-describedby (null when it is not flagged). */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  // The message, not the field's hint ('Liczba całkowita od 0 do 100'), which it is described by too.
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text === 'Wypełnij wymagane pola' || text.startsWith('Rabat: ')) ?? null;
}

async function click(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
}

const escape = () => act(() => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));

beforeEach(() => {
  catalogue = elements;
  PAGE = 200;
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/collection/{slug}/discounts (spec part 2 §2, §4, §5; D2, D3)', () => {
  it('shows the collection discount and every element with its discount', async () => {
    await renderDiscounts();
    expect(collectionDiscount()).toBe('10%');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Nazwa', 'Kategoria', 'Rabat (%)']);
    expect(rowNames()).toEqual(['Moduł 1', 'Narożnik', 'Puf okrągły', 'Puf kwadratowy']);
    expect(discountCells()).toEqual(['0%', '5%', '100%', '10%']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Elementów: 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
    expect(bodies().find((body) => body.query.includes('query DiscountsScreenQuery'))?.query).toContain('elements(first: 200');
  });

  it('flags what is not a whole percent and sends nothing; a message goes as its field becomes valid, the banner with the last', async () => {
    await renderDiscounts();
    await click('Edycja');
    const collection = field('Rabat kolekcji (%)');
    expect(collection.value).toBe('10');
    expect(collection.getAttribute('maxLength')).toBe('2');
    expect(document.activeElement).toBe(collection);
    expect(field('Rabat: Narożnik').getAttribute('maxLength')).toBe('3');
    type('Rabat kolekcji (%)', '1.');
    type('Rabat: Narożnik', 'abc');
    type('Rabat: Moduł 1', '101');
    await click('Zapisz');

    // Every field is filled: each says what it may hold, and the banner counts them, naming the first.
    expect(screen.getByRole('alert').textContent).toBe('Popraw 3 pola. Rabat: liczba całkowita od 0 do 99');
    expect([collection, field('Rabat: Narożnik'), field('Rabat: Moduł 1')].map(errorOf)).toEqual([
      'Rabat: liczba całkowita od 0 do 99',
      'Rabat: liczba całkowita od 0 do 100',
      'Rabat: liczba całkowita od 0 do 100',
    ]);
    expect(errorOf(field('Rabat: Puf okrągły'))).toBeNull();
    expect(document.activeElement).toBe(collection);
    expect(mutationCalls()).toHaveLength(0);

    // Still wrong: still flagged. Valid: the message goes at once, without another 'Zapisz'.
    type('Rabat: Narożnik', 'ab');
    expect(errorOf(field('Rabat: Narożnik'))).toBe('Rabat: liczba całkowita od 0 do 100');
    type('Rabat: Narożnik', '20');
    expect(field('Rabat: Narożnik').getAttribute('aria-invalid')).not.toBe('true');
    type('Rabat kolekcji (%)', '15');
    expect(errorOf(collection)).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Popraw 3 pola. Rabat: liczba całkowita od 0 do 99');
    type('Rabat: Moduł 1', '100');
    expect(errorOf(field('Rabat: Moduł 1'))).toBeNull();
    // An empty banner stays in the page (or is hidden): either way it says nothing any more.
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(mutationCalls()).toHaveLength(0);
  });

  it('Anuluj returns to the view and drops the edits', async () => {
    await renderDiscounts();
    await click('Edycja');
    type('Rabat kolekcji (%)', '50');
    type('Rabat: Narożnik', '77');
    await click('Anuluj');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Odrzucono niezapisane zmiany.')).toBeTruthy();
    expect(collectionDiscount()).toBe('10%');
    expect(discountCells()).toEqual(['0%', '5%', '100%', '10%']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edycja' }));
    await click('Edycja');
    expect(field('Rabat kolekcji (%)').value).toBe('10');
    expect(field('Rabat: Narożnik').value).toBe('5');
    expect(mutationCalls()).toHaveLength(0);
  });

  it('the save bar counts the unsaved changes; Zapisz sends the collection and the changed elements in one mutation', async () => {
    await renderDiscounts();
    await click('Edycja');
    expect(unsaved()).toBe('Brak niezapisanych zmian');
    type('Rabat: Narożnik', '20');
    expect(unsaved()).toBe('1 niezapisana zmiana');
    type('Rabat kolekcji (%)', '15');
    type('Rabat: Puf okrągły', '50');
    expect(unsaved()).toBe('3 niezapisane zmiany');
    // Typing the stored value back is no change.
    type('Rabat: Puf okrągły', '100');
    expect(unsaved()).toBe('2 niezapisane zmiany');

    await click('Zapisz');
    await screen.findByRole('button', { name: 'Edycja' });
    expect(mutationCalls().map((call) => call.variables)).toEqual([
      { collectionId: COLLECTION_ID, collectionDiscountPercent: '15', version: 7, elements: [{ elementId: narożnik.id, discountPercent: '20', version: 3 }] },
    ]);
    expect(collectionDiscount()).toBe('15%');
    expect(discountCells()).toEqual(['0%', '20%', '100%', '10%']);
  });

  it("shows the server's refusal next to the element it names", async () => {
    await renderDiscounts();
    fetchMock.mockImplementation(async (_url, init) => {
      const { query } = graphqlRequest(init);
      if (query.includes('mutation UpdateDiscountsMutation')) {
        return json({
          data: {
            updateDiscounts: {
              __typename: 'ValidationError',
              __isError: 'ValidationError',
              message: 'Wypełnij wymagane pola',
              fieldErrors: [{ field: 'elements.1.discountPercent', message: 'Wypełnij wymagane pola' }],
            },
          },
        });
      }
      return json({ data: {} });
    });
    await click('Edycja');
    type('Rabat: Moduł 1', '1');
    type('Rabat: Puf kwadratowy', '2');
    await click('Zapisz');
    expect(mutationCalls()).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Wypełnij wymagane pola');
    // The second element sent is 'Puf kwadratowy' (only changed elements are sent).
    expect(errorOf(field('Rabat: Puf kwadratowy'))).toBe('Wypełnij wymagane pola');
    expect(errorOf(field('Rabat: Moduł 1'))).toBeNull();
    expect(errorOf(field('Rabat kolekcji (%)'))).toBeNull();
  });

  it('the filter narrows by name and category, keeps what was typed, and a save still sends it', async () => {
    await renderDiscounts();
    type('Nazwa zawiera', 'PUF');
    expect(rowNames()).toEqual(['Puf okrągły', 'Puf kwadratowy']);
    expect(screen.getByText('Pokazano 2 z 4 elementów')).toBeTruthy();

    // The filter stays when the edit mode opens.
    await click('Edycja');
    expect(rowNames()).toEqual(['Puf okrągły', 'Puf kwadratowy']);
    type('Rabat: Puf okrągły', '30');
    type('Nazwa zawiera', '');
    choose('Kategoria', 'Siedziska');
    // The category is kept in the address: the list follows once the router has moved there.
    await waitFor(() => expect(rowNames()).toEqual(['Moduł 1', 'Narożnik']));
    type('Rabat: Narożnik', '25');
    expect(unsaved()).toBe('2 niezapisane zmiany');
    type('Nazwa zawiera', 'xyz');
    expect(await screen.findByText('Żaden element nie pasuje do filtru.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await click('Wyczyść filtr');
    await waitFor(() => expect(field('Rabat: Puf okrągły').value).toBe('30'));
    expect(field('Rabat: Narożnik').value).toBe('25');
    choose('Kategoria', 'Pufy');
    await click('Zapisz');
    await screen.findByRole('button', { name: 'Edycja' });
    expect(mutationCalls().map((call) => call.variables.elements)).toEqual([
      [
        { elementId: narożnik.id, discountPercent: '25', version: narożnik.version },
        { elementId: pufOkrągły.id, discountPercent: '30', version: pufOkrągły.version },
      ],
    ]);
  });

  it('filters the whole collection on the server, not only the loaded elements, and a save sends what was typed for any of them (D27)', async () => {
    const armrest = element(999, 'Podłokietnik 00999', 0, SEATS);
    catalogue = [...elements, armrest];
    PAGE = 3;
    await renderDiscounts();
    expect(rowNames()).toEqual(['Moduł 1', 'Narożnik', 'Puf okrągły']);
    expect(screen.getByText('Elementów: 5')).toBeTruthy();

    await click('Edycja');
    type('Nazwa zawiera', 'podlokietnik 00999');
    await waitFor(() => expect(rowNames()).toEqual(['Podłokietnik 00999']));
    expect(screen.getByText('Pokazano 1 z 5 elementów')).toBeTruthy();
    expect(screenQueries().at(-1)!.variables).toMatchObject({ filter: 'podlokietnik 00999', categoryId: null });
    type('Rabat: Podłokietnik 00999', '12');

    // Back to the first page, which does not hold it: what was typed for it is still saved.
    await click('Wyczyść filtr');
    await waitFor(() => expect(rowNames()).toEqual(['Moduł 1', 'Narożnik', 'Puf okrągły']));
    expect(unsaved()).toBe('1 niezapisana zmiana');
    await click('Zapisz');
    await screen.findByRole('button', { name: 'Edycja' });
    expect(mutationCalls().map((call) => call.variables.elements)).toEqual([[{ elementId: armrest.id, discountPercent: '12', version: armrest.version }]]);
  });

  it('a refused value the filter hides: the filter is cleared so its field and message are on the screen', async () => {
    await renderDiscounts();
    await click('Edycja');
    type('Rabat: Narożnik', 'x');
    type('Nazwa zawiera', 'Puf');
    await click('Zapisz');
    expect(rowNames()).toEqual(['Moduł 1', 'Narożnik', 'Puf okrągły', 'Puf kwadratowy']);
    expect(field('Nazwa zawiera').value).toBe('');
    expect(errorOf(field('Rabat: Narożnik'))).toBe('Rabat: liczba całkowita od 0 do 100');
    expect(document.activeElement).toBe(field('Rabat: Narożnik'));
    expect(mutationCalls()).toHaveLength(0);
  });

  it("'Ustaw' puts one value into every shown element, or into one category's elements, as unsaved changes", async () => {
    await renderDiscounts();
    await click('Edycja');
    type('Nazwa zawiera', 'ł');
    expect(rowNames()).toEqual(['Moduł 1', 'Puf okrągły']);

    // Checked by the element discount's rule first.
    type('Rabat (%)', '101');
    await click('Ustaw');
    expect(errorOf(field('Rabat (%)'))).toBe('Rabat: liczba całkowita od 0 do 100');
    expect(unsaved()).toBe('Brak niezapisanych zmian');

    type('Rabat (%)', '15');
    expect(errorOf(field('Rabat (%)'))).toBeNull();
    choose('Dla', 'Wszystkie pokazane (2)');
    await click('Ustaw');
    expect(discountFields()).toEqual(['15', '15']);
    expect(screen.getByText('Ustawiono rabat 15% dla 2 elementów (wszystkie pokazane). Zapisz, aby zachować zmiany.')).toBeTruthy();
    expect(unsaved()).toBe('2 niezapisane zmiany');

    // A category's elements, those the name filter hides among them.
    type('Rabat (%)', '40');
    choose('Dla', 'Kategoria „Pufy” (2)');
    await click('Ustaw');
    await click('Wyczyść filtr');
    expect(discountFields()).toEqual(['15', '5', '40', '40']);
    expect(unsaved()).toBe('3 niezapisane zmiany');

    await click('Zapisz');
    await screen.findByRole('button', { name: 'Edycja' });
    expect(mutationCalls().map((call) => call.variables.elements)).toEqual([
      [
        { elementId: moduł.id, discountPercent: '15', version: moduł.version },
        { elementId: pufOkrągły.id, discountPercent: '40', version: pufOkrągły.version },
        { elementId: pufKwadratowy.id, discountPercent: '40', version: pufKwadratowy.version },
      ],
    ]);
  });

  it('Escape leaves the edit mode; with unsaved changes it asks first', async () => {
    await renderDiscounts();
    await click('Edycja');
    // In a filled search box Escape is the box's (the browser clears it): the edit mode stays.
    type('Nazwa zawiera', 'Puf');
    field('Nazwa zawiera').focus();
    await escape();
    expect(screen.getByLabelText('Rabat kolekcji (%)')).toBeTruthy();
    type('Nazwa zawiera', '');
    await escape();
    expect(screen.getByRole('button', { name: 'Edycja' })).toBe(document.activeElement);

    await click('Edycja');
    type('Rabat: Narożnik', '33');
    await escape();
    expect(await screen.findByRole('dialog', { name: discardPrompt.title })).toBeTruthy();
    await click(discardPrompt.stay);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Rabat: Narożnik').value).toBe('33');

    await escape();
    await screen.findByRole('dialog', { name: discardPrompt.title });
    await click(discardPrompt.discard);
    expect(screen.queryByLabelText('Rabat: Narożnik')).toBeNull();
    expect(discountCells()).toEqual(['0%', '5%', '100%', '10%']);
    expect(mutationCalls()).toHaveLength(0);
  });

  it('a link away from unsaved discounts asks first; staying keeps them', async () => {
    const router = await renderDiscounts();
    await click('Edycja');
    type('Rabat: Narożnik', '33');
    const menu = screen.getByRole('navigation', { name: 'Kolekcja' });
    await act(async () => fireEvent.click(within(menu).getByRole('link', { name: 'Kategorie' })));
    await screen.findByRole('dialog', { name: leavePrompt.title });
    await click(leavePrompt.stay);
    expect(router.state.location.pathname).toBe('/collection/manhattan/discounts');
    expect(field('Rabat: Narożnik').value).toBe('33');
  });
});

const discountFields = () => within(screen.getByRole('table')).getAllByRole<HTMLInputElement>('textbox').map((input) => input.value);
