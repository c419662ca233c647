import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The login route's module as Vite names it in the manifest (relative to web/). */
export const LOGIN_MODULE = 'src/screens/login/LoginScreen.tsx';

/** What every signed-in route loads besides its own screen: the shell's layout and the guard's query. */
export const SHELL_MODULES = ['src/shell/AppShell.tsx', 'src/shell/shellData.ts'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The files (JS and CSS) a route loads: the entry, the given chunks, and everything they import statically. */
function routeFiles(distDir: string, modules: readonly string[]): { js: string[]; css: string[] } {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${distDir}/.vite/manifest.json`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  for (const module of modules) visit(module);
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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  for (const file of routeJsFiles(distDir, LOGIN_MODULE)) console.log(file);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`login route: JS ${kb(loginRouteGzipBytes(distDir))}, CSS ${kb(loginRouteCssGzipBytes(distDir))} gzip`);
  for (const { module, jsGzip, cssGzip } of signedInRouteSizes(distDir)) console.log(`${module}: JS ${kb(jsGzip)}, CSS ${kb(cssGzip)} gzip`);
}
