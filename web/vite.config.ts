import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';
import { chunkModulesFile, webPlugins } from './vite.plugins.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * React Router 7 exports only its development build (dev warnings on) whatever the mode; the production build beside
 * it differs only in ENABLE_DEV_WARNINGS, so `vite build` takes that one (none when a release stops shipping it).
 */
function reactRouterProduction(): Alias[] {
  const production = join(dirname(dirname(createRequire(import.meta.url).resolve('react-router'))), 'production');
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  if (!Object.values(files).every((file) => existsSync(join(production, file)))) return [];
  return Object.entries(files).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: join(production, file) }));
}

export default defineConfig(({ command }) => ({
  root,
  plugins: [...webPlugins(), chunkModulesFile(root)],
  resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // web/scripts/route-js-size.ts reads .vite/manifest.json (and chunkModulesFile's list) to measure what a route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry loads (React, ReactDOM, React Router, the router's login route) in one file: it gzips
          // smaller than the four shared chunks the automatic split makes of it.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/uploads': gateway,
      '/healthz': gateway,
    },
  },
}));
