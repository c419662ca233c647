import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import { webPlugins } from './web/vite.plugins.ts';

// graphql 16 ships CJS (`main`) and ESM (`module`): Node loads the CJS one for Pothos and Yoga, so our
// source must get the same copy, or `instanceof` checks fail across the two.
const graphqlCjs = { alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }] };

// One runner, five projects; scripts/test.mjs runs `integration` a second time on PostgreSQL.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/**/*.test.ts'], environment: 'node' } },
      { resolve: graphqlCjs, test: { name: 'gateway', include: ['gateway/**/*.test.ts'], environment: 'node' } },
      {
        plugins: webPlugins(),
        test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['web/src/test-setup.ts'] },
      },
      {
        resolve: graphqlCjs,
        test: {
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/dist/**', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/kit/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'dist', include: ['tests/dist/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
