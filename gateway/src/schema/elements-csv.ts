import { randomUUID } from 'node:crypto';
import { CSV_COLUMN_COUNT, CSV_MAX_ELEMENTS, type CsvImportReport, type CsvLineReport, type CsvProblem } from '@meble/domain/csv';
import { builder } from '../builder.ts';
import { NotFoundFailure, ValidationFailure } from '../errors.ts';
import { adminMutation, fromRest } from '../mutations.ts';
import * as elements from '../rest/elements.ts';
import type { GatewayContext } from '../context.ts';
import { perRequest } from '../request-cache.ts';
import { startAhead } from '../selection.ts';
import { CollectionRef, collectionBySlug, collectionReadAheads } from './collection.ts';

type ImportReport = CsvImportReport & { collectionSlug: string; id: string };

const CsvProblemRef = builder.objectRef<CsvProblem>('CsvProblem').implement({
  description: 'One thing wrong in an import, with the spec\'s message (D21).',
  fields: (t) => ({
    line: t.exposeInt('line', { nullable: true, description: "The file's line (1-based, the header counts); null for the whole text." }),
    column: t.exposeInt('column', { nullable: true, description: `1–${CSV_COLUMN_COUNT}; null when the line as a whole is at fault.` }),
    columnLabel: t.exposeString('columnLabel', { nullable: true }),
    message: t.exposeString('message'),
  }),
});

const CsvLineRef = builder.objectRef<CsvLineReport>('CsvLine').implement({
  description: 'One element line: without problems it will be (or was) created.',
  fields: (t) => ({
    line: t.exposeInt('line'),
    name: t.exposeString('name'),
    problems: t.field({ type: [CsvProblemRef], resolve: (line) => line.problems }),
  }),
});

const ElementsCsvImportRef = builder.objectRef<ImportReport>('ElementsCsvImport').implement({
  description: 'The report of a CSV import: every line checked by the element form rules; written all-or-nothing (D21).',
  fields: (t) => ({
    // Without an id, a client such as Relay keys each line of the report by the field's arguments, the whole text
    // sent among them: a 10,000-line file made every line's key megabytes long.
    id: t.exposeID('id', { description: "This report's own id: each check or import answers a new one." }),
    dryRun: t.exposeBoolean('dryRun'),
    created: t.exposeInt('created', { description: 'Elements written: 0 on a dry run or when any line is wrong.' }),
    problemCount: t.exposeInt('problemCount'),
    lineCount: t.int({ description: 'Element lines read (the header is not one).', resolve: (report) => report.lines.length }),
    textProblems: t.field({ type: [CsvProblemRef], description: 'Problems of the whole text (empty, too many lines).', resolve: (r) => r.textProblems }),
    lines: t.field({
      type: [CsvLineRef],
      args: {
        withProblemsOnly: t.arg.boolean({ defaultValue: false }),
        first: t.arg.int({ description: 'At most this many lines (all when omitted).' }),
      },
      resolve: (report, args) => {
        const lines = args.withProblemsOnly ? report.lines.filter((line) => line.problems.length > 0) : report.lines;
        return args.first === null || args.first === undefined ? lines : lines.slice(0, Math.max(0, args.first));
      },
    }),
    collection: t.field({ type: CollectionRef, resolve: (report, _args, context) => collectionBySlug(context, report.collectionSlug) }),
  }),
});

adminMutation('importElementsCsv', {
  type: ElementsCsvImportRef,
  description:
    `Imports elements from \`;\`-separated text in the ${CSV_COLUMN_COUNT} columns of D20, at most ${CSV_MAX_ELEMENTS} lines. A dry run only reports; otherwise all lines are written in one transaction, or none when any line is wrong (the report says which).`,
  errors: [ValidationFailure, NotFoundFailure],
  args: (arg) => ({
    collectionSlug: arg.string({ required: true }),
    csv: arg.string({ required: true }),
    dryRun: arg.boolean({ required: true }),
  }),
  // Nothing written because lines are wrong: the report is the answer, not an error.
  resolve: async ({ args: { collectionSlug, csv, dryRun }, context }) => ({
    ...(await elements.importElementsCsv(context.rest, collectionSlug, { csv, dryRun })),
    collectionSlug,
    id: randomUUID(),
  }),
});

/** The export once per request and collection: `collection(slug)` starts it with the collection, the field reads it. */
const exportOnce = perRequest('elements csv', (context: GatewayContext, slug: string) => fromRest(elements.exportElementsCsv(context.rest, slug)), (slug) => slug);
collectionReadAheads.on('elementsCsv', (context, slug) => startAhead(exportOnce(context, slug)));

builder.objectField(CollectionRef, 'elementsCsv', (t) =>
  t.string({
    description: `Export: every element of the collection in the ${CSV_COLUMN_COUNT} columns of D20 (UTF-8 with BOM, CRLF), importable as it is.`,
    resolve: (collection, _args, context) => exportOnce(context, collection.slug),
  }),
);
