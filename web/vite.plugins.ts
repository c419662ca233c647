import { fileURLToPath } from 'node:url';
import babelImport from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import type { Plugin, PluginOption } from 'vite';

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
