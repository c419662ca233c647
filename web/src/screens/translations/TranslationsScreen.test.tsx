import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { translationMessages } from '@meble/domain/messages/translations';
import { validationMessages } from '@meble/domain/messages/validation';
import { TRANSLATION_TEXT_MAX } from '@meble/domain/translation';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const translation = (key: string, pl: string, en: string) => ({ __typename: 'Translation', id: `VHJhbnNsYXRpb246${key.replace(/\W/g, '')}`, key, pl, en, version: 4 });
const NO_HISTORY = { edges: [], pageInfo: { endCursor: null, hasNextPage: false } };
const ALL = [
  translation('button.save', 'Zapisz', 'Save'),
  translation('button.Share', 'Udostępnij', 'Share'),
  translation('label.width', 'Szerokość', 'Width'),
];

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const calls = (name: string) => bodies().filter((body) => body.query.includes(name));

let updateAnswer: (variables: Record<string, unknown>) => unknown;

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query TranslationsScreenQuery')) {
      const filter = typeof variables.filter === 'string' ? variables.filter : '';
      const nodes = ALL.filter((node) => node.key.includes(filter));
      return json({
        data: {
          translations: {
            totalCount: nodes.length,
            edges: nodes.map((node) => ({ cursor: `c-${node.key}`, node })),
            pageInfo: { endCursor: nodes.length ? `c-${nodes.at(-1)!.key}` : null, hasNextPage: false },
          },
        },
      });
    }
    if (query.includes('query TranslationEditScreenQuery')) {
      const node = ALL.find((candidate) => candidate.id === variables.id);
      return json({ data: { node: node ? { ...node, history: NO_HISTORY } : null } });
    }
    if (query.includes('query TranslationHistoryPaginationQuery')) return json({ data: { node: { __typename: 'Translation', id: variables.id, history: NO_HISTORY } } });
    if (query.includes('mutation UpdateTranslationMutation')) return json({ data: { updateTranslation: updateAnswer(variables) } });
    return json({ data: {} });
  });
}

async function renderAt(address: string, heading: string) {
  serve();
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [address] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 });
  return router;
}

const settle = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const rowKeys = () => [...screen.getByRole('table').querySelectorAll('tbody th')].map((th) => th.textContent);
const listFilters = () => calls('query TranslationsScreenQuery').map((call) => call.variables.filter);

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const id = input.getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error')) ?? '';
  return document.getElementById(id)?.textContent ?? null;
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  updateAnswer = () => null;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/settings-translations (spec part 1 §2, §5)', { timeout: 20_000 }, () => {
  it('shows key, Polish and English with an edit link per row, the count and Pokazano N z M', async () => {
    await renderAt('/settings-translations', 'Tłumaczenia');
    await screen.findByText('Tłumaczeń: 3');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Klucz', 'Polski', 'Angielski', 'Akcje']);
    expect(rowKeys()).toEqual(['button.save', 'button.Share', 'label.width']);
    expect(screen.getByRole('link', { name: 'Edytuj label.width' }).getAttribute('href')).toBe(`/settings-translations/edit/${ALL[2]!.id}`);
    expect(screen.getByText('Pokazano 3 z 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();
  });

  it('applies the filter from 3 characters only, saying so while shorter; keeps it in the address and in the edit links', async () => {
    const router = await renderAt('/settings-translations', 'Tłumaczenia');
    await screen.findByText('Tłumaczeń: 3');
    const box = screen.getByRole('searchbox', { name: 'Szukaj klucza lub tekstu' });
    fireEvent.change(box, { target: { value: 'la' } });
    expect(screen.getByText('Filtr działa od 3 znaków: pokazano wszystkie tłumaczenia.')).toBeTruthy();
    await settle(500);
    expect(router.state.location.search).toBe('');
    expect(listFilters()).toEqual([null]);

    fireEvent.change(box, { target: { value: 'lab' } });
    await screen.findByText('Tłumaczeń: 1');
    expect(router.state.location.search).toBe('?filter=lab');
    expect(listFilters()).toEqual([null, 'lab']);
    expect(rowKeys()).toEqual(['label.width']);
    expect(screen.getByRole('link', { name: 'Edytuj label.width' }).getAttribute('href')).toBe(`/settings-translations/edit/${ALL[2]!.id}?filter=lab`);

    fireEvent.change(box, { target: { value: 'xyz' } });
    expect(await screen.findByText('Żadne tłumaczenie nie zawiera „xyz”.')).toBeTruthy();
  });

  it('starts from the filter in the address', async () => {
    await renderAt('/settings-translations?filter=button', 'Tłumaczenia');
    await screen.findByText('Tłumaczeń: 2');
    expect((screen.getByRole('searchbox', { name: 'Szukaj klucza lub tekstu' }) as HTMLInputElement).value).toBe('button');
    expect(listFilters()).toEqual(['button']);
  });
});

describe('/settings-translations/edit/{id} (spec part 1 §5 "Translation edit")', { timeout: 20_000 }, () => {
  const address = `/settings-translations/edit/${ALL[0]!.id}?filter=button`;

  it('shows the key read-only and both texts with their limits; an empty text is refused next to its field without a call', async () => {
    await renderAt(address, 'Edycja tłumaczenia button.save');
    const key = screen.getByLabelText('Klucz') as HTMLInputElement;
    expect([key.value, key.readOnly]).toEqual(['button.save', true]);
    for (const label of ['Polski', 'Angielski']) expect(screen.getByLabelText(label).getAttribute('maxlength')).toBe(String(TRANSLATION_TEXT_MAX));
    fireEvent.change(screen.getByLabelText('Polski'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Angielski'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    expect(errorOf('Polski')).toBe(translationMessages.translationPlRequired);
    expect(errorOf('Angielski')).toBe(translationMessages.translationEnRequired);
    expect(calls('mutation UpdateTranslationMutation')).toHaveLength(0);
  });

  it("shows the server's refusal next to its field, and after a save goes back to the list with its filter", async () => {
    const router = await renderAt(address, 'Edycja tłumaczenia button.save');
    updateAnswer = () => ({ __typename: 'ValidationError', __isError: 'ValidationError', message: validationMessages.tooLong(TRANSLATION_TEXT_MAX), fieldErrors: [{ field: 'en', message: validationMessages.tooLong(TRANSLATION_TEXT_MAX) }] });
    fireEvent.change(screen.getByLabelText('Polski'), { target: { value: 'Zapisz zmiany' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    expect(errorOf('Angielski')).toBe(validationMessages.tooLong(TRANSLATION_TEXT_MAX));

    updateAnswer = (variables) => {
      const input = variables.input as { pl: string; en: string };
      return { __typename: 'TranslationPayload', translation: { ...ALL[0]!, pl: input.pl, en: input.en, version: 5 } };
    };
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    // The version the form was opened at (D29).
    expect(calls('mutation UpdateTranslationMutation').at(-1)?.variables).toEqual({ id: ALL[0]!.id, input: { pl: 'Zapisz zmiany', en: 'Save' }, version: 4 });
    await screen.findByRole('heading', { level: 1, name: 'Tłumaczenia' }, { timeout: 10_000 });
    expect(router.state.location.pathname + router.state.location.search).toBe('/settings-translations?filter=button');
  });

  it("shows the 'Historia' section; a save refused because someone else saved first shows each value, and each way on (D29)", async () => {
    await renderAt(address, 'Edycja tłumaczenia button.save');
    expect(within(screen.getByRole('region', { name: 'Historia' })).getByText('Nie zapisano jeszcze żadnych zmian.')).toBeTruthy();
    const now = { ...ALL[0]!, pl: 'Zachowaj', version: 5 };
    updateAnswer = () => ({
      __typename: 'ConflictError',
      __isError: 'ConflictError',
      message: 'Ten rekord zmienił(a) Ewa o 10:05. Twoje zmiany nie zostały zapisane.',
      currentVersion: 5,
      current: now,
    });
    fireEvent.change(screen.getByLabelText('Angielski'), { target: { value: 'Save it' } });
    fireEvent.change(screen.getByLabelText('Polski'), { target: { value: 'Zapisz to' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    expect(await screen.findByText('Ten rekord zmienił(a) Ewa o 10:05. Twoje zmiany nie zostały zapisane.')).toBeTruthy();
    const changed = screen.getByRole('region', { name: 'Co się zmieniło' });
    expect(within(changed).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Pole', 'Twoja wartość', 'Przy otwarciu', 'Teraz'],
      ['Polski', 'Zapisz to', 'Zapisz', 'Zachowaj'],
      ['Angielski', 'Save it', 'Save', 'Save'],
    ]);
    // The other person's save is in the store now: its entry is read into the 'Historia'.
    await waitFor(() => expect(calls('query TranslationHistoryPaginationQuery').map((call) => call.variables)).toEqual([{ id: ALL[0]!.id, first: 10, after: null }]));

    // Keeping one's changes saves them over the current version.
    updateAnswer = (variables) => ({ __typename: 'TranslationPayload', translation: { ...now, ...(variables.input as object), version: 6 } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz moje zmiany' })));
    expect(calls('mutation UpdateTranslationMutation').at(-1)?.variables).toEqual({ id: ALL[0]!.id, input: { pl: 'Zapisz to', en: 'Save it' }, version: 5 });
    await screen.findByRole('heading', { level: 1, name: 'Tłumaczenia' }, { timeout: 10_000 });
  });

  it("'Weź aktualne wartości' puts the current texts in the form and takes the conflict away", async () => {
    await renderAt(address, 'Edycja tłumaczenia button.save');
    updateAnswer = () => ({
      __typename: 'ConflictError',
      __isError: 'ConflictError',
      message: 'Ten rekord zmienił(a) Ewa o 10:05. Twoje zmiany nie zostały zapisane.',
      currentVersion: 5,
      current: { ...ALL[0]!, pl: 'Zachowaj', version: 5 },
    });
    fireEvent.change(screen.getByLabelText('Polski'), { target: { value: 'Zapisz to' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Zapisz' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Weź aktualne wartości' })));
    expect((screen.getByLabelText('Polski') as HTMLTextAreaElement).value).toBe('Zachowaj');
    expect(screen.queryByRole('region', { name: 'Co się zmieniło' })).toBeNull();
    expect(screen.queryByText('Ten rekord zmienił(a) Ewa o 10:05. Twoje zmiany nie zostały zapisane.')).toBeNull();
  });
});
