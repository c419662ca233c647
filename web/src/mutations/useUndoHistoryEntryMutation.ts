import { graphql } from 'react-relay';
import type { UndoHistoryEntryMutation, UndoHistoryEntryMutation$variables } from '../__generated__/UndoHistoryEntryMutation.graphql.ts';
import { operationOf, undoneNotice } from '../history/historyLabels.ts';
import { formMutation } from './formMutation.ts';

// The undo's own entry comes back; the screen then reads its query again (the record as the undo left it).
const mutation = graphql`
  mutation UndoHistoryEntryMutation($id: ID!, $version: Int) {
    undoHistoryEntry(id: $id, version: $version) {
      ... on UndoHistoryEntryPayload @alias(as: "payload") {
        entry {
          id
          operation
          recordName
          ...HistoryEntryItem_entry
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** 'Przywróć', 'Cofnij usunięcie', 'Cofnij import' (D29): the toast says what came back. */
export const useUndoHistoryEntryMutation = formMutation<UndoHistoryEntryMutation, [variables: UndoHistoryEntryMutation$variables, name: string]>(
  mutation,
  (_environment, variables, name) => ({
    variables,
    notice: (payload) => undoneNotice(operationOf(payload.entry.operation), payload.entry.recordName || name),
  }),
);
