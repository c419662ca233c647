import { describe, expect, it } from 'vitest';
import {
  checkElementsCsv,
  CSV_COLUMNS,
  CSV_HEADER,
  CSV_MAX_CHARS,
  CSV_MAX_ELEMENTS,
  CSV_MAX_MEGABYTES,
  csvFileName,
  csvProblemText,
  elementCsvCells,
  parseCsv,
  toCsv,
  type CsvCatalog,
} from './csv.ts';
import type { Element, ElementFields } from './element.ts';
import { catalogMessages } from './messages/catalog.ts';
import { csvMessages } from './messages/csv.ts';

type ColumnKey = (typeof CSV_COLUMNS)[number]['key'];

const catalog: CsvCatalog = {
  categories: [
    { id: 'k-naroz', name: 'Narożniki' },
    { id: 'k-siedz', name: 'Siedziska' },
  ],
  equipment: [
    { id: 'q-spanie', name: 'Funkcja spania' },
    { id: 'q-pojemnik', name: 'Pojemnik na pościel' },
  ],
  existingNames: new Set(['MAN-ISTNIEJE']),
  isStored: () => true,
};

const VALID: Record<ColumnKey, string> = {
  name: 'MAN-NL90',
  file: 'naroznik-lewy.glb',
  thumbUrl: 'ikony/nl90.png',
  category: 'Narożniki',
  available: 'tak',
  isDefault: 'nie',
  connectLeft: 'tak',
  connectRight: '',
  angle: '90',
  dimb: '',
  dx: '100',
  dy: '95,5',
  dz: '85',
  description: 'Narożnik lewy',
  descriptionEn: 'Left corner',
  tinydesc: 'Narożnik',
  tinydescEn: 'Corner',
  priceA: '1234,50',
  priceB: '1300',
  priceC: '1 400,5',
  priceD: '',
  priceE: '',
  priceF: '',
  priceG: '',
  priceH: '',
  priceI: '2000.99',
  displayOrd: '3',
  equipment: 'Funkcja spania, pojemnik NA pościel',
};

/** One element line, valid unless overridden; cells are written raw (callers quote what needs it). */
const line = (overrides: Partial<Record<ColumnKey, string>> = {}) => CSV_COLUMNS.map((column) => overrides[column.key] ?? VALID[column.key]).join(';');
const check = (text: string, over: Partial<CsvCatalog> = {}) => checkElementsCsv(text, { ...catalog, ...over });

describe('parseCsv', () => {
  it('strips a BOM and reads CRLF, LF and CR line ends, numbering lines from 1', () => {
    expect(parseCsv('\uFEFFa;b\r\nc;d\ne;f\rg')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['c', 'd'] },
      { line: 3, cells: ['e', 'f'] },
      { line: 4, cells: ['g'] },
    ]);
  });

  it('reads quoted cells with ; and "" escapes, and keeps empty cells', () => {
    expect(parseCsv('x;"a;b";"powiedz ""tak""";;""\n')).toEqual([{ line: 1, cells: ['x', 'a;b', 'powiedz "tak"', '', ''] }]);
  });

  it('keeps line breaks inside quotes in the cell and still numbers the following lines right', () => {
    const rows = parseCsv('a;"pierwsza\r\ndruga\ntrzecia"\r\nb;c\n"x\ry";z\nd');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'pierwsza\r\ndruga\ntrzecia'] },
      { line: 4, cells: ['b', 'c'] },
      { line: 5, cells: ['x\ry', 'z'] },
      { line: 7, cells: ['d'] },
    ]);
  });

  it('skips blank and whitespace-only lines without renumbering the rest', () => {
    expect(parseCsv('a\n\n   \r\n\t\nb\n\n')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 5, cells: ['b'] },
    ]);
  });

  it('reads an empty text, and a line of separators as empty cells', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv(';;')).toEqual([{ line: 1, cells: ['', '', ''] }]);
  });
});

describe('checkElementsCsv', () => {
  it("answers 'Pusty ciąg znaków' for an empty text, blank lines, or a header alone", () => {
    for (const text of ['', '  \r\n\n', `${CSV_HEADER}\r\n`, '\uFEFF']) {
      const result = check(text);
      expect(result.textProblems).toEqual([{ line: null, column: null, columnLabel: null, message: csvMessages.csvEmpty }]);
      expect(result).toMatchObject({ lines: [], elements: [], problemCount: 1 });
      expect(csvProblemText(result.textProblems[0]!)).toBe('Pusty ciąg znaków');
    }
  });

  it("answers 'Ilość kolumn nie zgadza się.' for a line of 27 or 29 columns, naming the line", () => {
    const short = line().split(';').slice(0, 27).join(';');
    const result = check([line({ name: 'A-1' }), short, `${line({ name: 'A-3' })};nadmiar`].join('\n'));
    expect(result.problemCount).toBe(2);
    expect(result.elements).toEqual([]);
    expect(result.lines.map((l) => [l.line, l.problems])).toEqual([
      [1, []],
      [2, [{ line: 2, column: null, columnLabel: null, message: csvMessages.csvColumnCount }]],
      [3, [{ line: 3, column: null, columnLabel: null, message: csvMessages.csvColumnCount }]],
    ]);
    expect(csvProblemText(result.lines[1]!.problems[0]!)).toBe('Wiersz 2: Ilość kolumn nie zgadza się.');
  });

  it('reads a valid line into the fields the element form gives (prices in grosze, tak/anything else, names to ids)', () => {
    const result = check(line());
    expect(result.problemCount).toBe(0);
    expect(result.lines).toEqual([{ line: 1, name: 'MAN-NL90', problems: [] }]);
    expect(result.elements).toEqual([
      {
        name: 'MAN-NL90',
        file: 'naroznik-lewy.glb',
        thumbUrl: 'ikony/nl90.png',
        categoryId: 'k-naroz',
        available: true,
        isDefault: false,
        connect: 'l',
        angle: 90,
        dimb: null,
        dx: 100,
        dy: 95.5,
        dz: 85,
        description: 'Narożnik lewy',
        descriptionEn: 'Left corner',
        tinydesc: 'Narożnik',
        tinydescEn: 'Corner',
        prices: { A: 123450, B: 130000, C: 140050, D: null, E: null, F: null, G: null, H: null, I: 200099 },
        displayOrd: 3,
        equipment: ['q-spanie', 'q-pojemnik'],
      } satisfies ElementFields,
    ]);
  });

  it("treats only 'tak' (any case, trimmed) as yes", () => {
    const result = check(
      [
        line({ name: 'B-1', available: ' TAK ', isDefault: 'Tak', connectLeft: 'tak', connectRight: 'tak' }),
        line({ name: 'B-2', available: 'yes', isDefault: '1', connectLeft: 'true', connectRight: 'tak' }),
      ].join('\n'),
    );
    expect(result.elements.map((e) => [e.available, e.isDefault, e.connect])).toEqual([
      [true, true, 'a'],
      [false, false, 'r'],
    ]);
  });

  it('skips a first line equal to the column names (keys or labels) and counts it in line numbers', () => {
    for (const header of [CSV_HEADER, CSV_COLUMNS.map((c) => c.label.toUpperCase()).join(';')]) {
      const result = check(`${header}\r\n${line({ priceA: '' })}`);
      expect(result.lines).toHaveLength(1);
      expect(result.lines[0]!.problems).toEqual([{ line: 2, column: 18, columnLabel: 'Cena A', message: catalogMessages.priceARequired }]);
      expect(csvProblemText(result.lines[0]!.problems[0]!)).toBe('Wiersz 2, kolumna 18 (Cena A): Wpisz cenę A');
    }
    // Only the first line can be a header: the same text later is a (wrong) element line.
    expect(check(`${line()}\n${CSV_HEADER}`).problemCount).toBeGreaterThan(0);
  });

  it("gives the element form's messages with line and column, sorted by column", () => {
    const result = check(
      `\n${line({ name: '', file: 'model.obj', category: '', connectLeft: '', angle: '', dx: 'szeroki', priceA: '', priceB: '12,345', displayOrd: '100' })}`,
    );
    expect(result.lines[0]!.problems.map((p) => [p.line, p.column, p.columnLabel, p.message])).toEqual([
      [2, 1, 'Nazwa', catalogMessages.elementNameRequired],
      [2, 2, 'Plik modelu', catalogMessages.elementFileType],
      [2, 4, 'Kategoria', catalogMessages.elementCategoryRequired],
      [2, 7, 'Łączenie z lewej', catalogMessages.connectionTypeRequired],
      [2, 9, 'Kąt', catalogMessages.angleRequired],
      [2, 11, 'Szerokość', catalogMessages.dimensionInvalid],
      [2, 18, 'Cena A', catalogMessages.priceARequired],
      [2, 19, 'Cena B', catalogMessages.priceInvalid],
      [2, 27, 'Kolejność', catalogMessages.displayOrdInvalid],
    ]);
    expect(result.problemCount).toBe(9);
    expect(result.elements).toEqual([]);
  });

  it('refuses a price above what the database stores, on its line and column, rather than failing the write', () => {
    const result = check(line({ priceA: '30000000' }));
    expect(result.elements).toEqual([]);
    expect(result.lines[0]!.problems.map(csvProblemText)).toEqual(['Wiersz 1, kolumna 18 (Cena A): Cena może wynosić najwyżej 21 474 836,47 zł']);
  });

  it('refuses a text with a NUL character (which PostgreSQL cannot store) as a whole, writing nothing', () => {
    for (const text of [line({ description: 'a\u0000b' }), CSV_HEADER.split('').join('\u0000')]) {
      const result = check(text);
      expect(result).toMatchObject({ lines: [], elements: [], problemCount: 1 });
      expect(result.textProblems.map(csvProblemText)).toEqual([csvMessages.csvNulCharacter]);
    }
  });

  it('names an unknown category and unknown equipment on their line', () => {
    const result = check([line({ name: 'C-1' }), line({ name: 'C-2', category: 'Pufy', equipment: 'Funkcja spania,Ładowarka USB,,Półka' })].join('\n'));
    expect(result.lines[1]!.problems).toEqual([
      { line: 2, column: 4, columnLabel: 'Kategoria', message: csvMessages.csvUnknownCategory('Pufy') },
      { line: 2, column: 28, columnLabel: 'Wyposażenie', message: csvMessages.csvUnknownEquipment('Ładowarka USB') },
      { line: 2, column: 28, columnLabel: 'Wyposażenie', message: csvMessages.csvUnknownEquipment('Półka') },
    ]);
    expect(result.lines[0]!.problems).toEqual([]);
    // One wrong line and nothing is to be created (D21).
    expect(result.elements).toEqual([]);
  });

  it('names a category that two categories of the collection share instead of guessing one', () => {
    const twins = [...catalog.categories, { id: 'k-naroz-2', name: 'narożniki ' }];
    const result = check([line({ name: 'T-1' }), line({ name: 'T-2', category: 'Siedziska' })].join('\n'), { categories: twins });
    expect(result.lines[0]!.problems).toEqual([{ line: 1, column: 4, columnLabel: 'Kategoria', message: csvMessages.csvAmbiguousCategory('Narożniki') }]);
    expect(result.lines[1]!.problems).toEqual([]);
    expect(result.elements).toEqual([]);
  });

  it(`refuses a text over ${CSV_MAX_MEGABYTES} MB as a whole, before reading its lines`, () => {
    const big = line({ description: '' }) + '\n'.repeat(CSV_MAX_CHARS);
    const result = check(big);
    expect(result).toMatchObject({ lines: [], elements: [], problemCount: 1 });
    expect(result.textProblems.map(csvProblemText)).toEqual([csvMessages.csvTooLarge(CSV_MAX_MEGABYTES)]);
    // Just under the limit it is read (blank lines are not rows).
    expect(check(line() + '\n'.repeat(CSV_MAX_CHARS - line().length)).problemCount).toBe(0);
  });

  it('refuses a name already in the collection and a name repeated in the file, pointing at the first line', () => {
    const result = check([line({ name: 'D-1' }), line({ name: 'MAN-ISTNIEJE' }), line({ name: ' D-1 ' })].join('\n'));
    expect(result.lines.map((l) => l.problems.map(csvProblemText))).toEqual([
      [],
      [`Wiersz 2, kolumna 1 (Nazwa): ${catalogMessages.elementNameTaken('MAN-ISTNIEJE')}`],
      [`Wiersz 3, kolumna 1 (Nazwa): ${csvMessages.csvNameRepeated(1)}`],
    ]);
  });

  it(`takes ${CSV_MAX_ELEMENTS} element lines and refuses one more`, () => {
    const lines = Array.from({ length: CSV_MAX_ELEMENTS }, (_, i) => line({ name: `E-${i + 1}` }));
    const full = check(`${CSV_HEADER}\n${lines.join('\n')}`);
    expect(full.problemCount).toBe(0);
    expect(full.elements).toHaveLength(CSV_MAX_ELEMENTS);
    expect(full.lines.at(-1)!.line).toBe(CSV_MAX_ELEMENTS + 1);
    const over = check(`${lines.join('\n')}\n${line({ name: 'E-X' })}`);
    expect(over.textProblems.map((p) => p.message)).toEqual([csvMessages.csvTooManyLines(CSV_MAX_ELEMENTS)]);
    expect(over.lines).toEqual([]);
  });

  it('stores cells starting with =, +, - and @ as plain text, and removes the apostrophe an export put before them', () => {
    const result = check(
      [
        line({ name: '=1+1', description: '+48 600 100 200', descriptionEn: '-5%', tinydesc: '@home' }),
        line({ name: "'=SUMA(A1)", description: "'+48", tinydesc: "'abc" }),
      ].join('\n'),
    );
    expect(result.problemCount).toBe(0);
    expect(result.elements.map((e) => [e.name, e.description, e.descriptionEn, e.tinydesc])).toEqual([
      ['=1+1', '+48 600 100 200', '-5%', '@home'],
      ['=SUMA(A1)', '+48', 'Left corner', "'abc"],
    ]);
  });
});

describe('export and import round trip', () => {
  const stored = (fields: ElementFields, n: number): Element => ({
    _id: `id-${n}`,
    collectionSlug: 'manhattan',
    discount: 10,
    name: fields.name,
    file: fields.file,
    thumbUrl: fields.thumbUrl,
    categoryId: fields.categoryId,
    available: fields.available,
    isDefault: fields.isDefault,
    connect: fields.connect,
    angle: fields.angle,
    dimb: fields.dimb,
    dx: fields.dx,
    dy: fields.dy,
    dz: fields.dz,
    description: fields.description,
    descriptionEn: fields.descriptionEn,
    tinydesc: fields.tinydesc,
    tinydescEn: fields.tinydescEn,
    priceA: fields.prices.A,
    priceB: fields.prices.B,
    priceC: fields.prices.C,
    priceD: fields.prices.D,
    priceE: fields.prices.E,
    priceF: fields.prices.F,
    priceG: fields.prices.G,
    priceH: fields.prices.H,
    priceI: fields.prices.I,
    displayOrd: fields.displayOrd,
    equipment: fields.equipment,
  });
  const base: ElementFields = {
    name: 'X',
    file: 'x.glb',
    thumbUrl: '',
    categoryId: 'k-naroz',
    available: true,
    isDefault: false,
    connect: 'a',
    angle: 90,
    dimb: null,
    dx: 100,
    dy: 95.5,
    dz: 85,
    description: '',
    descriptionEn: '',
    tinydesc: '',
    tinydescEn: '',
    prices: { A: 1, B: null, C: 99, D: 100, E: 123450, F: null, G: null, H: null, I: 999999999 },
    displayOrd: 0,
    equipment: [],
  };
  const elements: ElementFields[] = [
    { ...base, name: '=HYPERLINK("http://zło.pl")', connect: 'l' },
    { ...base, name: "'=już z apostrofem", connect: 'r', available: false, isDefault: true },
    { ...base, name: '+48', description: 'średnik; cudzysłów "tak"; i\r\nnowa linia', descriptionEn: '@all', tinydesc: '-10%' },
    { ...base, name: "''+dwa", angle: 45, dimb: 60.5, dx: 9999.9, displayOrd: 99, equipment: ['q-pojemnik', 'q-spanie'], categoryId: 'k-siedz' },
    { ...base, name: 'Zwykły ąęłńóśźż', thumbUrl: 'ikony/a b.png', tinydescEn: "it's" },
  ];

  it('gives back the same fields for every element (formula escapes, quotes, line breaks, prices)', () => {
    const names = new Map([...catalog.categories, ...catalog.equipment].map((item) => [item.id, item.name]));
    const text = toCsv(elements.map((e, n) => elementCsvCells(stored(e, n), names.get(e.categoryId)!, e.equipment.map((id) => names.get(id)!))));
    expect(text.startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // A spreadsheet opening the file sees no formula: every risky cell starts with an apostrophe.
    const cells = parseCsv(text).slice(1).flatMap((row) => row.cells);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    const result = check(text, { existingNames: new Set() });
    expect(result.problemCount).toBe(0);
    expect(result.lines.map((l) => l.line)).toEqual([2, 3, 4, 6, 7]);
    expect(result.elements).toEqual(elements);
  });

  it('names the download after the collection', () => {
    expect(csvFileName('manhattan')).toBe('manhattan-elementy.csv');
  });
});
