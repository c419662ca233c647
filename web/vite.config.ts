import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModulesFile, webPlugins } from './vite.plugins.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [...webPlugins(), chunkModulesFile(root)],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // web/scripts/route-js-size.ts reads .vite/manifest.json (and chunkModulesFile's list) to measure what a route loads.
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/uploads': gateway,
      '/healthz': gateway,
    },
  },
});
