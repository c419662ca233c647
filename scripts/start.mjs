// `npm start` (and start:api, create-admin, seed:demo, seed:scale): runs a bundle from dist/ with plain node, in this
// process: no TypeScript loader, no devDependencies. Builds once when dist is missing (a fresh clone); an existing
// build is never rebuilt here (`npm run build` does that), so replicas sharing a checkout cannot race on it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENTRIES, isBuilt, serverDist } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [name = 'gateway', ...args] = process.argv.slice(2);
const entry = ENTRIES[name];
if (!entry) {
  process.stderr.write(`Nieznany program „${name}”; dostępne: ${Object.keys(ENTRIES).join(', ')}.\n`);
  process.exit(1);
}

if (!isBuilt()) {
  process.stdout.write('Brak zbudowanej aplikacji (dist): budowanie…\n');
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--if-missing'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Newest modification time under `path` (sources only). */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__generated__') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/** A hint only: sources edited after the build are not rebuilt by a start. */
function warnWhenStale() {
  try {
    const sources = ['domain/src', 'api/src', 'gateway/src', 'web/src', 'web/index.html'].map((path) => join(root, path)).filter(existsSync);
    const builtAt = statSync(join(serverDist, 'build.json')).mtimeMs;
    if (sources.length > 0 && Math.max(...sources.map(newest)) > builtAt) {
      process.stderr.write('Uwaga: źródła są nowsze niż zbudowana aplikacja; uruchom `npm run build`, aby ją odświeżyć.\n');
    }
  } catch {
    // no sources beside the build (a deployed dist): nothing to compare
  }
}

const bundle = join(serverDist, entry[1]);
// The bundle sees the command line as if started with `node dist/…` itself (its own arguments from argv[2]).
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
setImmediate(warnWhenStale);
