import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { csvMessages } from '@meble/domain/messages/csv';
import { validationMessages } from '@meble/domain/messages/validation';
import { renderWithMantine as render } from '../../ui/renderWithMantine.tsx';
import { CsvImportReport, REPORT_LINES_SHOWN } from './CsvImportReport.tsx';
import type { CsvReport } from './CsvImportReport.tsx';

const base: CsvReport = { dryRun: true, created: 0, problemCount: 0, lineCount: 0, textProblems: [], problemLines: [], lines: [] };

const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(cleanup);

describe('CSV import report (D20, D21)', () => {
  it("shows a problem of the whole text ('Pusty ciąg znaków') before the summary", () => {
    render(<CsvImportReport report={{ ...base, problemCount: 1, textProblems: [{ message: csvMessages.csvEmpty }] }} />);
    expect(screen.getByRole('heading', { name: 'Wynik sprawdzenia' })).toBeTruthy();
    const problem = screen.getByText(csvMessages.csvEmpty);
    const summary = screen.getByText('Wierszy: 0, do utworzenia: 0, błędów: 1');
    expect(problem.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names each line at fault with its column number, label and message; nothing is to be created', () => {
    render(
      <CsvImportReport
        report={{
          ...base,
          lineCount: 3,
          problemCount: 3,
          problemLines: [
            {
              line: 2,
              name: 'MH-X',
              problems: [
                { column: 4, columnLabel: 'Kategoria', message: csvMessages.csvUnknownCategory('Fotele') },
                { column: 18, columnLabel: 'Cena A', message: catalogMessages.priceARequired },
              ],
            },
            { line: 4, name: '', problems: [{ column: null, columnLabel: null, message: csvMessages.csvColumnCount }] },
          ],
          lines: [
            { line: 2, name: 'MH-X' },
            { line: 3, name: 'MH-Y' },
            { line: 4, name: '' },
          ],
        }}
      />,
    );
    expect(screen.getByText('Wierszy: 3, do utworzenia: 0, błędów: 3')).toBeTruthy();
    expect(rowsOf('Wiersze z błędami')).toEqual([
      ['2', 'MH-X', '4 (Kategoria)', 'Nie ma kategorii „Fotele” w tej kolekcji'],
      ['2', 'MH-X', '18 (Cena A)', 'Wpisz cenę A'],
      ['4', 'bez nazwy', 'cały wiersz', 'Ilość kolumn nie zgadza się.'],
    ]);
    expect(screen.getByText(/Nic nie zostanie zapisane, dopóki są błędy/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Wiersze do utworzenia' })).toBeNull();
    expect(screen.queryByText(/więcej$/)).toBeNull();
  });

  it('says how many problems are not listed', () => {
    const shown = Array.from({ length: REPORT_LINES_SHOWN }, (_, i) => ({
      line: i + 2,
      name: `E${i}`,
      problems: [{ column: 1, columnLabel: 'Nazwa', message: validationMessages.tooLong(60) }],
    }));
    render(<CsvImportReport report={{ ...base, lineCount: 9000, problemCount: 450, problemLines: shown }} />);
    expect(rowsOf('Wiersze z błędami')).toHaveLength(REPORT_LINES_SHOWN);
    expect(screen.getByText('i 250 więcej')).toBeTruthy();
  });

  it('a clean dry run of 10,000 lines lists the first 200 to be created and counts the rest', () => {
    const lines = Array.from({ length: REPORT_LINES_SHOWN }, (_, i) => ({ line: i + 2, name: `E-${i + 1}` }));
    render(<CsvImportReport report={{ ...base, lineCount: 10_000, lines }} />);
    expect(screen.getByText(/^Wierszy: 10\s000, do utworzenia: 10\s000, błędów: 0$/)).toBeTruthy();
    const rows = rowsOf('Wiersze do utworzenia');
    expect(rows).toHaveLength(REPORT_LINES_SHOWN);
    expect(rows[0]).toEqual(['2', 'E-1']);
    expect(screen.getByText('i 9800 więcej')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Wiersze z błędami' })).toBeNull();
  });

  it('after an import: what was created', () => {
    render(<CsvImportReport report={{ ...base, dryRun: false, created: 2, lineCount: 2, lines: [{ line: 1, name: 'A' }, { line: 2, name: 'B' }] }} />);
    expect(screen.getByRole('heading', { name: 'Wynik importu' })).toBeTruthy();
    expect(screen.getByText('Wierszy: 2, utworzono: 2, błędów: 0')).toBeTruthy();
    expect(rowsOf('Utworzone elementy')).toEqual([
      ['1', 'A'],
      ['2', 'B'],
    ]);
  });
});
