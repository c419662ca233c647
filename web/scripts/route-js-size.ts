import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The login route's module as Vite names it in the manifest (relative to web/). */
export const LOGIN_MODULE = 'src/screens/login/LoginScreen.tsx';

/** The signed-in shell's route with the route table (routes/router.tsx loads it on the first address past login). */
export const SIGNED_IN_ROUTES_MODULE = 'src/routes/shellRoute.tsx';

/** What every signed-in route loads besides its own screen: the route table, the shell's layout and the guard's query. */
export const SHELL_MODULES = [SIGNED_IN_ROUTES_MODULE, 'src/shell/AppShell.tsx', 'src/shell/shellData.ts'];

/** Written by web/vite.plugins.ts `chunkModulesFile()` beside the manifest, relative to the build's folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** Each JS file of the build → the modules in it (named as the manifest names them) → their size before minifying. */
export type ChunkModules = Record<string, Record<string, number>>;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function readChunkModules(distDir: string): ChunkModules {
  return JSON.parse(readFileSync(join(distDir, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules;
}

/** The manifest's chunks a route loads: the entry, the given chunks, and everything they import statically. */
function routeChunks(distDir: string, modules: readonly string[]): ManifestChunk[] {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const chunks = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (chunks.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${distDir}/.vite/manifest.json`);
    chunks.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  for (const module of modules) visit(module);
  return [...chunks.values()];
}

/** The files (JS and CSS) a route loads: the entry, the given chunks, and everything they import statically. */
function routeFiles(distDir: string, modules: readonly string[]): { js: string[]; css: string[] } {
  const chunks = routeChunks(distDir, modules);
  const js = new Set(chunks.flatMap((chunk) => (chunk.file.endsWith('.js') ? [chunk.file] : [])));
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  return { js: [...js].sort(), css: [...css].sort() };
}

/** The JS files a route loads: the entry, the route's chunk, and everything they import statically. */
export function routeJsFiles(distDir: string, routeModule: string): string[] {
  return routeFiles(distDir, [routeModule]).js;
}

const gzipSum = (distDir: string, files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);

export function routeGzipBytes(distDir: string, routeModule: string): number {
  return gzipSum(distDir, routeJsFiles(distDir, routeModule));
}

export interface RouteSize {
  module: string;
  jsGzip: number;
  cssGzip: number;
}

/** Every signed-in screen with what it loads (entry + shell + screen), largest JS first. */
export function signedInRouteSizes(distDir: string): RouteSize[] {
  const manifest = readManifest(distDir);
  const screens = Object.keys(manifest).filter(
    (key) => manifest[key]?.isDynamicEntry && key.startsWith('src/screens/') && key !== LOGIN_MODULE,
  );
  return screens
    .map((module) => {
      const { js, css } = routeFiles(distDir, [...SHELL_MODULES, module]);
      return { module, jsGzip: gzipSum(distDir, js), cssGzip: gzipSum(distDir, css) };
    })
    .sort((a, b) => b.jsGzip - a.jsGzip);
}

/** CSS (gzip) the login route loads. */
export function loginRouteCssGzipBytes(distDir: string): number {
  return gzipSum(distDir, routeFiles(distDir, [LOGIN_MODULE]).css);
}

/** Gzip bytes of the JS the login screen loads (entry + login chunk + their static imports). */
export function loginRouteGzipBytes(distDir: string): number {
  return routeGzipBytes(distDir, LOGIN_MODULE);
}

/** Every module in the JS the login screen loads (manifest names: `src/…`, `../domain/src/…`, `node_modules/…`). */
export function loginRouteModules(distDir: string): string[] {
  const chunkModules = readChunkModules(distDir);
  return routeJsFiles(distDir, LOGIN_MODULE)
    .flatMap((file) => Object.keys(chunkModules[file] ?? {}))
    .sort();
}

/** The modules the login route's chunks load lazily (`import()`): what may follow it, never what it carries. */
export function loginRouteLazyImports(distDir: string): string[] {
  const lazy = routeChunks(distDir, [LOGIN_MODULE]).flatMap((chunk) => chunk.dynamicImports ?? []);
  return [...new Set(lazy)].sort();
}

/** Every module of the build, in whichever chunk (to check that a name the tests look for exists at all). */
export function builtModules(distDir: string): string[] {
  return [...new Set(Object.values(readChunkModules(distDir)).flatMap((modules) => Object.keys(modules)))].sort();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const chunkModules = readChunkModules(distDir);
  // Chunk by chunk (gzip), and in each its modules by their size before minifying.
  for (const file of routeJsFiles(distDir, LOGIN_MODULE)) {
    console.log(`${file}: ${kb(gzipSum(distDir, [file]))} gzip`);
    const modules = Object.entries(chunkModules[file] ?? {}).sort(([, a], [, b]) => b - a);
    for (const [module, length] of modules) console.log(`  ${kb(length).padStart(9)}  ${module}`);
  }
  console.log(`login route: JS ${kb(loginRouteGzipBytes(distDir))}, CSS ${kb(loginRouteCssGzipBytes(distDir))} gzip`);
  console.log(`login route loads lazily: ${loginRouteLazyImports(distDir).join(', ')}`);
  for (const { module, jsGzip, cssGzip } of signedInRouteSizes(distDir)) console.log(`${module}: JS ${kb(jsGzip)}, CSS ${kb(cssGzip)} gzip`);
}
