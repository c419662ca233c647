import { Button } from '@mantine/core';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { catalogMessages } from '@meble/domain/messages/catalog';
import { commonMessages } from '@meble/domain/messages/common';
import type { ElementsCsvExportQuery } from '../../__generated__/ElementsCsvExportQuery.graphql.ts';
import { AppError } from '../../errors/AppError.ts';
import { downloadText } from '../../files/download.ts';

const query = graphql`
  query ElementsCsvExportQuery($slug: String!) {
    collection(slug: $slug) {
      elementsCsv
    }
  }
`;

/** 'Eksportuj do CSV': the collection's elements in the 28 columns of D20, fetched on click, saved as a file. */
export function ElementsCsvExport({ slug }: { slug: string }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function exportCsv() {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const data = await fetchQuery<ElementsCsvExportQuery>(environment, query, { slug }, { fetchPolicy: 'network-only' }).toPromise();
      if (!data?.collection) throw new AppError(catalogMessages.unknownCollection);
      // The file name rule lives with the CSV rules; loaded on click, so the list does not carry them.
      const { csvFileName } = await import('@meble/domain/csv');
      downloadText(csvFileName(slug), data.collection.elementsCsv);
    } catch (error) {
      setFailure(error instanceof AppError ? error.message : commonMessages.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="default" onClick={exportCsv} disabled={busy} aria-busy={busy}>
        {busy ? 'Eksportowanie…' : 'Eksportuj do CSV'}
      </Button>
      {failure ? (
        <p className="form-banner" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  );
}
