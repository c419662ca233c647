import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

/** The login route's module as Vite names it in the manifest (relative to web/). */
export const LOGIN_MODULE = 'src/screens/login/LoginScreen.tsx';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS files a route loads: the entry, the route's chunk, and everything they import statically. */
export function routeJsFiles(distDir: string, routeModule: string): string[] {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not in ${distDir}/.vite/manifest.json`);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  visit(routeModule);
  return [...files].sort();
}

export function routeGzipBytes(distDir: string, routeModule: string): number {
  return routeJsFiles(distDir, routeModule).reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length,
    0,
  );
}

/** Gzip bytes of the JS the login screen loads (entry + login chunk + their static imports). */
export function loginRouteGzipBytes(distDir: string): number {
  return routeGzipBytes(distDir, LOGIN_MODULE);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
  for (const file of routeJsFiles(distDir, LOGIN_MODULE)) console.log(file);
  console.log(`login route JS: ${(loginRouteGzipBytes(distDir) / 1024).toFixed(1)} KB gzip`);
}
