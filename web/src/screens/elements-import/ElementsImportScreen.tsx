import { Alert, Anchor, Button, Group, Input, Text, Textarea } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import { DELETE_UNDO_DAYS } from '@meble/domain/history';
import { countOf } from '@meble/domain/plural';
import type { ElementsImportScreenQuery } from '../../__generated__/ElementsImportScreenQuery.graphql.ts';
import { FormBanner } from '../../forms/fields.tsx';
import { FormCard } from '../../forms/FormLayout.tsx';
import { useLeavePrompt } from '../../forms/LeavePrompt.tsx';
import { useImportElementsCsvMutation } from '../../mutations/useImportElementsCsvMutation.ts';
import { Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { defineCollectionScreen } from '../collections/defineCollectionScreen.tsx';
import { historyPath } from '../history/historyUrl.ts';
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
  // Text that was not imported yet is work the user would lose by leaving.
  const importedThis = current && report !== null && !report.dryRun;
  const { prompt } = useLeavePrompt(text.trim() !== '' && !importedThis);
  const formRef = useRef<HTMLFormElement>(null);

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
      <FormCard formRef={formRef} onSubmit={(event) => event.preventDefault()} label="Import elementów" wide>
        <FormBanner message={banner} />
        <Input.Wrapper id={`${id}-file`} label="Plik CSV" description="Treść wybranego pliku pojawi się poniżej; można ją też wkleić.">
          <input
            id={`${id}-file`}
            className="csv-file"
            type="file"
            accept=".csv,text/csv"
            onChange={loadFile}
            disabled={phase !== 'idle'}
            aria-describedby={`${id}-file-description`}
          />
        </Input.Wrapper>
        <Textarea
          id={`${id}-text`}
          label="Treść CSV"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-sm)', whiteSpace: 'pre' } }}
          rows={12}
          spellCheck={false}
          wrap="off"
          value={text}
          readOnly={phase !== 'idle'}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button variant="default" onClick={() => send(true)} disabled={phase !== 'idle'} aria-busy={phase === 'checking'}>
            Sprawdź
          </Button>
          <Button onClick={() => send(false)} disabled={!canImport} aria-busy={phase === 'importing'} aria-describedby={`${id}-import-hint`}>
            Importuj
          </Button>
        </Group>
        <Text size="sm" c="dimmed" id={`${id}-import-hint`}>
          „Importuj” działa po sprawdzeniu bez błędów tej samej treści.
        </Text>
        <Text className="csv-status" role="status" fw={600}>
          {status}
        </Text>
      </FormCard>
      {imported > 0 ? (
        <Alert color="green" role="region" aria-label="Wynik" my="md" title={`Zaimportowano ${countOf(imported, ELEMENT)}`}>
          <Anchor component={Link} to={listPath}>
            Wróć do listy elementów
          </Anchor>
          <Text size="sm" mt="xs">
            {'Import można cofnąć w '}
            <Anchor component={Link} to={historyPath({ kind: 'collection', text: collection.name })}>
              historii zmian
            </Anchor>
            {` przez ${DELETE_UNDO_DAYS} dni, dopóki jego elementów nie zmieniono.`}
          </Text>
        </Alert>
      ) : null}
      {report ? <CsvImportReport report={report} /> : null}
      {prompt}
    </Screen>
  );
}

export const { loader, Component } = defineCollectionScreen<ElementsImportScreenQuery>(query, ElementsImport);
