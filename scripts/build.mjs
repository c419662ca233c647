// `npm run build`: Relay artifacts, the web app (web/dist, with .br/.gz beside each text file) and the server
// bundles (dist/: plain ESM for `node`). Each is built in a folder of its own under .tmp and renamed into place,
// so a running server or a concurrent start never reads half a build; a lock keeps two builds from working at once.
// `--if-missing` (used by `npm start`): build only when dist or web/dist is absent, checked again under the lock.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
export const serverDist = join(root, 'dist');
export const webDist = join(root, 'web', 'dist');

/** What `npm start` and the npm scripts run: name → [source, bundle under dist/]. */
export const ENTRIES = {
  gateway: ['gateway/src/main.ts', 'server/gateway.mjs'],
  api: ['api/src/main.ts', 'server/api.mjs'],
  'create-admin': ['api/src/cli/create-admin.ts', 'cli/create-admin.mjs'],
  'seed-demo': ['api/src/cli/seed-demo.ts', 'cli/seed-demo.mjs'],
  'seed-scale': ['api/src/cli/seed-scale.ts', 'cli/seed-scale.mjs'],
};

/** Worker threads the entries start (never started by name): source → bundle under dist/, beside their starter. */
const WORKERS = [['api/src/worker/api-worker.ts', 'server/api-worker.mjs']];

/** True when every bundle and the web app are in place. */
export function isBuilt() {
  return (
    existsSync(join(webDist, 'index.html')) &&
    [...Object.values(ENTRIES), ...WORKERS].every(([, bundle]) => existsSync(join(serverDist, bundle)))
  );
}

// Loaded from node_modules at run time rather than bundled: PGlite finds its .wasm and .data files beside its own
// module (import.meta.url), and GraphiQL's 9 MB page would be parsed at every start although few ever open it.
const EXTERNAL = [/^@electric-sql\/pglite(\/|$)/, /^@graphql-yoga\/render-graphiql(\/|$)/];

async function bundleServers(outDir) {
  const { build } = await import('rolldown');
  // One file per entry (no shared chunks): nothing is read from dist after start, so a rebuild cannot mix versions.
  for (const [source, bundle] of [...Object.values(ENTRIES), ...WORKERS]) {
    await build({
      input: join(root, source),
      cwd: root,
      platform: 'node',
      external: EXTERNAL,
      logLevel: 'warn',
      output: { file: join(outDir, bundle), format: 'esm', codeSplitting: false, sourcemap: true },
    });
  }
  // The servers' own package.json is CommonJS-typed at the root: .mjs makes the format explicit anyway.
  writeFileSync(join(outDir, 'build.json'), `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`);
}

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;

/** .br and .gz beside every text file worth it, so serving them costs no CPU per request. */
async function precompress(dir) {
  const files = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= 1024) files.push(full);
    }
  };
  walk(dir);
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      await writeFile(`${file}.br`, await br(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
    }),
  );
}

async function buildWeb(outDir) {
  const relay = spawnSync(process.execPath, [join(root, 'scripts', 'relay.mjs')], { cwd: root, stdio: 'inherit' });
  if (relay.status !== 0) throw new Error('the Relay compiler failed');
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web', 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await precompress(outDir);
}

/** Renames `staged` to `target`, moving an existing target aside first (a directory cannot be renamed over a full one). */
function moveIntoPlace(staged, target) {
  const aside = [];
  for (let attempt = 0; ; attempt++) {
    const old = `${staged}.old-${attempt}`;
    try {
      renameSync(target, old);
      aside.push(old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(staged, target);
      break;
    } catch (error) {
      // Another build put its own result there in between (only after a lock went stale): take its place again.
      if ((error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') || attempt >= 5) throw error;
    }
  }
  for (const old of aside) rmSync(old, { recursive: true, force: true });
}

const lockDir = join(root, '.tmp', 'build.lock');
const STALE_LOCK_MS = 10 * 60_000;

function lockIsStale() {
  try {
    const owner = JSON.parse(readFileSync(join(lockDir, 'owner.json'), 'utf8'));
    if (Date.now() - owner.since > STALE_LOCK_MS) return true;
    if (owner.host !== hostname()) return false;
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    if (error.code === 'ESRCH') return true; // its builder died
    // No owner yet: a lock being created right now, or one whose builder died before writing it.
    try {
      return Date.now() - statSync(lockDir).mtimeMs > STALE_LOCK_MS;
    } catch {
      return false;
    }
  }
}

/** mkdir is atomic: whoever creates the folder builds; the others wait for it to go. */
async function withLock(work) {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (lockIsStale()) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!announced) process.stderr.write('Czekam, aż skończy się budowanie uruchomione w innym procesie…\n');
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  writeFileSync(join(lockDir, 'owner.json'), JSON.stringify({ pid: process.pid, host: hostname(), since: Date.now() }));
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export async function build({ ifMissing = false } = {}) {
  await withLock(async () => {
    if (ifMissing && isBuilt()) return;
    const staging = join(root, '.tmp', `build-${process.pid}-${Date.now()}`);
    try {
      const started = performance.now();
      await buildWeb(join(staging, 'web'));
      await bundleServers(join(staging, 'dist'));
      // The web app first: a start that sees the new servers also sees their web app.
      moveIntoPlace(join(staging, 'web'), webDist);
      moveIntoPlace(join(staging, 'dist'), serverDist);
      process.stdout.write(`Zbudowano ${relative(root, webDist)} i ${relative(root, serverDist)} w ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    await build({ ifMissing: process.argv.includes('--if-missing') });
  } catch (error) {
    process.stderr.write(`Budowanie nie powiodło się: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  }
}
