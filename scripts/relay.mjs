// Runs the Relay compiler; its artifact directory must exist first (the compiler does not create it).
// It also writes the web's persisted operations (relay.config.js persistConfig): web/persisted-operations.json maps
// each operation's id (the SHA-256 of its text) to its text; the gateway accepts exactly these ids. The map is
// written afresh on every compile (emptied, then --repersist), so an operation removed from the web leaves it too;
// with --validate (npm test) nothing is written and the map is checked against the artifacts instead.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const generated = new URL('../web/src/__generated__/', import.meta.url);
const PERSISTED_OPERATIONS = fileURLToPath(new URL('../web/persisted-operations.json', import.meta.url));

mkdirSync(generated, { recursive: true });
const args = process.argv.slice(2);
const validating = args.includes('--validate');
// The compiler refuses a persistConfig whose file does not exist.
if (!validating) writeFileSync(PERSISTED_OPERATIONS, '{}\n');
// The package's own binary, so this works outside `npm run` too (no node_modules/.bin on PATH).
const compiler = fileURLToPath(new URL('../node_modules/.bin/relay-compiler', import.meta.url));
const result = spawnSync(compiler, validating ? args : [...args, '--repersist'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);

// Every operation artifact names its id; the map holds exactly those ids, each the hash of its text.
let map;
try {
  map = JSON.parse(readFileSync(PERSISTED_OPERATIONS, 'utf8'));
} catch {
  map = null;
}
const ids = readdirSync(generated)
  .filter((name) => name.endsWith('.graphql.ts'))
  .map((name) => /"id": "([0-9a-f]{64})"/.exec(readFileSync(new URL(name, generated), 'utf8'))?.[1])
  .filter((id) => id !== undefined)
  .sort();
const problems = [];
if (!map || typeof map !== 'object') problems.push('the file is not a JSON object');
else {
  for (const id of ids) if (typeof map[id] !== 'string') problems.push(`no text for ${id}`);
  for (const [id, text] of Object.entries(map)) {
    if (!ids.includes(id)) problems.push(`${id} belongs to no artifact`);
    else if (createHash('sha256').update(text).digest('hex') !== id) problems.push(`${id} is not the hash of its text`);
  }
}
if (problems.length > 0) {
  process.stderr.write(`web/persisted-operations.json is stale (run node scripts/relay.mjs):\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
if (!validating) writeFileSync(PERSISTED_OPERATIONS, `${JSON.stringify(Object.fromEntries(ids.map((id) => [id, map[id]])), null, 2)}\n`);
