import { parseArgs } from 'node:util';
import { countOf } from '@meble/domain/plural';
import { ScaleSeedError, seedScale, seedScaleConfigurations, SCALE_CONFIGURATION_EMAIL_DOMAIN, SCALE_MAX_CONFIGURATIONS, SCALE_MAX_ELEMENTS } from '../seed/scale.ts';
import { describeTarget, openCliDatabase } from './database.ts';

// `npm run seed:scale -- --elements 1000 [--collection slug]`: a collection of exactly N deterministic elements
// for trying lists, exports and imports at scale; re-running replaces its elements with the same ones.
// `npm run seed:scale -- --configurations 100000`: N deterministic client configurations (the list at scale);
// re-running replaces the ones it made (e-mails @skala.example) with the same ones.
const USAGE =
  'Użycie: npm run seed:scale -- --elements 1000 [--collection adres-kolekcji]\n' +
  '        npm run seed:scale -- --configurations 100000\n' +
  `Tworzy albo odświeża kolekcję (domyślnie skala-<liczba>) z 3 kategoriami i dokładnie tyloma elementami (1–${SCALE_MAX_ELEMENTS.toLocaleString('pl-PL')}).\n` +
  `Albo zastępuje konfiguracje klientów z adresami @${SCALE_CONFIGURATION_EMAIL_DOMAIN} dokładnie tyloma nowymi (1–${SCALE_MAX_CONFIGURATIONS.toLocaleString('pl-PL')}).\n` +
  'Baza: DATABASE_URL, a bez niej PGlite w DATA_DIR (domyślnie ./data); zatrzymaj wtedy najpierw serwer.\n';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let values: { elements?: string; configurations?: string; collection?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      elements: { type: 'string' },
      configurations: { type: 'string' },
      collection: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
if (values.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const countOfOption = (text: string | undefined) => (/^\d+$/.test(text ?? '') ? Number(text) : NaN);
const elements = values.elements === undefined ? undefined : countOfOption(values.elements);
const configurations = values.configurations === undefined ? undefined : countOfOption(values.configurations);
if (elements === undefined && configurations === undefined) fail(`Podaj liczbę elementów (--elements) albo konfiguracji (--configurations).\n${USAGE}`);
if (elements !== undefined && (!Number.isSafeInteger(elements) || elements < 1 || elements > SCALE_MAX_ELEMENTS)) {
  fail(`Podaj liczbę elementów (--elements).\n${USAGE}`);
}
if (configurations !== undefined && (!Number.isSafeInteger(configurations) || configurations < 1 || configurations > SCALE_MAX_CONFIGURATIONS)) {
  fail(`Podaj liczbę konfiguracji (--configurations).\n${USAGE}`);
}
const secondsSince = (started: number) => ((performance.now() - started) / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 1 });

const env = process.env;
const database = await openCliDatabase(env);
try {
  process.stdout.write(`Baza: ${describeTarget(env, database.kind)}\n`);
  if (elements !== undefined) {
    const started = performance.now();
    const result = await seedScale(database.db, { elements, slug: values.collection });
    const seconds = secondsSince(started);
    const elementForms = { one: 'element', few: 'elementy', many: 'elementów' };
    process.stdout.write(
      `  Kolekcja „${result.collection.name}” (${result.collection.slug}): ` +
        (result.createdCollection
          ? 'utworzono\n'
          : `odświeżono (usunięto ${countOf(result.removedElements, elementForms)} i ${countOf(result.removedKits, { one: 'zestaw', few: 'zestawy', many: 'zestawów' })})\n`),
    );
    process.stdout.write(
      `  Dodano ${countOf(result.elements, elementForms)} w kategoriach: ${result.elementCategories.join(', ')}; ` +
        `${countOf(result.equipmentLinks, { one: 'powiązanie', few: 'powiązania', many: 'powiązań' })} z wyposażeniem (${seconds} s)\n`,
    );
  }
  if (configurations !== undefined) {
    const started = performance.now();
    const result = await seedScaleConfigurations(database.db, { configurations });
    const forms = { one: 'konfigurację', few: 'konfiguracje', many: 'konfiguracji' };
    process.stdout.write(
      `  Konfiguracje klientów: usunięto ${countOf(result.removed, forms)} z poprzedniego uruchomienia, dodano ${countOf(result.configurations, forms)} ` +
        `(salony: ${result.salons.join(', ')}${result.createdSalons > 0 ? `, utworzone teraz: ${result.createdSalons}` : ''}; ${secondsSince(started)} s)\n`,
    );
  }
} catch (error) {
  if (!(error instanceof ScaleSeedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  // Closed before exiting, so PGlite flushes its files.
  await database.close();
}
