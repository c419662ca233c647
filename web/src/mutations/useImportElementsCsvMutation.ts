import { graphql } from 'react-relay';
import type { ImportElementsCsvMutation, ImportElementsCsvMutation$variables } from '../__generated__/ImportElementsCsvMutation.graphql.ts';
import { formMutation } from './formMutation.ts';

// A dry run or the import (D21). The report lists at most `$linesShown` lines of each kind, so a 10,000-line file
// answers in a few kilobytes.
const mutation = graphql`
  mutation ImportElementsCsvMutation($collectionSlug: String!, $csv: String!, $dryRun: Boolean!, $linesShown: Int!) {
    importElementsCsv(collectionSlug: $collectionSlug, csv: $csv, dryRun: $dryRun) {
      ... on ElementsCsvImport @alias(as: "payload") {
        id
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
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Checks or imports a CSV into the collection `collectionId`. An import that wrote marks the collection stale
 * rather than reading a page of its elements: a list shown next waits for the server instead of showing the old rows.
 */
export const useImportElementsCsvMutation = formMutation<ImportElementsCsvMutation, [variables: ImportElementsCsvMutation$variables, collectionId: string]>(
  mutation,
  (_environment, variables, collectionId) => ({
    variables,
    updater: (store, data) => {
      const report = data?.importElementsCsv.payload;
      if (report && !report.dryRun && report.created > 0) store.get(collectionId)?.invalidateRecord();
    },
  }),
);
