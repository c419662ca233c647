import { mkdir } from 'node:fs/promises';
import { stagingDirOf, storageFromEnv } from '../files/storage-config.ts';
import { dataDirOf } from '../runtime.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_ACCOUNTS, DEMO_CATALOGUE } from '../seed/demo-data.ts';
import { DEMO_TRANSLATIONS } from '../seed/demo-translations.ts';
import { describeTarget, openCliDatabase } from './database.ts';

// `npm run seed:demo`: adds the demo accounts that are missing (existing passwords stay as they are) and,
// when there are no collections yet, the demo catalogue; when there are no client configurations yet, the demo ones;
// the demo translations whose keys are missing (existing texts stay as edited). The catalogue's files go to the
// storage the server uses (DATA_DIR or S3_*), uploaded by the demo administrator.
const env = process.env;
const storage = storageFromEnv(env, { dataDir: dataDirOf(env) });
const stagingDir = stagingDirOf(dataDirOf(env));
await mkdir(stagingDir, { recursive: true });
const database = await openCliDatabase(env);
try {
  const { created, updated, catalogueSeeded, filesSeeded, configurationsSeeded, translationsSeeded } = await seedDemo(database.db, { files: { storage, stagingDir } });
  process.stdout.write(`Baza: ${describeTarget(env, database.kind)}\n`);
  for (const account of DEMO_ACCOUNTS) {
    const state = created.includes(account.email) ? 'dodano' : updated.includes(account.email) ? 'już istniało (hasło bez zmian)' : 'pominięto';
    process.stdout.write(`  ${account.email} / ${account.password}  (${account.role}): ${state}\n`);
  }
  const collections = DEMO_CATALOGUE.flatMap((category) => category.collections).length;
  process.stdout.write(
    catalogueSeeded
      ? `  Kolekcje demonstracyjne: dodano ${collections} w ${DEMO_CATALOGUE.length} kategoriach, z ${filesSeeded} plikami (modele, ikony, zdjęcia)\n`
      : '  Kolekcje demonstracyjne: pominięto (w bazie są już kolekcje)\n',
  );
  process.stdout.write(
    configurationsSeeded > 0
      ? `  Konfiguracje klientów: dodano ${configurationsSeeded}\n`
      : '  Konfiguracje klientów: pominięto (w bazie są już konfiguracje albo brak kolekcji demonstracyjnych)\n',
  );
  process.stdout.write(`  Tłumaczenia: dodano ${translationsSeeded} z ${DEMO_TRANSLATIONS.length} (istniejące klucze bez zmian)\n`);
} finally {
  await database.close();
  await storage.close?.();
}
