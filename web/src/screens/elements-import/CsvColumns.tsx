import { Button, Code, Stack, Text, Title } from '@mantine/core';
import { CSV_COLUMNS, CSV_COLUMN_COUNT, CSV_LIST_SEPARATOR, CSV_MAX_ELEMENTS, CSV_SEPARATOR, CSV_YES, toCsv } from '@meble/domain/csv';
import { downloadText } from '../../files/download.ts';

export const TEMPLATE_FILE_NAME = 'szablon-elementow.csv';

/** D20 for the person preparing the file: the columns in order, the few conventions, and a template with the header. */
export function CsvColumns() {
  return (
    <Stack component="section" aria-labelledby="csv-columns-title" gap="sm" my="xl" align="flex-start">
      <Title order={2} id="csv-columns-title" fz="h3">
        Kolumny pliku
      </Title>
      <Text>
        {`Jeden element w wierszu, dokładnie ${CSV_COLUMN_COUNT} kolumn rozdzielonych średnikiem („${CSV_SEPARATOR}”), w tej kolejności. ` +
          `„${CSV_YES}” oznacza tak, cokolwiek innego (lub puste pole) nie. Kategorię i wyposażenie podaje się nazwami ` +
          `(kilka elementów wyposażenia rozdzielonych „${CSV_LIST_SEPARATOR}”), ceny w złotych, np. 1234,50. ` +
          `Pierwszy wiersz z nazwami kolumn jest pomijany. Najwyżej ${CSV_MAX_ELEMENTS.toLocaleString('pl-PL')} elementów w jednym imporcie.`}
      </Text>
      <ol className="csv-column-list">
        {CSV_COLUMNS.map((column) => (
          <li key={column.key}>
            {column.label} <Code c="var(--muted)">{column.key}</Code>
          </li>
        ))}
      </ol>
      <Button variant="default" onClick={() => downloadText(TEMPLATE_FILE_NAME, toCsv([]))}>
        Pobierz szablon
      </Button>
    </Stack>
  );
}
