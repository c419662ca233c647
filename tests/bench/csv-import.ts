// CSV import of 10,000 lines: the text is a scale collection's export, imported into fresh empty collections,
// beside a raw multi-row INSERT of the same rows (what the import's writing costs without parsing and checks).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Insertable, Kysely } from 'kysely';
import { seedScale } from '@meble/api/seed/scale';
import type { Database, ElementEquipmentTable, ElementsTable } from '@meble/api/db/schema';
import { collectionSchema } from '@meble/domain/collection';
import { elementCategorySchema } from '@meble/domain/element-category';
import { ensureFiles } from '../kit/seed.ts';
import { markdownTable, median, ms, timed } from './measure.ts';
import { onPostgresServer } from './postgres.ts';
import { benchRest, type ApiFetch } from './rest.ts';

export const CSV_LINES = 10_000;
/** Each run imports into its own fresh collection, so every commit writes all the lines. */
const RUNS = 3;

const collectionDetailSchema = z.object({ collection: collectionSchema, elementCategories: z.array(elementCategorySchema) });
const importReportSchema = z.object({ dryRun: z.boolean(), created: z.number(), problemCount: z.number(), lines: z.array(z.unknown()) });
const elementCountSchema = z.object({ totalCount: z.number() });

export const CSV_TABLE_HEADER = [
  'database',
  'lines',
  'CSV size',
  'export ms',
  `dry run ms (median of ${RUNS})`,
  `commit ms (median of ${RUNS})`,
  'commit ms (min–max)',
  `raw multi-row INSERT ms (median of ${RUNS})`,
  'commit ÷ raw INSERT',
];

/** Rows per INSERT of the raw insert: 29 columns × 2,000 rows stays below PostgreSQL's 65,535 bind parameters. */
const RAW_INSERT_ROWS = 2_000;

/**
 * The source collection's rows and equipment links, copied into `target` (categories matched by name) with new
 * ids made here, in plain multi-row INSERTs in one transaction: answers the milliseconds of the transaction.
 */
async function rawInsertMs(db: Kysely<Database>, sourceId: string, targetId: string): Promise<number> {
  const [rows, links, sourceCategories, targetCategories] = await Promise.all([
    db.selectFrom('elements').selectAll().where('collection_id', '=', sourceId).execute(),
    db
      .selectFrom('element_equipment as ee')
      .innerJoin('elements as e', 'e.id', 'ee.element_id')
      .select(['ee.element_id', 'ee.equipment_id'])
      .where('e.collection_id', '=', sourceId)
      .execute(),
    db.selectFrom('element_categories').select(['id', 'name']).where('collection_id', '=', sourceId).execute(),
    db.selectFrom('element_categories').select(['id', 'name']).where('collection_id', '=', targetId).execute(),
  ]);
  const targetCategoryOf = new Map(targetCategories.map((category) => [category.name, category.id]));
  const categoryOf = new Map(sourceCategories.map((category) => [category.id, targetCategoryOf.get(category.name)!]));
  const newId = new Map(rows.map((row) => [row.id, randomUUID()]));
  const copies: Insertable<ElementsTable>[] = rows.map(
    ({ id, collection_id: _, category_id, created_at: _created, updated_at: _updated, search_key: _search, sort_key: _sort, ...columns }) => ({
      ...columns,
      id: newId.get(id)!,
      collection_id: targetId,
      category_id: categoryOf.get(category_id)!,
    }),
  );
  const linkCopies: Insertable<ElementEquipmentTable>[] = links.map((link) => ({ element_id: newId.get(link.element_id)!, equipment_id: link.equipment_id }));
  return timed(() =>
    db.transaction().execute(async (trx) => {
      for (let start = 0; start < copies.length; start += RAW_INSERT_ROWS) {
        await trx.insertInto('elements').values(copies.slice(start, start + RAW_INSERT_ROWS)).execute();
      }
      for (let start = 0; start < linkCopies.length; start += RAW_INSERT_ROWS * 10) {
        await trx.insertInto('element_equipment').values(linkCopies.slice(start, start + RAW_INSERT_ROWS * 10)).execute();
      }
    }),
  );
}

/** One row of the CSV table for an API already running, on its database. */
export async function csvImportRow(label: string, db: Kysely<Database>, api: ApiFetch, token: string): Promise<string[]> {
  const rest = benchRest(api, token);
  const source = 'bench-csv-zrodlo';
  const scale = await seedScale(db, { elements: CSV_LINES, slug: source });
  // The models its elements name are uploaded, as in a working catalogue: an import refuses names of no file (D12).
  const named = await db.selectFrom('elements').select('file').where('collection_id', '=', scale.collection.id).execute();
  await ensureFiles(db, 'model', named.map((row) => row.file));
  const detail = await rest.json(collectionDetailSchema, 'GET', `/api/cms/collection/${source}`);

  let csv = '';
  const exportMs = await timed(async () => {
    csv = await rest.text(`/api/cms/collection/${source}/elements/export`);
  });
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1; // less the header
  if (lines !== CSV_LINES) throw new Error(`the export of ${source} has ${lines} element lines, expected ${CSV_LINES}`);

  /** A fresh empty collection with the source's element categories. */
  const emptyCollection = async (name: string) => {
    const target = await rest.json(
      collectionSchema,
      'POST',
      '/api/cms/collection/create',
      { name, category_slug: detail.collection.category_slug, discount: 0 },
      201,
    );
    for (const category of detail.elementCategories) {
      const body = { collectionSlug: target.slug, name: category.name, name_en: category.name_en, displayOrd: category.displayOrd, available: category.available };
      await rest.json(elementCategorySchema, 'POST', '/api/cms/element-category/create', body, 201);
    }
    return target;
  };

  const dryRuns: number[] = [];
  const commits: number[] = [];
  const rawInserts: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const target = await emptyCollection(`Bench CSV import ${run}`);
    const path = `/api/cms/collection/${target.slug}/elements/import`;
    dryRuns.push(
      await timed(async () => {
        const report = await rest.json(importReportSchema, 'POST', path, { csv, dryRun: true });
        if (report.problemCount !== 0 || report.lines.length !== CSV_LINES || report.created !== 0) {
          throw new Error(`dry run into ${target.slug}: ${report.problemCount} problems, ${report.lines.length} lines`);
        }
      }),
    );
    commits.push(
      await timed(async () => {
        const report = await rest.json(importReportSchema, 'POST', path, { csv, dryRun: false });
        if (report.created !== CSV_LINES) throw new Error(`import into ${target.slug} created ${report.created}`);
      }),
    );
    const stored = await rest.json(elementCountSchema, 'GET', `/api/cms/collection/${target.slug}/elements?limit=1`);
    if (stored.totalCount !== CSV_LINES) throw new Error(`${target.slug} holds ${stored.totalCount} elements after the import`);

    const raw = await emptyCollection(`Bench raw insert ${run}`);
    rawInserts.push(await rawInsertMs(db, detail.collection._id, raw._id));
    const copied = await rest.json(elementCountSchema, 'GET', `/api/cms/collection/${raw.slug}/elements?limit=1`);
    if (copied.totalCount !== CSV_LINES) throw new Error(`${raw.slug} holds ${copied.totalCount} elements after the raw insert`);
  }
  return [
    label,
    CSV_LINES.toLocaleString('en'),
    `${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB`,
    ms(exportMs, 0),
    ms(median(dryRuns), 0),
    ms(median(commits), 0),
    `${ms(Math.min(...commits), 0)}–${ms(Math.max(...commits), 0)}`,
    ms(median(rawInserts), 0),
    `${(median(commits) / median(rawInserts)).toFixed(1)}×`,
  ];
}

/** The same row on a PostgreSQL server, in a database made for it. */
export async function csvImportRowOnPostgres(adminUrl: string): Promise<string[]> {
  return onPostgresServer(adminUrl, ({ label, db, api, token }) => csvImportRow(label, db, api, token));
}

export function csvImportTable(rows: readonly (readonly string[])[]): string {
  return markdownTable(CSV_TABLE_HEADER, rows);
}
