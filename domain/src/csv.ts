import { z } from 'zod';
import { PRICE_GROUPS } from './catalog.ts';
import { errorBodySchema, fieldErrorsOf } from './errors.ts';
import { elementFormSchema, elementFormValues, type Element, type ElementFields, type ElementFormInput, type PriceField } from './element.ts';
import { catalogMessages } from './messages/catalog.ts';
import { csvMessages } from './messages/csv.ts';
import { FILE_KIND_OF_USE, type FileKind } from './file.ts';
import { fileMessages } from './messages/files.ts';

/**
 * D20: one element per line, `;`-separated, exactly these 28 columns in this order. `key` is the header
 * name (an optional first line equal to the keys, or to the labels, is skipped); `field` is the element
 * form field whose message lands in this column.
 */
export const CSV_COLUMNS = [
  { key: 'name', label: 'Nazwa', field: 'name' },
  { key: 'file', label: 'Plik modelu', field: 'file' },
  { key: 'thumbUrl', label: 'Ikona', field: 'thumbUrl' },
  { key: 'category', label: 'Kategoria', field: 'categoryId' },
  { key: 'available', label: 'Dostępny', field: 'available' },
  { key: 'isDefault', label: 'Element startowy', field: 'isDefault' },
  { key: 'connectLeft', label: 'Łączenie z lewej', field: 'connect' },
  { key: 'connectRight', label: 'Łączenie z prawej', field: 'connectRight' },
  { key: 'angle', label: 'Kąt', field: 'angle' },
  { key: 'dimb', label: 'Szerokość dołu', field: 'dimb' },
  { key: 'dx', label: 'Szerokość', field: 'dx' },
  { key: 'dy', label: 'Głębokość', field: 'dy' },
  { key: 'dz', label: 'Wysokość', field: 'dz' },
  { key: 'description', label: 'Opis', field: 'description' },
  { key: 'descriptionEn', label: 'Opis EN', field: 'descriptionEn' },
  { key: 'tinydesc', label: 'Krótki opis', field: 'tinydesc' },
  { key: 'tinydescEn', label: 'Krótki opis EN', field: 'tinydescEn' },
  ...PRICE_GROUPS.map((group) => ({ key: `price${group}`, label: `Cena ${group}`, field: `price${group}` })),
  { key: 'displayOrd', label: 'Kolejność', field: 'displayOrd' },
  { key: 'equipment', label: 'Wyposażenie', field: 'equipment' },
] as const satisfies readonly { key: string; label: string; field: string }[];
export const CSV_COLUMN_COUNT = 28;
export const CSV_SEPARATOR = ';';
/** Within column 28, equipment names are separated by this. */
export const CSV_LIST_SEPARATOR = ',';
/** 'tak' means yes (spec part 2 §5), anything else or empty no; export writes these two. */
export const CSV_YES = 'tak';
export const CSV_NO = 'nie';
/** An import takes at most this many element lines (the issue asks that 10,000 import). */
export const CSV_MAX_ELEMENTS = 10_000;
/**
 * The largest text an import takes, in megabytes (counted as UTF-16 code units, about a byte each for
 * this text): 10,000 typical lines are about 2.5 MB, 10,000 lines with every column at its limit about 14.
 */
export const CSV_MAX_MEGABYTES = 16;
export const CSV_MAX_CHARS = CSV_MAX_MEGABYTES * 1024 * 1024;
/**
 * What a request carrying the text may weigh: in JSON a Polish letter or an escaped quote costs 2 bytes,
 * so requests this large get through to the text's own limit, which answers in Polish in the report.
 */
export const CSV_MAX_REQUEST_BYTES = 3 * CSV_MAX_CHARS;
/** The header line an export starts with and the template offers. */
export const CSV_HEADER = CSV_COLUMNS.map((column) => column.key).join(CSV_SEPARATOR);

export interface CsvRow {
  /** The file's line where the row starts (1-based; a quoted cell may span lines). */
  line: number;
  cells: string[];
}

/**
 * RFC 4180 with `;`: UTF-8 with or without BOM, CRLF or LF, quoted cells with `;`, `""` or line breaks.
 * Blank lines are not rows.
 */
export function parseCsv(text: string): CsvRow[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let rowHasContent = false;
  const endRow = () => {
    if (rowHasContent || cells.length > 0) rows.push({ line: rowLine, cells: [...cells, cell] });
    cells = [];
    cell = '';
    rowHasContent = false;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        // A line break inside quotes is CRLF, LF or a lone CR, as outside them: the next row's line number depends on it.
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
      rowHasContent = true;
    } else if (char === CSV_SEPARATOR) {
      cells.push(cell);
      cell = '';
      rowHasContent = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else {
      cell += char;
      if (char.trim() !== '') rowHasContent = true;
    }
  }
  endRow();
  return rows;
}

/** Cells a spreadsheet would run as a formula; an export prefixes them with `'`, which an import removes. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
const unescapeCell = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);
function escapeCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface NamedItem {
  id: string;
  name: string;
}
/** What lines are checked against: the collection's element categories, the equipment dictionary, names taken. */
export interface CsvCatalog {
  categories: readonly NamedItem[];
  equipment: readonly NamedItem[];
  existingNames: ReadonlySet<string>;
  /** Whether a model or an icon of that name is uploaded (D12: a line naming a file that is not is refused). */
  isStored: (kind: FileKind, name: string) => boolean;
}

export const csvProblemSchema = z.object({
  line: z.number().int().nullable().describe("The file's line (1-based; the header and blank lines count); null for the whole text"),
  column: z.number().int().nullable().describe(`1–${CSV_COLUMN_COUNT}; null when the line as a whole is at fault (its column count)`),
  columnLabel: z.string().nullable(),
  message: z.string().describe("The element form's Polish message (D12)"),
});
export type CsvProblem = z.infer<typeof csvProblemSchema>;
export const csvLineReportSchema = z
  .object({ line: z.number().int(), name: z.string(), problems: z.array(csvProblemSchema) })
  .describe('One element line; without problems it will be (or was) created');
export type CsvLineReport = z.infer<typeof csvLineReportSchema>;
/** The answer of an import, dry run or not (REST and graph alike). */
export const csvImportReportSchema = z.object({
  dryRun: z.boolean(),
  created: z.number().int().describe('Elements written: 0 on a dry run or when anything is wrong'),
  problemCount: z.number().int(),
  textProblems: z.array(csvProblemSchema).describe('Problems of the whole text (empty, too large, too many lines)'),
  lines: z.array(csvLineReportSchema).describe('Every element line in file order'),
});
export type CsvImportReport = z.infer<typeof csvImportReportSchema>;
/** POST /api/cms/collection/{slug}/elements/import: the file's text and whether to write. */
export const elementsImportBodySchema = z.object({
  csv: z
    .string()
    .describe(
      `The file's text (D20): ${CSV_COLUMN_COUNT} \`;\`-separated columns, UTF-8 with or without BOM, CRLF or LF, an optional header line, at most ${CSV_MAX_ELEMENTS} element lines`,
    ),
  dryRun: z.boolean().describe('true: check and report only, nothing is written'),
});
/** The import's 400 (D21, nothing written): the first problem as the message, and the whole report when lines are wrong. */
export const csvImportRefusalSchema = errorBodySchema.extend({ report: csvImportReportSchema.optional() });
export interface CsvCheck {
  /** Every element line, in file order: no problems means "will be created". */
  lines: CsvLineReport[];
  /** Problems of the whole text (empty, too many lines), before any line. */
  textProblems: CsvProblem[];
  /** The elements to create, in file order; written only when nothing at all is wrong (D21). */
  elements: ElementFields[];
  problemCount: number;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('pl');
const isHeader = (cells: readonly string[]) =>
  cells.length === CSV_COLUMN_COUNT &&
  (CSV_COLUMNS.every((column, i) => normalise(cells[i]!) === normalise(column.key)) ||
    CSV_COLUMNS.every((column, i) => normalise(cells[i]!) === normalise(column.label)));

const columnOfField = new Map<string, number>(CSV_COLUMNS.map((column, i) => [column.field, i + 1]));
function problemAt(line: number, column: number, message: string): CsvProblem {
  return { line, column, columnLabel: CSV_COLUMNS[column - 1]?.label ?? null, message };
}

/**
 * D20/D21: every line by the element form's own rules (create), plus what only a file can get wrong:
 * the column count, category and equipment named rather than chosen, a name taken or repeated.
 */
export function checkElementsCsv(text: string, catalog: CsvCatalog): CsvCheck {
  const textProblem = (message: string): CsvCheck => ({
    lines: [],
    textProblems: [{ line: null, column: null, columnLabel: null, message }],
    elements: [],
    problemCount: 1,
  });
  if (text.length > CSV_MAX_CHARS) return textProblem(csvMessages.csvTooLarge(CSV_MAX_MEGABYTES));
  // PostgreSQL text cannot hold NUL: refused here rather than failing the write (a UTF-16 file read as UTF-8 is full of them).
  if (text.includes('\u0000')) return textProblem(csvMessages.csvNulCharacter);
  let rows = parseCsv(text);
  if (rows.length > 0 && isHeader(rows[0]!.cells)) rows = rows.slice(1);
  if (rows.length === 0) return textProblem(csvMessages.csvEmpty);
  if (rows.length > CSV_MAX_ELEMENTS) return textProblem(csvMessages.csvTooManyLines(CSV_MAX_ELEMENTS));

  const categoryByName = new Map<string, string>();
  // Element category names need not be unique: a name that fits two categories is reported, never guessed.
  const ambiguousCategories = new Set<string>();
  for (const category of catalog.categories) {
    const key = normalise(category.name);
    if (categoryByName.has(key)) ambiguousCategories.add(key);
    else categoryByName.set(key, category.id);
  }
  const equipmentByName = new Map<string, string>();
  for (const item of catalog.equipment) if (!equipmentByName.has(normalise(item.name))) equipmentByName.set(normalise(item.name), item.id);
  const firstLineOfName = new Map<string, number>();
  const schema = elementFormSchema('create');

  const lines: CsvLineReport[] = [];
  const elements: ElementFields[] = [];
  let problemCount = 0;
  for (const row of rows) {
    const cells = row.cells.map(unescapeCell);
    const name = (cells[0] ?? '').trim();
    const problems: CsvProblem[] = [];
    if (cells.length !== CSV_COLUMN_COUNT) {
      problems.push({ line: row.line, column: null, columnLabel: null, message: csvMessages.csvColumnCount });
    } else {
      const categoryName = cells[3]!.trim();
      const ambiguousCategory = ambiguousCategories.has(normalise(categoryName));
      const categoryId = categoryName === '' ? '' : ambiguousCategory ? undefined : categoryByName.get(normalise(categoryName));
      const equipmentNames = cells[27]!
        .split(CSV_LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter((item) => item !== '');
      const equipment: string[] = [];
      const unknownEquipment: string[] = [];
      for (const item of equipmentNames) {
        const id = equipmentByName.get(normalise(item));
        if (id) equipment.push(id);
        else unknownEquipment.push(item);
      }
      const yes = (index: number) => normalise(cells[index]!) === CSV_YES;
      const cell = (index: number) => cells[index]!;
      const prices = Object.fromEntries(PRICE_GROUPS.map((group, i) => [`price${group}`, cell(17 + i)])) as Record<PriceField, string>;
      const form: ElementFormInput = {
        name: cell(0),
        file: cell(1),
        thumbUrl: cell(2),
        categoryId: categoryId ?? '',
        available: yes(4),
        isDefault: yes(5),
        connectLeft: yes(6),
        connectRight: yes(7),
        angle: cell(8),
        dimb: cell(9),
        dx: cell(10),
        dy: cell(11),
        dz: cell(12),
        description: cell(13),
        descriptionEn: cell(14),
        tinydesc: cell(15),
        tinydescEn: cell(16),
        ...prices,
        displayOrd: cell(26),
        equipment,
      };
      const result = schema.safeParse(form);
      const fieldProblems = result.success ? [] : fieldErrorsOf(result.error);
      for (const error of fieldProblems) {
        // A category named but not found is reported as such, not as "none chosen".
        if (error.field === 'categoryId' && categoryId === undefined) continue;
        problems.push(problemAt(row.line, columnOfField.get(error.field) ?? 1, error.message));
      }
      if (categoryId === undefined) {
        const message = ambiguousCategory ? csvMessages.csvAmbiguousCategory(categoryName) : csvMessages.csvUnknownCategory(categoryName);
        problems.push(problemAt(row.line, 4, message));
      }
      for (const item of unknownEquipment) problems.push(problemAt(row.line, 28, csvMessages.csvUnknownEquipment(item)));
      // A name the form's rules accept must also name an uploaded file, as the form's picker offers only those.
      for (const [field, kind] of [['file', FILE_KIND_OF_USE.elementModel], ['thumbUrl', FILE_KIND_OF_USE.elementIcon]] as const) {
        const fileName = form[field].trim();
        if (fileName === '' || fieldProblems.some((error) => error.field === field) || catalog.isStored(kind, fileName)) continue;
        problems.push(problemAt(row.line, columnOfField.get(field) ?? 1, fileMessages.fileMissing(fileName)));
      }
      if (name !== '') {
        const earlier = firstLineOfName.get(name);
        if (catalog.existingNames.has(name)) problems.push(problemAt(row.line, 1, catalogMessages.elementNameTaken(name)));
        else if (earlier !== undefined) problems.push(problemAt(row.line, 1, csvMessages.csvNameRepeated(earlier)));
        else firstLineOfName.set(name, row.line);
      }
      problems.sort((a, b) => (a.column ?? 0) - (b.column ?? 0));
      if (result.success && problems.length === 0) elements.push(result.data);
    }
    problemCount += problems.length;
    lines.push({ line: row.line, name, problems });
  }
  return { lines, textProblems: [], elements: problemCount === 0 ? elements : [], problemCount };
}

/** The 28 cells of a stored element (D20), as the element form would show them. */
export function elementCsvCells(element: Element, categoryName: string, equipmentNames: readonly string[]): string[] {
  const form = elementFormValues(element);
  const yesNo = (value: boolean) => (value ? CSV_YES : CSV_NO);
  return [
    form.name,
    form.file,
    form.thumbUrl,
    categoryName,
    yesNo(form.available),
    yesNo(form.isDefault),
    yesNo(form.connectLeft),
    yesNo(form.connectRight),
    form.angle,
    form.dimb,
    form.dx,
    form.dy,
    form.dz,
    form.description,
    form.descriptionEn,
    form.tinydesc,
    form.tinydescEn,
    ...PRICE_GROUPS.map((group) => form[`price${group}`]),
    form.displayOrd,
    equipmentNames.join(CSV_LIST_SEPARATOR),
  ];
}

/** A whole CSV file: BOM (so spreadsheets read UTF-8), the header line, CRLF line ends, cells escaped. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const lines = [CSV_HEADER, ...rows.map((cells) => cells.map(escapeCell).join(CSV_SEPARATOR))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** One problem as a single line of text (REST error message, banners): "Wiersz N, kolumna C (Etykieta): …". */
export function csvProblemText(problem: CsvProblem): string {
  if (problem.line === null) return problem.message;
  if (problem.column === null) return csvMessages.csvProblemAtLine(problem.line, problem.message);
  return csvMessages.csvProblemAtCell(problem.line, problem.column, problem.columnLabel ?? '', problem.message);
}

/** The download name of a collection's export (D5 slugs are safe in a header already; anything else becomes `_`). */
export function csvFileName(collectionSlug: string): string {
  return `${collectionSlug.replace(/[^A-Za-z0-9._-]/g, '_')}-elementy.csv`;
}
