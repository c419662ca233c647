// Runs the Relay compiler; its artifact directory must exist first (the compiler does not create it).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync(new URL('../web/src/__generated__', import.meta.url), { recursive: true });
const result = spawnSync('relay-compiler', process.argv.slice(2), { stdio: 'inherit', shell: true });
process.exit(result.status ?? 1);
