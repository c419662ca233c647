import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { countOf } from '@meble/domain/plural';
import type { ElementsImportScreenQuery } from '../../__generated__/ElementsImportScreenQuery.graphql.ts';
import { FormBanner } from '../../forms/fields.tsx';
import { useImportElementsCsvMutation } from '../../mutations/useImportElementsCsvMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { CsvColumns } from './CsvColumns.tsx';
import { CsvImportReport, REPORT_LINES_SHOWN } from './CsvImportReport.tsx';
import type { CsvReport } from './CsvImportReport.tsx';

const query = graphql`
  query ElementsImportScreenQuery($slug: String!) {
    collection(slug: $slug) {
      id
      slug
      name
    }
  }
`;

const ELEMENT = { one: 'element', few: 'elementy', many: 'elementów' };

type Phase = 'idle' | 'checking' | 'importing';

type Collection = NonNullable<ElementsImportScreenQuery['response']['collection']>;

/** `/collection/{slug}/elements/import`: check a CSV (dry run), then import it all or nothing (D20, D21). */
function ElementsImport({ collection }: { collection: Collection }) {
  const [run] = useImportElementsCsvMutation();
  const id = useId();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [banner, setBanner] = useState('');
  // The last answer and the text it was for: 'Importuj' needs a clean dry run of exactly what is in the box.
  const [result, setResult] = useState<{ report: CsvReport; text: string } | null>(null);
  const slug = collection.slug;
  const listPath = paths.elements({ slug });

  const report = result?.report ?? null;
  const current = result !== null && result.text === text;
  const canImport = phase === 'idle' && current && report !== null && report.dryRun && report.problemCount === 0 && report.lineCount > 0;
  const imported = report !== null && !report.dryRun && report.created > 0 ? report.created : 0;

  async function send(dryRun: boolean) {
    if (phase !== 'idle') return;
    const csv = text;
    setPhase(dryRun ? 'checking' : 'importing');
    setBanner('');
    const outcome = await run({ collectionSlug: slug, csv, dryRun, linesShown: REPORT_LINES_SHOWN }, collection.id);
    if (outcome.ok) setResult({ report: outcome.payload, text: csv });
    else setBanner(outcome.banner);
    setPhase('idle');
  }

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBanner('');
    try {
      setText(await file.text());
    } catch {
      setBanner('Nie udało się odczytać pliku. Wybierz go ponownie.');
    }
  }

  let status = '';
  if (phase === 'checking') status = 'Sprawdzanie…';
  else if (phase === 'importing') status = 'Importowanie…';
  else if (result && !current) status = 'Treść zmieniła się od ostatniego sprawdzenia: sprawdź ją ponownie przed importem.';
  else if (result) status = result.report.dryRun ? 'Sprawdzanie zakończone — wynik poniżej.' : 'Import zakończony — wynik poniżej.';

  return (
    <Screen title={`Import elementów z CSV — ${collection.name}`}>
      <p>
        Elementy z pliku trafiają do kolekcji wszystkie naraz albo żaden: najpierw „Sprawdź”, a gdy nie ma błędów — „Importuj”.{' '}
        <Link to={listPath}>Lista elementów</Link>
      </p>
      <CsvColumns />
      <form className="form csv-form" onSubmit={(event) => event.preventDefault()} noValidate aria-label="Import elementów">
        <FormBanner message={banner} />
        <div className="field">
          <label htmlFor={`${id}-file`}>Plik CSV</label>
          <input id={`${id}-file`} type="file" accept=".csv,text/csv" onChange={loadFile} disabled={phase !== 'idle'} aria-describedby={`${id}-file-hint`} />
          <p className="field-hint" id={`${id}-file-hint`}>
            Treść wybranego pliku pojawi się poniżej; można ją też wkleić.
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-text`}>Treść CSV</label>
          <textarea
            id={`${id}-text`}
            className="csv-text"
            rows={12}
            spellCheck={false}
            wrap="off"
            value={text}
            readOnly={phase !== 'idle'}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="form-actions">
          <button type="button" onClick={() => send(true)} disabled={phase !== 'idle'} aria-busy={phase === 'checking'}>
            Sprawdź
          </button>
          <button type="button" onClick={() => send(false)} disabled={!canImport} aria-busy={phase === 'importing'} aria-describedby={`${id}-import-hint`}>
            Importuj
          </button>
        </div>
        <p className="field-hint" id={`${id}-import-hint`}>
          „Importuj” działa po sprawdzeniu bez błędów tej samej treści.
        </p>
        <p className="csv-status" role="status">
          {status}
        </p>
      </form>
      {imported > 0 ? (
        <div className="form-success">
          <p>{`Zaimportowano ${countOf(imported, ELEMENT)}`}</p>
          <Link to={listPath}>Wróć do listy elementów</Link>
        </div>
      ) : null}
      {report ? <CsvImportReport report={report} /> : null}
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<ElementsImportScreenQuery>(query, ElementsImport);
