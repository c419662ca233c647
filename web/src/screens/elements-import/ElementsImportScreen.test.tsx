import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CSV_COLUMNS } from '@meble/domain/csv';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { csvMessages } from '@meble/domain/messages/csv';
import { createRoutes, routerOptions } from '../../routes/router.tsx';
import { environmentFor } from '../../relay/environment.ts';
import { graphqlRequest } from '../../testing/graphqlRequest.ts';

const fetchMock = vi.fn<typeof fetch>();
let tokenSeq = 0;

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

const viewer = { id: 'VXNlcjox', name: 'Anna Admin', isAdmin: true, isSalon: false };
const COLLECTION_ID = 'Q29sbGVjdGlvbjptYW5oYXR0YW4=';

const bodies = () => fetchMock.mock.calls.map(([, init]) => graphqlRequest(init));
const imports = () => bodies().filter((body) => body.query.includes('mutation ImportElementsCsvMutation'));

let reports = 0;
/** As from the gateway, the report's id is in the answer only when the document asks for it. */
const selectsReportId = (query: string) => /on ElementsCsvImport \{[^{}]*\bid\b/.test(query);

function report(csv: string, dryRun: boolean, withId: boolean) {
  const lines = csv.split('\n').filter((line) => line.trim() !== '');
  const bad = lines.flatMap((line, i) => (line.startsWith('ZLY') ? [{ line: i + 1, name: line.split(';')[0]!, problems: [{ column: 18, columnLabel: 'Cena A', message: catalogMessages.priceARequired }] }] : []));
  const problemCount = bad.length;
  return {
    __typename: 'ElementsCsvImport',
    ...(withId ? { id: `report-${++reports}` } : {}),
    dryRun,
    created: dryRun || problemCount > 0 ? 0 : lines.length,
    problemCount,
    lineCount: lines.length,
    textProblems: [],
    problemLines: bad,
    lines: lines.map((line, i) => ({ line: i + 1, name: line.split(';')[0]! })),
    // An import that wrote re-reads the first page of the element list.
    collection: {
      __typename: 'Collection',
      id: COLLECTION_ID,
      ...(dryRun ? {} : { slug: 'manhattan', name: 'Manhattan', elements: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } } }),
    },
  };
}

/** Answers held back until released, to see the screen while a request runs. */
let hold: Promise<void> | null = null;

function serve() {
  fetchMock.mockImplementation(async (_url, init) => {
    const { query, variables } = graphqlRequest(init);
    if (query.includes('query AppShellQuery')) return json({ data: { viewer, dictionaries: { priceGroups: [] } } });
    if (query.includes('query ElementsImportScreenQuery')) {
      return json({ data: { collection: { __typename: 'Collection', id: COLLECTION_ID, slug: 'manhattan', name: 'Manhattan' } } });
    }
    if (query.includes('mutation ImportElementsCsvMutation')) {
      if (hold) await hold;
      const csv = String(variables.csv);
      if (csv.includes('ZA-DUZY')) return json({ data: { importElementsCsv: { __typename: 'ValidationError', __isError: 'ValidationError', message: csvMessages.csvTooLarge(5) } } });
      return json({ data: { importElementsCsv: report(csv, variables.dryRun === true, selectsReportId(query)) } });
    }
    return json({ data: {} });
  });
}

async function renderImport() {
  localStorage.setItem('token', `token-${++tokenSeq}`);
  localStorage.setItem('appUser', JSON.stringify({ name: viewer.name, isSalon: false, email: 'a@b.pl' }));
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: ['/collection/manhattan/elements/import'] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Import elementów z CSV — Manhattan' });
  return router;
}

const textBox = () => screen.getByLabelText('Treść CSV') as HTMLTextAreaElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const typeCsv = (value: string) => fireEvent.change(textBox(), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(button(name)));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  hold = null;
  reports = 0;
  serve();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/collection/{slug}/elements/import (D20, D21)', { timeout: 20_000 }, () => {
  it('shows the 28 columns in order, from domain', async () => {
    await renderImport();
    const list = screen.getByRole('heading', { name: 'Kolumny pliku' }).parentElement!.querySelector('ol')!;
    const items = [...list.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(28);
    expect(items[0]).toBe(`${CSV_COLUMNS[0].label} ${CSV_COLUMNS[0].key}`);
    expect(items[17]).toBe('Cena A priceA');
    expect(button('Pobierz szablon')).toBeTruthy();
    expect(screen.getByLabelText('Plik CSV').getAttribute('accept')).toContain('.csv');
  });

  it("'Importuj' only after a dry run of exactly this text found nothing wrong", async () => {
    await renderImport();
    expect(button('Importuj').disabled).toBe(true);
    typeCsv('MH-A;a\nZLY-B;b\n');
    expect(button('Importuj').disabled).toBe(true);

    // While the dry run runs: both buttons off, the text read-only, progress said.
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    await click('Sprawdź');
    expect(screen.getByText('Sprawdzanie…').getAttribute('role')).toBe('status');
    expect(button('Sprawdź').disabled).toBe(true);
    expect(button('Importuj').disabled).toBe(true);
    expect(textBox().readOnly).toBe(true);
    await act(async () => release());
    hold = null;

    await screen.findByText('Wierszy: 2, do utworzenia: 0, błędów: 1');
    expect(screen.getByRole('table', { name: 'Wiersze z błędami' }).textContent).toContain('Wpisz cenę A');
    expect(imports().map((call) => call.variables)).toEqual([{ collectionSlug: 'manhattan', csv: 'MH-A;a\nZLY-B;b\n', dryRun: true, linesShown: 200 }]);
    // The report's lines are kept under its id, not under keys that carry the text: a 10,000-line file would make
    // every key megabytes long, and the tab hang while they are hashed.
    const keys = environmentFor(`token-${tokenSeq}`).getStore().getSource().getRecordIDs();
    expect(keys.filter((key) => key.startsWith('client:report-1:lines'))).not.toEqual([]);
    expect(keys.filter((key) => key.includes('MH-A'))).toEqual([]);
    expect(button('Importuj').disabled).toBe(true);

    typeCsv('MH-A;a\nMH-B;b\n');
    expect(screen.getByText(/Treść zmieniła się od ostatniego sprawdzenia/)).toBeTruthy();
    await click('Sprawdź');
    await screen.findByText('Wierszy: 2, do utworzenia: 2, błędów: 0');
    expect(button('Importuj').disabled).toBe(false);

    // A change after the clean dry run needs another one.
    typeCsv('MH-A;a\nMH-B;b\nMH-C;c\n');
    expect(button('Importuj').disabled).toBe(true);
    typeCsv('MH-A;a\nMH-B;b\n');
    expect(button('Importuj').disabled).toBe(false);

    await click('Importuj');
    await screen.findByText('Zaimportowano 2 elementy');
    expect(imports().at(-1)?.variables).toEqual({ collectionSlug: 'manhattan', csv: 'MH-A;a\nMH-B;b\n', dryRun: false, linesShown: 200 });
    expect(screen.getByRole('link', { name: 'Wróć do listy elementów' }).getAttribute('href')).toBe('/collection/manhattan/elements');
    expect(screen.getByRole('heading', { name: 'Wynik importu' })).toBeTruthy();
    // Done: the same text is not imported twice by a second click.
    expect(button('Importuj').disabled).toBe(true);
  });

  it("shows the server's refusal where the user is", async () => {
    await renderImport();
    typeCsv('ZA-DUZY');
    await click('Sprawdź');
    expect((await screen.findByRole('alert')).textContent).toBe(csvMessages.csvTooLarge(5));
    expect(button('Importuj').disabled).toBe(true);
  });

  it("loads a chosen file's text into 'Treść CSV'", async () => {
    await renderImport();
    const file = new File(['MH-A;a\r\nMH-B;b\r\n'], 'elementy.csv', { type: 'text/csv' });
    await act(async () => fireEvent.change(screen.getByLabelText('Plik CSV'), { target: { files: [file] } }));
    // A text box keeps line ends as LF; the import reads both.
    await vi.waitFor(() => expect(textBox().value).toBe('MH-A;a\nMH-B;b\n'), { timeout: 10_000 });
  });
});
