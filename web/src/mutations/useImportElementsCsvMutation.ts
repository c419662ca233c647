import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ImportElementsCsvMutation, ImportElementsCsvMutation$variables } from '../__generated__/ImportElementsCsvMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';

// A dry run or the import (D21). The report lists at most `$linesShown` lines of each kind, so a 10,000-line file
// answers in a few kilobytes.
const mutation = graphql`
  mutation ImportElementsCsvMutation($collectionSlug: String!, $csv: String!, $dryRun: Boolean!, $linesShown: Int!) {
    importElementsCsv(collectionSlug: $collectionSlug, csv: $csv, dryRun: $dryRun) {
      __typename
      ... on ElementsCsvImport {
        dryRun
        created
        problemCount
        lineCount
        textProblems {
          message
        }
        problemLines: lines(withProblemsOnly: true, first: $linesShown) {
          line
          name
          problems {
            column
            columnLabel
            message
          }
        }
        lines(first: $linesShown) {
          line
          name
        }
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/**
 * Checks or imports a CSV into the collection `collectionId`. An import that wrote marks the collection stale
 * rather than reading a page of its elements: a list shown next waits for the server instead of showing the old rows.
 */
export function useImportElementsCsvMutation() {
  const [run, isInFlight] = useFormMutation<ImportElementsCsvMutation>(mutation);
  const importCsv = useCallback(
    (variables: ImportElementsCsvMutation$variables, collectionId: string) =>
      run(variables, {
        updater: (store, data) => {
          const answer = data?.importElementsCsv;
          if (answer?.__typename === 'ElementsCsvImport' && !answer.dryRun && answer.created > 0) store.get(collectionId)?.invalidateRecord();
        },
      }),
    [run],
  );
  return [importCsv, isInFlight] as const;
}
