import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);
// A data dir per port, so two runs on one machine (E2E_PORT) do not remove each other's database.
const dataDir = fileURLToPath(new URL(`../../.tmp/e2e-data-${port}`, import.meta.url));
// E2E_DATABASE_URL: the same tests against a PostgreSQL server (an empty database, given by scripts/test.mjs).
const databaseUrl = process.env.E2E_DATABASE_URL ?? '';
// Every run starts on a fresh embedded database, so the demo data is loaded as on a new machine. Workers load
// this file again while the server runs: only the main process (no TEST_WORKER_INDEX) may remove the data.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Every spec seeds and asserts on records of its own (seed.ts), so tests run side by side on one server and
  // database: two workers, the two cores' worth. Each worker signs in once per account (session.ts).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Deadlines that catch a hang, not a slow machine: the suite shares two cores with the Vitest lane.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: fileURLToPath(new URL(`../../.tmp/e2e-results-${port}`, import.meta.url)),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pl-PL',
    // Recording a trace costs a fifth of the suite's CPU even when it is thrown away: a failure keeps a screenshot,
    // and `npm run test:e2e -- --trace on` records traces when one is needed.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', grepInvert: /@whole-database/, teardown: 'whole-database' },
    // Tests that count the whole database (tagged '@whole-database') run alone once every other test has ended,
    // passed or not: as a teardown project, so nothing else writes meanwhile and no failure here skips the rest.
    { name: 'whole-database', grep: /@whole-database/ },
  ],
  webServer: {
    // On a database server there is no automatic demo data (D15): it is loaded as an operator would.
    command: databaseUrl ? 'node scripts/start.mjs seed-demo && node scripts/start.mjs' : 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: databaseUrl ? 'end-to-end-tests-only-secret-0123456789abcdef' : '',
      API_URL: '',
      REDIS_URL: '',
      // Nothing balances load here: the server stops at once when the suite ends.
      SHUTDOWN_DRAIN_MS: '0',
    },
  },
});
