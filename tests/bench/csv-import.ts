// CSV import of 10,000 lines: the text is a scale collection's export, imported into fresh empty collections.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { startApi } from '@meble/api/runtime';
import { seedScale } from '@meble/api/seed/scale';
import type { Database } from '@meble/api/db/schema';
import { createUser } from '@meble/api/users/repository';
import { collectionSchema } from '@meble/domain/collection';
import { elementCategorySchema } from '@meble/domain/element-category';
import { silentLogger } from '@meble/domain/logger';
import { databaseUrl, withAdminClient } from '../kit/template.ts';
import { markdownTable, median, ms, timed } from './measure.ts';
import { benchRest, signIn, type ApiFetch } from './rest.ts';

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
];

/** One row of the CSV table for an API already running, on its database. */
export async function csvImportRow(label: string, db: Kysely<Database>, api: ApiFetch, token: string): Promise<string[]> {
  const rest = benchRest(api, token);
  const source = 'bench-csv-zrodlo';
  await seedScale(db, { elements: CSV_LINES, slug: source });
  const detail = await rest.json(collectionDetailSchema, 'GET', `/api/cms/collection/${source}`);

  let csv = '';
  const exportMs = await timed(async () => {
    csv = await rest.text(`/api/cms/collection/${source}/elements/export`);
  });
  const lines = csv.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1; // less the header
  if (lines !== CSV_LINES) throw new Error(`the export of ${source} has ${lines} element lines, expected ${CSV_LINES}`);

  const dryRuns: number[] = [];
  const commits: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const target = await rest.json(
      collectionSchema,
      'POST',
      '/api/cms/collection/create',
      { name: `Bench CSV import ${run}`, category_slug: detail.collection.category_slug, discount: 0 },
      201,
    );
    for (const category of detail.elementCategories) {
      const body = { collectionSlug: target.slug, name: category.name, name_en: category.name_en, displayOrd: category.displayOrd, available: category.available };
      await rest.json(elementCategorySchema, 'POST', '/api/cms/element-category/create', body, 201);
    }
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
  }
  return [
    label,
    CSV_LINES.toLocaleString('en'),
    `${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB`,
    ms(exportMs, 0),
    ms(median(dryRuns), 0),
    ms(median(commits), 0),
    `${ms(Math.min(...commits), 0)}–${ms(Math.max(...commits), 0)}`,
  ];
}

/**
 * The same row on a PostgreSQL server: a fresh database made for the bench on TEST_DATABASE_URL's
 * server (as the tests make theirs), dropped afterwards whatever happens.
 */
export async function csvImportRowOnPostgres(adminUrl: string): Promise<string[]> {
  const name = `meble_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-pg-'));
  const version = await withAdminClient(adminUrl, async (client) => {
    await client.query(`create database ${name}`);
    return (await client.query<{ v: string }>(`select current_setting('server_version') as v`)).rows[0]?.v ?? '?';
  });
  try {
    const env = { ...process.env, DATABASE_URL: databaseUrl(adminUrl, name), DATA_DIR: dataDir, REDIS_URL: '', JWT_SECRET: randomBytes(48).toString('base64url') };
    const running = await startApi(env, { log: silentLogger });
    try {
      // A database server gets no demo accounts (D15): the bench makes its own administrator.
      const admin = { name: 'Bench Admin', email: 'bench-admin@example.com', password: 'Bench12345!', isAdmin: true };
      await createUser(running.db, admin);
      const api: ApiFetch = (request) => Promise.resolve(running.api.fetch(request));
      const token = await signIn(api, admin.email, admin.password);
      return await csvImportRow(`PostgreSQL ${version.split(' ')[0]} (server)`, running.db, api, token);
    } finally {
      await running.close();
    }
  } finally {
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function csvImportTable(rows: readonly (readonly string[])[]): string {
  return markdownTable(CSV_TABLE_HEADER, rows);
}
