import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { webPlugins } from './web/vite.plugins.ts';

// graphql 16 ships CJS (`main`) and ESM (`module`): Node loads the CJS one for Pothos and Yoga, so our
// source must get the same copy, or `instanceof` checks fail across the two.
const graphqlCjs = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

/**
 * The API's integration files whose outcome does not depend on the database engine (hashing, throttling, tokens,
 * HTTP plumbing, storage, processes on PGlite data dirs): they run once, on PGlite. Every other file under tests/api/
 * exercises the API's SQL and runs on PGlite and again on PostgreSQL (`integration-postgres`). The graph's files
 * (tests/gateway/) run once: they test the gateway over the API, whose SQL on each engine is tests/api/'s subject.
 */
const ENGINE_INDEPENDENT = [
  'tests/api/body-limits.test.ts',
  'tests/api/config.test.ts',
  'tests/api/node-server.test.ts',
  'tests/api/openapi-health.test.ts',
  'tests/api/password.test.ts',
  'tests/api/redis-outage.test.ts',
  'tests/api/redis-throttle.test.ts',
  'tests/api/sessions.test.ts',
  'tests/api/sign-in.test.ts',
  'tests/api/throttle-keys.test.ts',
  'tests/api/throttle.test.ts',
  'tests/api/worker-bridge.test.ts',
  'tests/api/storage.test.ts',
  'tests/api/uploads-serving.test.ts',
  // The storage is what differs (S3 against a directory), not the SQL, which uploads.test.ts runs on both engines.
  'tests/api/uploads-s3.test.ts',
];

const integration = {
  include: ['tests/**/*.test.ts'],
  exclude: ['tests/e2e/**', 'tests/dist/**', '**/node_modules/**'],
  environment: 'node' as const,
  isolate: false,
  // Each file clones its own database from the run's template (tests/kit/database.ts), so files run in parallel.
  globalSetup: ['tests/kit/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// The API's files that use SQL again on a PostgreSQL server, when one is given: in the same run, on the same
// workers, so the two engines share one start and neither leaves a core idle while the other's last files end.
const onPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        resolve: graphqlCjs,
        test: { ...integration, name: 'integration-postgres', include: ['tests/api/**/*.test.ts'], exclude: [...integration.exclude, ...ENGINE_INDEPENDENT] },
      },
    ]
  : [];

// One runner, five projects (six with TEST_DATABASE_URL). With `isolate: false` the workers take one project's files
// after another's, and each change costs a pause of seconds (seen in the run's file timings), so projects are few:
// the engine-independent files are part of `integration`, not a project of their own.
export default defineConfig({
  test: {
    // Vitest leaves one core free by default (one worker on a 2-core machine); the main process mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      // A deadline that catches a hang, not a slow machine: the default 5 s failed under the suite's own load.
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 20_000 } },
      {
        resolve: graphqlCjs,
        test: { name: 'gateway', include: ['gateway/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 20_000 },
      },
      {
        plugins: webPlugins(),
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['web/src/test-setup.ts'],
          // Rendering a 50-row list in jsdom takes about 3 s of CPU: 5 s is too tight with two workers on two busy cores.
          testTimeout: 20_000,
        },
      },
      { resolve: graphqlCjs, test: { ...integration, name: 'integration' } },
      ...onPostgres,
      { test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
