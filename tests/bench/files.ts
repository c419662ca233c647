// Files: (a) a 256 MB upload through `npm start` (tus in 2 MiB chunks, and one streamed multipart POST), the server
// process's memory growth while it arrives and its throughput against writing the same bytes straight to disk;
// (b) the file list's first and last page at 10,000 files; (c) the glTF check of the demo models.
// Run alone: `npx tsx tests/bench/files.ts [--only upload|list|validation]`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '@meble/api/db/schema';
import { fileListSchema, TUS_UPLOAD_PATH, UPLOAD_CHUNK_BYTES } from '@meble/domain/file';
import { markdownTable, median, ms, percentiles, statCpuMs, timed } from './measure.ts';
import { restRequest, type ApiFetch } from './rest.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PORT = Number(process.env.FILES_BENCH_PORT ?? 4398);

/** The bounds the figures are held to: the server grows by at most this while an upload arrives… */
export const MAX_RSS_GROWTH_BYTES = 32 * 1024 * 1024;
/** …and takes it in at no less than this share of a plain disk write's speed. */
export const MIN_THROUGHPUT_RATIO = 0.8;

const MB = 1024 * 1024;
/** 256 MB counted in millions of bytes: under the 256 MiB limit (UPLOAD_MAX_BYTES) with room for a form's framing. */
export const UPLOAD_BENCH_BYTES = 256_000_000;
const RSS_SAMPLE_MS = 50;
/** How many times the plain disk write is timed for the baseline (an odd count: the median is one of them). */
const RAW_WRITE_SAMPLES = 5;
/** Each route's upload before the figures. */
const WARM_UP_BYTES = 64 * MB;

// ---------------------------------------------------------------------------------------------------------------
// (a) A 256 MB upload through the production server

/** The bytes of the big upload, as 2 MiB chunks: a few distinct random chunks in turn (random, so nothing compresses). */
function uploadChunks(total: number): { count: number; chunk(i: number): Buffer; size(i: number): number } {
  const distinct = Array.from({ length: 4 }, () => randomBytes(UPLOAD_CHUNK_BYTES));
  // A glTF buffer has no magic bytes; zeros at the start keep the content check from reading random bytes as a type.
  distinct[0]!.fill(0, 0, 4100);
  const count = Math.ceil(total / UPLOAD_CHUNK_BYTES);
  const size = (i: number) => Math.min(UPLOAD_CHUNK_BYTES, total - i * UPLOAD_CHUNK_BYTES);
  return { count, size, chunk: (i) => distinct[i % distinct.length]!.subarray(0, size(i)) };
}

/** VmRSS of a process, bytes (Linux /proc). */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

/** CPU ms (user + system) per thread of a process, by thread id (Linux /proc, 10 ms ticks). */
function threadCpu(pid: number): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const spent = statCpuMs(`/proc/${pid}/task/${task}/stat`);
    // Undefined: the thread ended in between.
    if (spent !== undefined) cpu.set(Number(task), spent);
  }
  return cpu;
}

/**
 * Samples a process's RSS every RSS_SAMPLE_MS while `work` runs: RSS just before, the peak, `work`'s ms, and the CPU
 * the process spent meanwhile on its main thread and on its busiest other thread (the API's worker), which say where
 * an upload's time goes on a busy machine.
 */
async function withRss(pid: number, work: () => Promise<void>): Promise<{ before: number; peak: number; ms: number; mainCpu: number; otherCpu: number }> {
  const before = rssOf(pid);
  const cpuBefore = threadCpu(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), RSS_SAMPLE_MS);
  try {
    const elapsed = await timed(work);
    peak = Math.max(peak, rssOf(pid));
    let mainCpu = 0;
    let otherCpu = 0;
    for (const [tid, ms] of threadCpu(pid)) {
      const spent = ms - (cpuBefore.get(tid) ?? 0);
      if (tid === pid) mainCpu = spent;
      else otherCpu = Math.max(otherCpu, spent);
    }
    return { before, peak, ms: elapsed, mainCpu, otherCpu };
  } finally {
    clearInterval(timer);
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One HTTP request to the server with a body written chunk by chunk, minding back-pressure; the answer's status, headers and text. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  writeBody?: (write: (bytes: Buffer) => Promise<void>) => Promise<void>,
  port = PORT,
): Promise<{ status: number; headers: IncomingMessage['headers']; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, ...(port === PORT ? { agent } : {}) }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    const write = (bytes: Buffer) => new Promise<void>((done) => (req.write(bytes) ? done() : req.once('drain', done)));
    void (async () => {
      try {
        if (writeBody) await writeBody(write);
        req.end();
      } catch (error) {
        req.destroy(error as Error);
      }
    })();
  });
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** A tus upload (D18): the creation POST, then every chunk as its own PATCH from the offset reached. */
async function tusUpload(token: string, name: string, total: number): Promise<void> {
  const chunks = uploadChunks(total);
  const created = await send('POST', TUS_UPLOAD_PATH, {
    authorization: `Bearer ${token}`,
    'tus-resumable': '1.0.0',
    'upload-length': String(total),
    'upload-metadata': `kind ${b64('model')},filename ${b64(name)},filetype ${b64('application/octet-stream')}`,
    'content-length': '0',
  });
  const location = created.headers.location;
  if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}: ${created.text.slice(0, 300)}`);
  const path = new URL(location, `http://127.0.0.1:${PORT}`).pathname;
  let offset = 0;
  for (let i = 0; i < chunks.count; i++) {
    const bytes = chunks.chunk(i);
    const answer = await send(
      'PATCH',
      path,
      {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
      (write) => write(bytes),
    );
    if (answer.status !== 204 && answer.status !== 200) throw new Error(`tus PATCH at ${offset} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    offset += bytes.length;
  }
}

/** The spec's multipart upload (field `file`), the whole file in one streamed request body. */
async function multipartUpload(token: string, name: string, total: number): Promise<void> {
  const chunks = uploadChunks(total);
  const boundary = `----meble-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const answer = await send(
    'POST',
    '/api/upload/cloud/model',
    {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + total + tail.length),
    },
    async (write) => {
      await write(head);
      for (let i = 0; i < chunks.count; i++) await write(chunks.chunk(i));
      await write(tail);
    },
  );
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`multipart upload answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

/**
 * Writes the page cache's dirty pages out, so each timed write starts alike instead of sharing the two cores with
 * the kernel's write-back of the one before.
 */
function settle(): void {
  spawnSync('sync', { stdio: 'ignore' });
}

/** The same bytes written to a file with fs.createWriteStream: the speed an upload is compared with. */
async function rawDiskWrite(dir: string, total: number): Promise<number> {
  const chunks = uploadChunks(total);
  const path = join(dir, 'raw.bin');
  const elapsed = await timed(async () => {
    const out = createWriteStream(path);
    for (let i = 0; i < chunks.count; i++) {
      if (!out.write(chunks.chunk(i))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(() => resolve());
    });
  });
  rmSync(path, { force: true });
  return elapsed;
}

/**
 * The same bytes sent by the same client to a bare node:http server in a process of its own, which appends each body
 * to a file: what the socket and the client cost before any of the panel's work, as one POST and as the tus upload's
 * 2 MiB requests one after another. Answers each one's ms.
 */
async function bareHttpWrite(dir: string, total: number): Promise<{ postMs: number; patchesMs: number }> {
  const port = PORT + 1;
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const http = require('node:http'), fs = require('node:fs'), { pipeline } = require('node:stream');
       let n = 0;
       http.createServer((req, res) => pipeline(req, fs.createWriteStream(process.argv[1] + '/bare-' + req.url.slice(1) + '.bin', { flags: 'a' }), (error) => res.writeHead(error ? 500 : 201).end()))
         .listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`,
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.once('data', () => resolve());
      server.once('exit', () => reject(new Error('the bare server exited')));
    });
    const chunks = uploadChunks(total);
    const post = (file: string) =>
      send('POST', `/${file}`, { 'content-type': 'application/octet-stream', 'content-length': String(total) }, async (write) => {
        for (let i = 0; i < chunks.count; i++) await write(chunks.chunk(i));
      }, port);
    const patches = async (file: string) => {
      for (let i = 0; i < chunks.count; i++) {
        const bytes = chunks.chunk(i);
        const answer = await send('PATCH', `/${file}`, { 'content-type': 'application/offset+octet-stream', 'content-length': String(bytes.length) }, (write) => write(bytes), port);
        if (answer.status !== 201) throw new Error(`the bare server answered ${answer.status}`);
      }
    };
    await post('warm-up');
    const postMs = await timed(async () => {
      const answer = await post('post');
      if (answer.status !== 201) throw new Error(`the bare server answered ${answer.status}`);
    });
    const patchesMs = await timed(() => patches('patches'));
    return { postMs, patchesMs };
  } finally {
    server.kill('SIGTERM');
    for (const name of readdirSync(dir)) if (name.startsWith('bare-')) rmSync(join(dir, name), { force: true });
  }
}

async function healthy(exited: () => boolean): Promise<void> {
  for (let i = 0; i < 2400; i++) {
    if (exited()) throw new Error('the server exited before /healthz answered');
    if (await fetch(`http://127.0.0.1:${PORT}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`port ${PORT} never became healthy`);
}

/** The size the server serves a stored model with, so a figure is never of an upload that stored less. */
async function storedSize(name: string): Promise<number | undefined> {
  const answer = await fetch(`http://127.0.0.1:${PORT}/uploads/model/${encodeURIComponent(name)}`, { method: 'HEAD' });
  const length = answer.headers.get('content-length');
  return answer.ok && length ? Number(length) : undefined;
}

const withoutS3 = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('S3_')));

export interface UploadFigures {
  rows: string[][];
  rawMs: number;
  passed: boolean;
}

/** Starts `npm start`'s default set-up (embedded PGlite, storage under DATA_DIR, the API in its worker) on a seeded data dir, and uploads. */
export async function uploadFigures(total = UPLOAD_BENCH_BYTES): Promise<UploadFigures> {
  const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), '--if-missing'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-files-'));
  const start = () =>
    spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
      cwd: root,
      // The embedded default: no S3_* from the caller's environment.
      env: { ...withoutS3(process.env), NODE_OPTIONS: '', PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', API_URL: '', REDIS_URL: '', JWT_SECRET: '', SHUTDOWN_DRAIN_MS: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  // A server as it usually runs: started on a data dir that holds its demo data already. The first start, which
  // loads the demo (86 files through the upload pipeline), is stopped once healthy, so its garbage is not collected
  // while the figures are taken.
  const first = start();
  const firstExited = new Promise<void>((resolve) => first.once('exit', () => resolve()));
  let firstGone = false;
  void firstExited.then(() => (firstGone = true));
  await healthy(() => firstGone);
  first.kill('SIGTERM');
  await firstExited;
  const child = start();
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => ((gone = true), resolve())));
  try {
    await healthy(() => gone);
    const signIn = await fetch(`http://127.0.0.1:${PORT}/api/authentication/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin12345!' }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
    const { accessToken: token } = (await signIn.json()) as { accessToken: string };
    // Both routes once first, so the figures are about the bytes, not the first call's code loading, nor V8 growing
    // a fresh process's young generation to its working size (up to 2 × 16 MiB in each of the two threads).
    await tusUpload(token, 'bench-warm-up-tus.bin', WARM_UP_BYTES);
    await multipartUpload(token, 'bench-warm-up-multipart.bin', WARM_UP_BYTES);
    // The same write to disk takes 50 to 700 ms from one run to the next on a virtual machine (the page cache's
    // state decides): it is sampled RAW_WRITE_SAMPLES times before the uploads, and the median is the baseline.
    const rawSamples: number[] = [];
    for (let i = 0; i < RAW_WRITE_SAMPLES; i++) {
      settle();
      rawSamples.push(await rawDiskWrite(dataDir, total));
    }
    settle();
    const bare = await bareHttpWrite(dataDir, total);
    const pid = child.pid!;
    const uploads = [];
    for (const [label, name, upload, bareMs] of [
      ['tus, 2 MiB PATCHes', 'bench-256mb-tus.bin', tusUpload, bare.patchesMs],
      ['multipart POST /api/upload/cloud/model, one streamed body', 'bench-256mb-multipart.bin', multipartUpload, bare.postMs],
    ] as const) {
      settle();
      const measured = await withRss(pid, () => upload(token, name, total));
      const stored = await storedSize(name);
      if (stored !== total) throw new Error(`${name}: stored ${stored ?? 'nothing'}, sent ${total} bytes`);
      uploads.push({ label, bareMs, ...measured });
    }
    const rawMs = median(rawSamples);
    const rows: string[][] = [];
    let passed = true;
    for (const { label, bareMs, before, peak, ms: elapsed, mainCpu, otherCpu } of uploads) {
      const growth = peak - before;
      const ratio = rawMs / elapsed;
      passed &&= growth <= MAX_RSS_GROWTH_BYTES && ratio >= MIN_THROUGHPUT_RATIO;
      rows.push([
        label,
        (before / MB).toFixed(0),
        (peak / MB).toFixed(0),
        `${(growth / MB).toFixed(1)}${growth <= MAX_RSS_GROWTH_BYTES ? '' : ' (over 32)'}`,
        ms(elapsed, 0),
        ((total / MB) / (elapsed / 1000)).toFixed(0),
        `${ratio.toFixed(2)}${ratio >= MIN_THROUGHPUT_RATIO ? '' : ' (under 0.8)'}`,
        (bareMs / elapsed).toFixed(2),
        `${ms(mainCpu, 0)} / ${ms(otherCpu, 0)}`,
      ]);
    }
    for (const [label, bareMs] of [
      ['the same client, 2 MiB PATCHes to a bare node:http server appending to a file (no checks, hash or record)', bare.patchesMs],
      ['the same client, one POST to that bare server', bare.postMs],
    ] as const) {
      rows.push([label, '', '', '', ms(bareMs, 0), ((total / MB) / (bareMs / 1000)).toFixed(0), (rawMs / bareMs).toFixed(2), '1.00', '']);
    }
    const range = `${ms(Math.min(...rawSamples), 0)}–${ms(Math.max(...rawSamples), 0)} ms`;
    rows.push([`fs.createWriteStream of the same bytes (no server): the median of ${rawSamples.length}, taken ${range}`, '', '', '', ms(rawMs, 0), ((total / MB) / (rawMs / 1000)).toFixed(0), '1.00', '', '']);
    return { rows, rawMs, passed };
  } finally {
    if (!gone) {
      child.kill('SIGTERM');
      await exited;
    }
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function uploadReport(): Promise<string> {
  const { rows, passed } = await uploadFigures();
  const table = markdownTable(
    [`${UPLOAD_BENCH_BYTES.toLocaleString('en')}-byte upload (\`npm start\`, PGlite, directory storage)`, 'server RSS before MiB', 'peak MiB', 'growth MiB (≤ 32)', 'ms', 'MiB/s', 'speed ÷ disk write (≥ 0.8)', 'speed ÷ the bare server, same requests', 'server CPU ms: main / busiest other thread'],
    rows,
  );
  return `${table}\n\n${passed ? 'Both uploads within the bounds.' : 'Not within the bounds: see the marked cells.'}`;
}

// ---------------------------------------------------------------------------------------------------------------
// (b) The file list at 10,000 files

export const LIST_FILES = 10_000;
const LIST_PAGE = 50;
const LIST_WARM_UP = 5;
const LIST_RUNS = 40;
const LIST_PATH = '/api/files/list/models';

/** LIST_FILES model rows, inserted straight into the table (a second apart, newest first as the list shows them). */
async function seedFileRows(db: Kysely<Database>): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  for (let from = 0; from < LIST_FILES; from += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, LIST_FILES - from) }, (_, k) => {
      const i = from + k;
      const name = `lista-${String(i).padStart(5, '0')}.glb`;
      return {
        kind: 'model',
        name,
        original_name: name,
        size: 100_000 + i,
        sha256: i.toString(16).padStart(64, '0'),
        content_type: 'model/gltf-binary',
        created_at: new Date(start + i * 1000),
      };
    });
    await db.insertInto('files').values(rows).execute();
  }
}

/** The list's first page and its last LIST_PAGE files (after walking the cursors there), p50/p95 over LIST_RUNS interleaved runs. */
export async function fileListRows(label: string, db: Kysely<Database>, api: ApiFetch, token: string): Promise<string[][]> {
  await seedFileRows(db);
  const page = async (query: string) => {
    const answer = await api(restRequest(`${LIST_PATH}?${query}`, token));
    if (answer.status !== 200) throw new Error(`${LIST_PATH}?${query} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
    return fileListSchema.parse(await answer.json());
  };
  const first = await page(`limit=${LIST_PAGE}`);
  if (first.total < LIST_FILES) throw new Error(`the list counts ${first.total} files, ${LIST_FILES} were seeded`);
  // The cursor before the last page: the largest pages up to there, then what is left but LIST_PAGE.
  let after = '';
  let seen = 0;
  while (first.total - seen > LIST_PAGE) {
    const limit = Math.min(200, first.total - seen - LIST_PAGE);
    const next = await page(`limit=${limit}${after ? `&after=${after}` : ''}`);
    seen += next.data.length;
    if (!next.next) throw new Error('the list ended before its last page');
    after = next.next;
  }
  const last = await page(`limit=${LIST_PAGE}&after=${after}`);
  if (last.data.length !== LIST_PAGE || last.next !== null) throw new Error(`the last page has ${last.data.length} files and a next cursor ${String(last.next)}`);
  const queries = { first: `limit=${LIST_PAGE}`, last: `limit=${LIST_PAGE}&after=${after}` };
  const times: Record<keyof typeof queries, number[]> = { first: [], last: [] };
  for (let i = 0; i < LIST_WARM_UP + LIST_RUNS; i++) {
    for (const which of ['first', 'last'] as const) {
      const elapsed = await timed(() => page(queries[which]));
      if (i >= LIST_WARM_UP) times[which].push(elapsed);
    }
  }
  const f = percentiles(times.first);
  const l = percentiles(times.last);
  return [
    [label, `first ${LIST_PAGE}`, `${ms(f.p50)} / ${ms(f.p95)}`],
    [label, `last ${LIST_PAGE} (after ${(first.total - LIST_PAGE).toLocaleString('en')})`, `${ms(l.p50)} / ${ms(l.p95)}`],
  ];
}

export function fileListTable(rows: readonly (readonly string[])[]): string {
  return markdownTable(['database', `GET ${LIST_PATH}, ${LIST_FILES.toLocaleString('en')} files`, `p50 / p95 ms (${LIST_RUNS} runs)`], rows);
}

// ---------------------------------------------------------------------------------------------------------------
// (c) The glTF check of the demo models

const VALIDATION_ROUNDS = 5;

/** validateModel (the check every model upload runs) on each demo model, VALIDATION_ROUNDS times; the split one with its siblings. */
export async function validationReport(): Promise<string> {
  const { demoFiles } = await import('@meble/api/seed/demo-files');
  const { validateModel } = await import('@meble/api/files/checks/gltf');
  const models = (await demoFiles()).filter((file) => file.kind === 'model');
  const bytesOf = new Map(models.map((model) => [model.originalName, model.bytes]));
  const checked = models.filter((model) => /\.(glb|gltf)$/.test(model.originalName));
  const times: number[] = [];
  let errors = 0;
  for (let round = 0; round < VALIDATION_ROUNDS; round++) {
    for (const model of checked) {
      times.push(
        await timed(async () => {
          const validation = await validateModel(model.bytes, model.originalName, (name) => Promise.resolve(bytesOf.get(name)), new Date().toISOString());
          if (!validation) throw new Error(`${model.originalName} was not checked`);
          errors += validation.errors + validation.missing.length;
        }),
      );
    }
  }
  if (errors > 0) throw new Error(`the demo models have ${errors} errors`);
  const { p50, p95 } = percentiles(times);
  const sizes = checked.map((model) => model.bytes.length);
  return markdownTable(
    ['glTF check (gltf-validator)', 'models', 'size', 'p50 ms', 'p95 ms', `all ${checked.length}, ms`],
    [[
      'demo models (.glb, one .gltf with its .bin and .png)',
      String(checked.length),
      `${(Math.min(...sizes) / 1024).toFixed(1)}–${(Math.max(...sizes) / 1024).toFixed(1)} KB`,
      ms(p50, 2),
      ms(p95, 2),
      ms(times.reduce((sum, t) => sum + t, 0) / VALIDATION_ROUNDS, 0),
    ]],
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!values.only || values.only === 'upload') console.log(`### A 256 MB upload through \`npm start\`\n\n${await uploadReport()}\n`);
  if (!values.only || values.only === 'list') {
    const { startApi } = await import('@meble/api/runtime');
    const { silentLogger } = await import('@meble/domain/logger');
    const { signIn } = await import('./rest.ts');
    const dataDir = mkdtempSync(join(tmpdir(), 'meble-bench-list-'));
    const api = await startApi({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', JWT_SECRET: '' }, { log: silentLogger });
    try {
      const apiFetch: ApiFetch = (r) => Promise.resolve(api.api.fetch(r));
      const token = await signIn(apiFetch, 'admin@example.com', 'Admin12345!');
      console.log(`### File list at ${LIST_FILES.toLocaleString('en')} files\n\n${fileListTable(await fileListRows('PGlite (embedded)', api.db, apiFetch, token))}\n`);
    } finally {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!values.only || values.only === 'validation') console.log(`### The glTF check of the demo models\n\n${await validationReport()}\n`);
}
