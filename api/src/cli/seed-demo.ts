import { DEMO_ACCOUNTS, seedDemo } from '../seed/demo.ts';
import { describeTarget, openCliDatabase } from './database.ts';

// `npm run seed:demo`: adds the demo accounts that are missing; existing passwords stay as they are.
const env = process.env;
const database = await openCliDatabase(env);
try {
  const { created, updated } = await seedDemo(database.db);
  process.stdout.write(`Baza: ${describeTarget(env, database.kind)}\n`);
  for (const account of DEMO_ACCOUNTS) {
    const state = created.includes(account.email) ? 'dodano' : updated.includes(account.email) ? 'już istniało (hasło bez zmian)' : 'pominięto';
    process.stdout.write(`  ${account.email} / ${account.password}  (${account.role}): ${state}\n`);
  }
} finally {
  await database.close();
}
