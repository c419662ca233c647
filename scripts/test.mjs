// `npm test`: every check in order; stops at the first failure and ends with one
// "N passed, N failed" line for all the tests that ran.
import { spawnSync } from 'node:child_process';
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

function run(title, command, env = {}) {
  process.stdout.write(`\n━━ ${title}\n$ ${command}\n`);
  const started = Date.now();
  const result = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, ...env } });
  summary.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
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

const vitest = (projects, report, env) =>
  run(
    `vitest: ${projects.join(', ')}${env?.TEST_DB_KIND ? ` on ${env.TEST_DB_KIND}` : ''}`,
    `npx vitest run ${projects.map((p) => `--project ${p}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${report}`,
    env,
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

function endToEnd(label, file, env) {
  if (!existsSync('/usr/bin/chromium')) {
    summary.push('FAIL end-to-end: /usr/bin/chromium is missing (apt-get install chromium; .ci/run does it)');
    return false;
  }
  const ok = run(`end-to-end in Chromium${label}`, 'npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json', {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    ...env,
  });
  countPlaywright(file, label);
  return ok;
}

const steps = [
  () => run('typecheck', 'npx tsc -p tsconfig.json --noEmit'),
  () => run('Relay compiler (validate)', 'node scripts/relay.mjs --validate'),
  () => {
    const file = join(reports, 'unit.json');
    const ok = vitest(['domain', 'gateway', 'web', 'integration'], file, { TEST_DB_KIND: 'pglite' });
    countVitest(file, 'domain, gateway (schema freshness incl.), web, integration on PGlite');
    return ok;
  },
  () => {
    if (!process.env.TEST_DATABASE_URL) {
      summary.push('skip integration on PostgreSQL (TEST_DATABASE_URL not set)');
      return true;
    }
    const file = join(reports, 'postgres.json');
    const ok = vitest(['integration'], file, { TEST_DB_KIND: 'postgres' });
    countVitest(file, 'integration on PostgreSQL');
    return ok;
  },
  () => run('production build', 'npm run build'),
  () => {
    const file = join(reports, 'dist.json');
    const ok = vitest(['dist'], file);
    countVitest(file, 'built output (route sizes)');
    return ok;
  },
  () => endToEnd('', join(reports, 'e2e.json'), {}),
  async () => {
    if (!process.env.TEST_DATABASE_URL) {
      summary.push('skip end-to-end on PostgreSQL (TEST_DATABASE_URL not set)');
      return true;
    }
    const database = await freshDatabase(process.env.TEST_DATABASE_URL, 'e2e');
    try {
      // Two ports above the PGlite run's, so two checkouts can run their suites side by side (E2E_PORT).
      const port = String(Number(process.env.E2E_PORT ?? 4173) + 2);
      return endToEnd(' on PostgreSQL', join(reports, 'e2e-postgres.json'), { E2E_DATABASE_URL: database.url, E2E_PORT: port });
    } finally {
      await database.drop();
    }
  },
];

for (const step of steps) {
  let ok;
  try {
    ok = await step();
  } catch (error) {
    summary.push(`FAIL could not read a report: ${error}`);
    ok = false;
  }
  if (!ok) finish(false);
}
finish(true);
