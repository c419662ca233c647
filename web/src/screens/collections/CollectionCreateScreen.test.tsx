import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { commonMessages } from '@meble/domain/messages/common';
import { validationMessages } from '@meble/domain/messages/validation';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const categories = [
  { id: 'Q2F0OjE=', slug: 'narozniki', name: 'Narożniki', collections: [] },
  { id: 'Q2F0OjI=', slug: 'sofy-i-kanapy', name: 'Sofy i kanapy', collections: [] },
];

/**
 * The server: the shell's query, the screens' queries, and the mutation answered by `mutationAnswer` (or, with
 * `mutationBody`, the whole answer: a GraphQL error).
 */
function serve(mutationAnswer: () => unknown, mutationBody?: () => unknown) {
  fetchMock.mockImplementation(async (_url, init) => {
    const body = graphqlRequest(init).query;
    if (body.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (body.includes('mutation CreateCollectionMutation')) return json(mutationBody ? mutationBody() : { data: { createCollection: mutationAnswer() } });
    return json({ data: { collectionCategories: categories } });
  });
}

function mutationCalls() {
  return fetchMock.mock.calls
    .map(([, init]) => graphqlRequest(init))
    .filter((body) => body.query.includes('mutation CreateCollectionMutation'));
}

async function renderCreate() {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: ['/collections/create'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Dodaj kolekcję' });
  return router;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));

function errorOf(label: string): string | null {
  const input = field(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
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

describe('/collections/create (spec part 2 §5)', () => {
  it('has every field labelled, with the limits and the starting values', async () => {
    serve(() => null);
    await renderCreate();
    expect(field('Nazwa').getAttribute('maxLength')).toBe('50');
    expect(field('Opis').tagName).toBe('TEXTAREA');
    expect(field('Opis').getAttribute('maxLength')).toBe('2000');
    expect(field('Rabat (%)').getAttribute('maxLength')).toBe('2');
    expect((field('Rabat (%)') as HTMLInputElement).value).toBe('0');
    expect((field('Aktywna') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['— wybierz kategorię —', 'Narożniki', 'Sofy i kanapy']);
    // The photo is chosen from the uploaded collection pictures, never typed.
    expect(screen.getByRole('combobox', { name: 'Zdjęcie główne' })).toBeTruthy();
  });

  it("refuses an empty form with 'Wypełnij wymagane pola' and each field's message, sending nothing", async () => {
    serve(() => null);
    await renderCreate();
    type('Opis', 'Opis bez nazwy');
    type('Rabat (%)', '');
    await save();
    expect(screen.getByRole('alert').textContent).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf('Nazwa')).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf('Kategoria')).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf('Rabat (%)')).toBe(validationMessages.requiredFieldsMissing);
    expect(errorOf('Opis')).toBeNull();
    expect(document.activeElement).toBe(field('Nazwa'));
    expect((field('Opis') as HTMLTextAreaElement).value).toBe('Opis bez nazwy');
    expect(mutationCalls()).toHaveLength(0);
  });

  it.each(['1,', 'ab', '-1'])(
    "says what a discount may be for '%s', and the banner names it when every field is filled",
    async (typed) => {
      serve(() => null);
      await renderCreate();
      type('Nazwa', 'Toskania');
      fireEvent.change(field('Kategoria'), { target: { value: 'narozniki' } });
      type('Rabat (%)', typed);
      await save();
      expect(errorOf('Rabat (%)')).toBe('Rabat: liczba całkowita od 0 do 99');
      expect(screen.getByRole('alert').textContent).toBe('Rabat: liczba całkowita od 0 do 99');
      expect(mutationCalls()).toHaveLength(0);
    },
  );

  it('refuses a pasted NUL next to its field with the Polish message, sending nothing', async () => {
    serve(() => null);
    await renderCreate();
    type('Nazwa', 'Manhattan');
    fireEvent.change(field('Kategoria'), { target: { value: 'narozniki' } });
    type('Opis', 'Opis\u0000z wklejki');
    await save();
    expect(errorOf('Opis')).toBe(validationMessages.unstorableText);
    expect(errorOf('Nazwa')).toBeNull();
    expect(mutationCalls()).toHaveLength(0);
  });

  it("shows the server's validation error next to its field and keeps what was typed", async () => {
    const clash = catalogMessages.collectionSlugTaken('manhattan');
    serve(() => ({ __typename: 'ValidationError', __isError: 'ValidationError', message: clash, fieldErrors: [{ field: 'name', message: clash }] }));
    const router = await renderCreate();
    type('Nazwa', 'Manhattan');
    fireEvent.change(field('Kategoria'), { target: { value: 'narozniki' } });
    await save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', clash);
    expect(errorOf('Nazwa')).toBe(clash);
    expect((field('Nazwa') as HTMLInputElement).value).toBe('Manhattan');
    expect(router.state.location.pathname).toBe('/collections/create');
  });

  it('says a save that timed out may have been made and that the list will show it, keeping what was typed', async () => {
    serve(
      () => null,
      () => ({ data: null, errors: [{ message: commonMessages.outcomeUnknown, extensions: { code: 'OUTCOME_UNKNOWN', requestId: 'r-1' } }] }),
    );
    const router = await renderCreate();
    type('Nazwa', 'Wenecja');
    fireEvent.change(field('Kategoria'), { target: { value: 'narozniki' } });
    await save();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', commonMessages.outcomeUnknown);
    expect(commonMessages.outcomeUnknown).toMatch(/nie wiadomo, czy zmiana została zapisana.*lista ją pokaże/);
    expect((field('Nazwa') as HTMLInputElement).value).toBe('Wenecja');
    expect(router.state.location.pathname).toBe('/collections/create');
  });

  it('sends the trimmed fields with the discount as a whole percent and returns to the list', async () => {
    serve(() => ({
      __typename: 'CollectionPayload',
      collection: {
        id: 'Q29sbGVjdGlvbjp3ZW5lY2ph',
        slug: 'wenecja',
        name: 'Wenecja',
        isActive: true,
        thumbUrl: '',
        category: { __typename: 'CollectionCategory', id: categories[1]!.id },
      },
      collectionCategories: categories,
    }));
    const router = await renderCreate();
    type('Nazwa', '  Wenecja ');
    fireEvent.change(field('Kategoria'), { target: { value: 'sofy-i-kanapy' } });
    type('Rabat (%)', '15');
    fireEvent.click(field('Aktywna'));
    await save();
    expect(mutationCalls().map((call) => call.variables)).toEqual([
      { input: { name: 'Wenecja', description: '', categorySlug: 'sofy-i-kanapy', discountPercent: 15, thumbUrl: '', isActive: false } },
    ]);
    await screen.findByRole('heading', { name: 'Kolekcje' });
    expect(router.state.location.pathname).toBe('/collections');
  });
});
