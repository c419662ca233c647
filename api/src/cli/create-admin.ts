import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { adminAccountSchema, passwordSchema } from '@meble/domain/auth';
import { messages } from '@meble/domain/messages';
import { createPasswordHasher } from '../auth/password.ts';
import { recordedCreate } from '../history/recorded.ts';
import { userRecorder } from '../users/recorder.ts';
import { EmailTaken, findUserByEmail, insertUser } from '../users/repository.ts';
import { describeTarget, openCliDatabase } from './database.ts';

// `npm run create-admin -- --email … --name … [--city …]`: the first administrator on a database server (D15).
const USAGE =
  'Użycie: npm run create-admin -- --email adres@firma.pl --name "Imię Nazwisko" [--city Miasto]\n' +
  'Hasło: zmienna ADMIN_PASSWORD albo wpisane po zapytaniu (10–25 znaków).\n' +
  'Baza: DATABASE_URL, a bez niej PGlite w DATA_DIR (domyślnie ./data); zatrzymaj wtedy najpierw serwer.\n';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads one line; on a terminal the typed characters are not shown. */
async function askPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const rl = createInterface({ input: stdin });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    city: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const account = adminAccountSchema.safeParse({ email: values.email ?? '', name: values.name ?? '' });
if (!account.success) fail(`${account.error.issues.map((issue) => issue.message).join('\n')}\n${USAGE}`);
const { email, name } = account.data;

const env = process.env;
const typed = env.ADMIN_PASSWORD ?? (await askPassword('Hasło administratora: '));
const password = passwordSchema.safeParse(typed);
if (!password.success) fail(password.error.issues[0]?.message ?? messages.invalidRequest);

const exists = (address: string) => `Użytkownik ${address} już istnieje; nic nie zmieniono.`;
const database = await openCliDatabase(env);
try {
  if (await findUserByEmail(database.db, email)) {
    process.stderr.write(`${exists(email)}\n`);
    process.exitCode = 1;
  } else {
    const hash = await createPasswordHasher().hash(password.data);
    // Recorded like any create, by nobody signed in: the history then starts with the first administrator.
    const created = await recordedCreate(
      { db: database.db, now: Date.now, actor: null, recordHistory: true },
      userRecorder,
      (trx) => insertUser(trx, { email, name, city: values.city ?? '', isAdmin: true }, hash),
      (row) => row.id,
    );
    if (created.kind !== 'written') throw new Error(`an administrator insert answered ${created.kind}`);
    const user = created.value;
    process.stdout.write(`Utworzono administratora ${user.email} (${user.id}) w bazie: ${describeTarget(env, database.kind)}.\n`);
  }
} catch (error) {
  // Two runs at once: the unique index has the last word.
  if (!(error instanceof EmailTaken)) throw error;
  process.stderr.write(`${exists(email)}\n`);
  process.exitCode = 1;
} finally {
  // Closed before exiting, so PGlite flushes its files.
  await database.close();
}
