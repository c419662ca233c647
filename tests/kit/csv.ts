import { CSV_COLUMNS, CSV_HEADER } from '@meble/domain/csv';

export type CsvColumnKey = (typeof CSV_COLUMNS)[number]['key'];

/** A valid element line's cells (D20) for a collection with an element category 'Narożniki'. */
export const VALID_CSV_CELLS: Readonly<Record<CsvColumnKey, string>> = {
  name: 'CSV-1',
  file: 'naroznik-lewy.glb',
  thumbUrl: 'ikony/naroznik.png',
  category: 'Narożniki',
  available: 'tak',
  isDefault: 'nie',
  connectLeft: 'tak',
  connectRight: 'tak',
  angle: '90',
  dimb: '',
  dx: '100',
  dy: '95,5',
  dz: '85',
  description: 'Narożnik z kolekcji testowej',
  descriptionEn: 'Corner',
  tinydesc: 'Narożnik',
  tinydescEn: 'Corner',
  priceA: '1234,50',
  priceB: '1300',
  priceC: '',
  priceD: '',
  priceE: '',
  priceF: '',
  priceG: '',
  priceH: '',
  priceI: '2000',
  displayOrd: '1',
  equipment: '',
};

/** One line of 28 cells joined by `;` as given (quote a cell yourself when it needs it). */
export function csvLine(cells: Partial<Record<CsvColumnKey, string>> = {}): string {
  return CSV_COLUMNS.map((column) => cells[column.key] ?? VALID_CSV_CELLS[column.key]).join(';');
}

/** A whole file: the header line first unless `header: false`, LF unless `eol` says otherwise. */
export function csvText(lines: readonly string[], options: { header?: boolean; bom?: boolean; eol?: string } = {}): string {
  const eol = options.eol ?? '\n';
  const all = options.header === false ? lines : [CSV_HEADER, ...lines];
  return `${options.bom ? '\uFEFF' : ''}${all.join(eol)}${eol}`;
}

/** `count` valid lines named `${prefix}00001`…, prices rising with the line, spread over the given categories, naming the files `filesOf` gives (which the test uploads: D12). */
export function bulkCsvLines(
  count: number,
  categories: readonly string[],
  prefix = 'IMP-',
  filesOf = (i: number): Partial<Record<CsvColumnKey, string>> => ({ file: `imp-${i % 50}.glb` }),
): string[] {
  return Array.from({ length: count }, (_, i) =>
    csvLine({
      name: `${prefix}${String(i + 1).padStart(5, '0')}`,
      ...filesOf(i),
      category: categories[i % categories.length]!,
      dx: String(60 + (i % 100)),
      priceA: `${1000 + i},${String(i % 100).padStart(2, '0')}`,
      priceB: String(2000 + i),
      displayOrd: String(i % 10),
    }),
  );
}
