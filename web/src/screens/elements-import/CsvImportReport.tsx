import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { numberCell } from '../../ui/SortHeader.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** Lines of each kind the report lists; the rest is counted ("i N więcej"), so 10,000 lines stay usable. */
export const REPORT_LINES_SHOWN = 200;

export interface CsvReportProblem {
  column?: number | null | undefined;
  columnLabel?: string | null | undefined;
  message: string;
}

/** The part of an import's answer the report shows (ImportElementsCsvMutation selects exactly this). */
export interface CsvReport {
  dryRun: boolean;
  created: number;
  problemCount: number;
  lineCount: number;
  textProblems: readonly { message: string }[];
  /** The first lines with problems, each with all of its problems. */
  problemLines: readonly { line: number; name: string; problems: readonly CsvReportProblem[] }[];
  /** The first lines of the file (all fine when problemCount is 0). */
  lines: readonly { line: number; name: string }[];
}

/** 10000 → '10 000' (Polish grouping from five digits). */
const count = (n: number) => n.toLocaleString('pl-PL');

/** The summary line: what was read, what an import creates (all or nothing, D21), what is wrong. */
export function reportSummary(report: CsvReport): string {
  const { lineCount, problemCount } = report;
  if (!report.dryRun) return `Wierszy: ${count(lineCount)}, utworzono: ${count(report.created)}, błędów: ${count(problemCount)}`;
  const toCreate = problemCount === 0 ? lineCount : 0;
  return `Wierszy: ${count(lineCount)}, do utworzenia: ${count(toCreate)}, błędów: ${count(problemCount)}`;
}

const columnText = (problem: CsvReportProblem) => (problem.column === null || problem.column === undefined ? 'cały wiersz' : `${problem.column} (${problem.columnLabel ?? ''})`);

function More({ more }: { more: number }) {
  return more > 0 ? <p className="muted">{`i ${count(more)} więcej`}</p> : null;
}

/** A report's table: its caption above, the line number as the row's header (right-aligned as numbers are). */
function ReportTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <TableScroll>
      <Table captionSide="top" striped withTableBorder bg="var(--mantine-color-body)">
        <Table.Caption ta="left" fw={600} fz="md" c="var(--mantine-color-text)" mt={0} mb="xs">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              // The first column is the line's number, right-aligned as its cells are.
              <Table.Th key={column} scope="col" {...(index === 0 ? numberCell : {})}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </TableScroll>
  );
}

const lineHeader = { scope: 'row', fw: 400, ...numberCell } as const;

/** A dry run's or an import's report (D21): text problems, the summary, the lines at fault, the lines created. */
export function CsvImportReport({ report }: { report: CsvReport }) {
  const rows = report.problemLines.flatMap((line) => line.problems.map((problem, index) => ({ line, problem, index })));
  const lineProblems = report.problemCount - report.textProblems.length;
  const clean = report.problemCount === 0 && report.lineCount > 0;
  return (
    <Stack component="section" className="csv-report" aria-labelledby="csv-report-title" gap="sm" my="xl">
      <Title order={2} id="csv-report-title" fz="h3">
        {report.dryRun ? 'Wynik sprawdzenia' : 'Wynik importu'}
      </Title>
      {report.textProblems.length > 0 ? (
        <Alert color="red" variant="light" p="sm">
          <Stack component="ul" gap={4} m={0} pl="md" fw={600}>
            {report.textProblems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <Text fw={600}>{reportSummary(report)}</Text>
      {report.problemCount > 0 ? (
        <Text>
          {report.dryRun
            ? 'Nic nie zostanie zapisane, dopóki są błędy: import zapisuje wszystkie wiersze albo żaden. Popraw je i sprawdź ponownie.'
            : 'Nic nie zostało zapisane: import zapisuje wszystkie wiersze albo żaden. Popraw błędy i sprawdź ponownie.'}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <div>
          <ReportTable caption="Wiersze z błędami" columns={['Wiersz', 'Nazwa', 'Kolumna', 'Błąd']}>
            {rows.map(({ line, problem, index }) => (
              <Table.Tr key={`${line.line}-${index}`}>
                <Table.Th {...lineHeader}>{line.line}</Table.Th>
                <Table.Td>{line.name || <span className="muted">bez nazwy</span>}</Table.Td>
                <Table.Td>{columnText(problem)}</Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </ReportTable>
          <More more={lineProblems - rows.length} />
        </div>
      ) : null}
      {clean ? (
        <div>
          <ReportTable caption={report.dryRun ? 'Wiersze do utworzenia' : 'Utworzone elementy'} columns={['Wiersz', 'Nazwa']}>
            {report.lines.map((line) => (
              <Table.Tr key={line.line}>
                <Table.Th {...lineHeader}>{line.line}</Table.Th>
                <Table.Td>{line.name}</Table.Td>
              </Table.Tr>
            ))}
          </ReportTable>
          <More more={report.lineCount - report.lines.length} />
        </div>
      ) : null}
    </Stack>
  );
}
