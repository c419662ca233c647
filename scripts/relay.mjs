// Runs the Relay compiler; its artifact directory must exist first (the compiler does not create it).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

mkdirSync(new URL('../web/src/__generated__', import.meta.url), { recursive: true });
// The package's own binary, so this works outside `npm run` too (no node_modules/.bin on PATH).
const compiler = fileURLToPath(new URL('../node_modules/.bin/relay-compiler', import.meta.url));
const result = spawnSync(compiler, process.argv.slice(2), {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
