// `npm test`: every check; stops at the first failure and ends with one "N passed, N failed" line for all the
// tests that ran. Sized to two cores: each step after the build has the machine to itself, or shares it with one
// that keeps a single core busy. Steps side by side that each want both cores (the Chromium suite, a Vitest pass)
// take longer together than one after the other: the browser's processes and Vitest's workers starve each other, and
// deadlines sized for the work start to fail. So: lint beside the build; the typecheck beside the built output's
// tests; then one Vitest run (PGlite, and PostgreSQL with TEST_DATABASE_URL) and the Chromium suite, each alone. A
// step that runs alone prints as it goes; the others print when they end.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

/** Runs one command; `buffered`: its output is held and printed when it ends (it runs beside another step). */
function run(title, command, env = {}, { buffered = false } = {}) {
  const header = `\n━━ ${title}\n$ ${command}\n`;
  if (!buffered) process.stdout.write(header);
  const started = Date.now();
  const child = spawn(command, {
    cwd: root,
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`${header}${Buffer.concat(output).toString()}`);
      summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(code === 0);
    });
  });
}

function countVitest(file, label) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  summary.push(`     ${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`);
}

function countPlaywright(file, label = '') {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  summary.push(`     end-to-end${label}: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
}

function finish(ok) {
  process.stdout.write(`\n━━ Summary\n${summary.join('\n')}\n\n`);
  if (!ok && failed === 0) failed = 1; // a failed step that is not a test still fails the run
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exit(ok ? 0 : 1);
}

const vitest = (projects, report, env, options) =>
  run(
    `vitest: ${projects.join(', ')}`,
    `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${report}`,
    env,
    options,
  );

/** An empty database beside TEST_DATABASE_URL's, for the end-to-end run on PostgreSQL. */
async function freshDatabase(url, suffix) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, '_');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => admin.end());
    },
  };
}

async function endToEnd(label, file, env) {
  if (!existsSync('/usr/bin/chromium')) {
    summary.push('FAIL end-to-end: /usr/bin/chromium is missing (apt-get install chromium; .ci/run does it)');
    return false;
  }
  const ok = await run(
    `end-to-end in Chromium${label}`,
    'npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json',
    { PLAYWRIGHT_JSON_OUTPUT_NAME: file, ...env },
  );
  countPlaywright(file, label);
  return ok;
}

/** Once per run: on PostgreSQL when TEST_DATABASE_URL is set (the integration suite covers PGlite), else on PGlite. */
async function endToEndOnce() {
  const file = join(reports, 'e2e.json');
  if (!process.env.TEST_DATABASE_URL) return endToEnd(' on PGlite', file, {});
  const database = await freshDatabase(process.env.TEST_DATABASE_URL, 'e2e');
  try {
    return await endToEnd(' on PostgreSQL', file, { E2E_DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

/** Steps one after another, up to the first failure. */
async function inOrder(steps) {
  for (const step of steps) {
    let ok;
    try {
      ok = await step();
    } catch (error) {
      summary.push(`FAIL could not read a report: ${error}`);
      ok = false;
    }
    if (!ok) return false;
  }
  return true;
}

/** Domain, gateway, web and integration on PGlite; with TEST_DATABASE_URL the files that use SQL on PostgreSQL too. */
const unitAndIntegration = async () => {
  const file = join(reports, 'unit.json');
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  const ok = await vitest(['domain', 'gateway', 'web', 'integration', ...(postgres ? ['integration-postgres'] : [])], file);
  countVitest(file, `domain, gateway (schema freshness incl.), web, integration on PGlite${postgres ? ', and on PostgreSQL' : ''}`);
  if (!postgres) summary.push('skip integration on PostgreSQL (TEST_DATABASE_URL not set)');
  return ok;
};

const builtOutput = async () => {
  const file = join(reports, 'dist.json');
  const ok = await vitest(['dist'], file, {}, { buffered: true });
  countVitest(file, 'built output (route sizes)');
  return ok;
};

const ok = await inOrder([
  () => run('Relay compiler (validate)', 'node scripts/relay.mjs --validate'),
  async () => {
    const [built, linted] = await Promise.all([
      run('production build: web app and server bundles', 'npm run build'),
      run('lint', 'npx eslint .', {}, { buffered: true }),
    ]);
    return built && linted;
  },
  // After the build, which rewrites web/persisted-operations.json that the typecheck reads.
  async () => {
    const [typed, dist] = await Promise.all([run('typecheck', 'npm run --silent typecheck', {}, { buffered: true }), builtOutput()]);
    return typed && dist;
  },
  unitAndIntegration,
  endToEndOnce,
]);
finish(ok);
