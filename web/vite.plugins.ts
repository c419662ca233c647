import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import babelImport from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';
import { CHUNK_MODULES_FILE, type ChunkModules } from './scripts/route-js-size.ts';

// The root package is CommonJS, so a root vitest.config.ts is bundled to CJS and this ESM-only
// default export arrives wrapped in its namespace object: unwrap it either way.
type BabelFactory = typeof babelImport;
const babel: BabelFactory =
  typeof babelImport === 'function' ? babelImport : (babelImport as unknown as { default: BabelFactory }).default;

/** Absolute, because babel-plugin-relay resolves a relative path against the working directory. */
export const relayArtifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

/**
 * Relay's TypeScript artifacts import only types from relay-runtime but write `import { ConcreteRequest }`
 * without `type`; with `verbatimModuleSyntax` the transpiler keeps that import, which would pull the
 * whole Relay runtime into chunks that only need an artifact's text (the login screen). Mark it type-only.
 */
export function relayArtifactTypeImports(): Plugin {
  return {
    name: 'meble:relay-artifact-type-imports',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/ },
      handler(code) {
        const rewritten = code.replace(/^import \{([^}]*)\} from 'relay-runtime';$/gm, "import type {$1} from 'relay-runtime';");
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/** A module's name as Vite's manifest writes it (relative to web/), a package's from its node_modules folder. */
function moduleName(root: string, id: string): string {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '').replaceAll('\\', '/');
  const inPackage = path.lastIndexOf('node_modules/');
  if (inPackage >= 0) return path.slice(inPackage);
  return path.startsWith('/') ? relative(root, path).replaceAll('\\', '/') : path;
}

/**
 * Writes CHUNK_MODULES_FILE beside the manifest: every JS file of the build with the modules in it and their size
 * before minifying. The manifest names chunks only; web/scripts/route-js-size.ts needs to say which module a route
 * carries (and tests/dist/route-size.test.ts that the login route carries no route table).
 */
export function chunkModulesFile(root: string): Plugin {
  return {
    name: 'meble:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const id of output.moduleIds) {
          const length = output.modules[id]?.renderedLength ?? 0;
          if (length > 0) modules[moduleName(root, id)] = length;
        }
        chunks[output.fileName] = modules;
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/** Shared by web/vite.config.ts and the root vitest.config.mts (project `web`); fresh instances per call. */
export function webPlugins(): PluginOption[] {
  return [
    relayArtifactTypeImports(),
    react(),
    babel({
      include: /[\\/]web[\\/]src[\\/].*\.tsx?$/,
      plugins: [['relay', { eagerEsModules: true, artifactDirectory: relayArtifactDirectory }]],
    }),
  ];
}
