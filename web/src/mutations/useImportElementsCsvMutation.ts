import { graphql } from 'react-relay';
import type { ImportElementsCsvMutation } from '../__generated__/ImportElementsCsvMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// A dry run or the import (D21). The report lists at most `$linesShown` lines of each kind, so a 10,000-line file
// answers in a few kilobytes; an import that wrote re-reads the first page of the element list.
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
        collection {
          id
          ...ElementsTable_collection @skip(if: $dryRun) @alias(as: "elementList")
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

export function useImportElementsCsvMutation() {
  return useAsyncMutation<ImportElementsCsvMutation>(mutation);
}
