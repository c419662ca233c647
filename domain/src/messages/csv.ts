/** The CSV import of elements (spec part 2 §5 and D20/D21). */
export const csvMessages = {
  csvEmpty: 'Pusty ciąg znaków',
  csvColumnCount: 'Ilość kolumn nie zgadza się.',
  csvNulCharacter: 'Plik zawiera znak NUL, którego nie można zapisać: zapisz go jako CSV UTF-8',
  csvTooManyLines: (max: number) => `Najwyżej ${max.toLocaleString('pl-PL')} elementów w jednym imporcie`,
  csvUnknownCategory: (name: string) => `Nie ma kategorii „${name}” w tej kolekcji`,
  csvAmbiguousCategory: (name: string) => `W tej kolekcji jest kilka kategorii „${name}”: nadaj im różne nazwy`,
  csvUnknownEquipment: (name: string) => `Nie ma wyposażenia „${name}”`,
  csvNameRepeated: (line: number) => `Ta sama nazwa jest już w wierszu ${line}`,
  csvProblemAtCell: (line: number, column: number, label: string, message: string) => `Wiersz ${line}, kolumna ${column} (${label}): ${message}`,
  csvProblemAtLine: (line: number, message: string) => `Wiersz ${line}: ${message}`,
  csvTooLarge: (megabytes: number) => `Plik jest za duży: najwyżej ${megabytes} MB w jednym imporcie`,
} as const;
