import { createRoute } from '@hono/zod-openapi';
import {
  checkElementsCsv,
  CSV_COLUMN_COUNT,
  CSV_MAX_MEGABYTES,
  CSV_MAX_REQUEST_BYTES,
  csvFileName,
  csvProblemText,
  type CsvCheck,
  type CsvImportReport,
} from '@meble/domain/csv';
import { csvEndpoints } from '@meble/domain/csv-endpoints';
import { errorBodySchema } from '@meble/domain/errors';
import { REQUEST_BODY_MAX_BYTES } from '@meble/domain/limits';
import { messages } from '@meble/domain/messages';
import { bodyLimit } from 'hono/body-limit';
import { MissingFilesError } from '../files/references.ts';
import { findCollectionById, findCollectionBySlug } from '../catalog/collections.ts';
import { csvCatalogOf, exportElementsCsv, importElements, undoElementsImport } from '../catalog/elements-csv.ts';
import { actorOf, writeContextOf } from '../history/http.ts';
import { registerImportUndo } from '../history/undo.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/ids.ts';
import { refuseTooLarge } from '../http/body-limits.ts';
import type { ApiApp, ApiDeps } from '../http/context.ts';
import { errorBody, errorResponses } from '../http/errors.ts';
import { denied, json, route, security } from '../http/openapi.ts';

const tags = ['elements'];

/** The largest import request (domain: the text's own limit answers in Polish, in the report). */
export const ELEMENTS_IMPORT_MAX_BYTES = CSV_MAX_REQUEST_BYTES;


const importRoute = createRoute({
  ...route(
    csvEndpoints.import,
    {
      200: 'The report: of a dry run (created 0), or of an import that wrote every line (created = their number)',
      400: 'Nothing written. When lines are wrong: `message` is the first problem ("Wiersz N, kolumna C (Etykieta): …"), `errors` holds it for the field `csv`, `report` is the whole report with created 0',
    },
    {
      ...denied,
      404: errorResponses[404],
      413: json(
        `The request is over ${ELEMENTS_IMPORT_MAX_BYTES / 1024 / 1024} MB (a text over ${CSV_MAX_MEGABYTES} MB is refused in the report); ` +
          `anyone but an administrator's over ${REQUEST_BODY_MAX_BYTES / 1024} KB, as on every path`,
        errorBodySchema,
      ),
    },
  ),
  tags,
  summary:
    "Import elements from CSV (D20/D21): every line checked by the element form's rules, then all written in one transaction or none, recorded as one history entry of the collection (`operation: import`, its `lines`), which POST /api/cms/history/undo/{id} takes back",
  security,
  middleware: [
    bodyLimit({ maxSize: ELEMENTS_IMPORT_MAX_BYTES, onError: (c) => refuseTooLarge(c, messages.csvTooLarge(CSV_MAX_MEGABYTES)) }),
  ] as const,
});

const exportRoute = createRoute({
  ...route(
    csvEndpoints.export,
    {
      200: `UTF-8 with BOM, CRLF, the header line, then ${CSV_COLUMN_COUNT} columns per element; cells a spreadsheet would run as a formula start with \`'\` (an import removes it). Sent as an attachment named \`<slug>-elementy.csv\``,
    },
    { ...denied, 404: errorResponses[404] },
  ),
  tags,
  summary: "Every element of the collection as CSV (D20) in the list's order, importable as it is",
  security,
});

function reportOf(check: CsvCheck, dryRun: boolean, created: number): CsvImportReport {
  return { dryRun, created, problemCount: check.problemCount, textProblems: check.textProblems, lines: check.lines };
}

/** D21: nothing written; the first problem as the message the forms show, and the whole report. */
function refusalOf(check: CsvCheck) {
  const first = check.textProblems[0] ?? check.lines.find((line) => line.problems.length > 0)?.problems[0];
  const message = first ? csvProblemText(first) : messages.invalidRequest;
  return { message, errors: [{ field: 'csv', message }], report: reportOf(check, false, 0) };
}

export function registerElementCsvRoutes(app: ApiApp, deps: ApiDeps): void {
  const { db } = deps;
  // An import is recorded as its collection's entry (catalog/elements-csv.ts), so that kind's undo removes what it created.
  registerImportUndo('collection', undoElementsImport);

  app.openapi(importRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { csv, dryRun } = c.req.valid('json');
    const collection = await findCollectionBySlug(db, slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    let check = checkElementsCsv(csv, await csvCatalogOf(db, collection._id));
    if (dryRun) return c.json(reportOf(check, true, 0), 200);
    if (check.problemCount === 0) {
      const elements = check.elements;
      try {
        const ids = await importElements(writeContextOf(deps, actorOf(c)), collection, elements);
        if (!ids) return c.json(errorBody(messages.notFound), 404);
        return c.json(reportOf(check, false, elements.length), 200);
      } catch (error) {
        // A concurrent write got there first (a name taken, a category, a file or the collection deleted): check again.
        if (!isUniqueViolation(error) && !isForeignKeyViolation(error) && !(error instanceof MissingFilesError)) throw error;
        if (!(await findCollectionById(db, collection._id))) return c.json(errorBody(messages.notFound), 404);
        check = checkElementsCsv(csv, await csvCatalogOf(db, collection._id));
        if (check.problemCount === 0) throw error;
      }
    }
    return c.json(refusalOf(check), 400);
  });

  app.openapi(exportRoute, async (c) => {
    const collection = await findCollectionBySlug(db, c.req.valid('param').slug);
    if (!collection) return c.json(errorBody(messages.notFound), 404);
    return c.body(await exportElementsCsv(db, collection), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(collection.slug)}"`,
    });
  });
}
