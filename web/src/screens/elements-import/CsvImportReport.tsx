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

/** A dry run's or an import's report (D21): text problems, the summary, the lines at fault, the lines created. */
export function CsvImportReport({ report }: { report: CsvReport }) {
  const rows = report.problemLines.flatMap((line) => line.problems.map((problem, index) => ({ line, problem, index })));
  const lineProblems = report.problemCount - report.textProblems.length;
  const clean = report.problemCount === 0 && report.lineCount > 0;
  return (
    <section className="csv-report" aria-labelledby="csv-report-title">
      <h2 id="csv-report-title">{report.dryRun ? 'Wynik sprawdzenia' : 'Wynik importu'}</h2>
      {report.textProblems.length > 0 ? (
        <ul className="csv-text-problems">
          {report.textProblems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      ) : null}
      <p className="csv-summary">{reportSummary(report)}</p>
      {report.problemCount > 0 ? (
        <p>
          {report.dryRun
            ? 'Nic nie zostanie zapisane, dopóki są błędy: import zapisuje wszystkie wiersze albo żaden. Popraw je i sprawdź ponownie.'
            : 'Nic nie zostało zapisane: import zapisuje wszystkie wiersze albo żaden. Popraw błędy i sprawdź ponownie.'}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <TableScroll>
            <table className="table csv-problems">
              <caption>Wiersze z błędami</caption>
              <thead>
                <tr>
                  <th scope="col">Wiersz</th>
                  <th scope="col">Nazwa</th>
                  <th scope="col">Kolumna</th>
                  <th scope="col">Błąd</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ line, problem, index }) => (
                  <tr key={`${line.line}-${index}`}>
                    <th scope="row" className="number">
                      {line.line}
                    </th>
                    <td>{line.name || <span className="muted">bez nazwy</span>}</td>
                    <td>{columnText(problem)}</td>
                    <td>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <More more={lineProblems - rows.length} />
        </>
      ) : null}
      {clean ? (
        <>
          <TableScroll>
            <table className="table csv-lines">
              <caption>{report.dryRun ? 'Wiersze do utworzenia' : 'Utworzone elementy'}</caption>
              <thead>
                <tr>
                  <th scope="col">Wiersz</th>
                  <th scope="col">Nazwa</th>
                </tr>
              </thead>
              <tbody>
                {report.lines.map((line) => (
                  <tr key={line.line}>
                    <th scope="row" className="number">
                      {line.line}
                    </th>
                    <td>{line.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <More more={report.lineCount - report.lines.length} />
        </>
      ) : null}
    </section>
  );
}
