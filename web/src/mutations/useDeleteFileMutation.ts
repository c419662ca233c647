import { graphql } from 'react-relay';
import { fileMessages } from '@meble/domain/messages/files';
import type { DeleteFileMutation } from '../__generated__/DeleteFileMutation.graphql.ts';
import { nameInStore } from '../feedback/notices.ts';
import { formMutation, isGone } from './formMutation.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { versionInStore } from '../relay/versions.ts';

// The row leaves the list it was deleted from (@deleteEdge) and the record the store (@deleteRecord), so a list of
// another filter cached earlier shows it no more. A used file answers FileInUseError, whose message names the uses.
const mutation = graphql`
  mutation DeleteFileMutation($id: ID!, $connections: [ID!]!, $version: Int) {
    deleteFile(id: $id, version: $version) {
      ... on DeleteFilePayload @alias(as: "payload") {
        deletedId @deleteEdge(connections: $connections)
        deletedRecordId: deletedId @deleteRecord
      }
      # The file as changed meanwhile: its row shows it, and a second confirmation names its version.
      ... on ConflictError {
        current {
          id
          ... on File @alias(as: "file") {
            ...FileRow_file
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a file (spec part 1 §4); `connections` are the lists (their `__id`) the row leaves, whose `totalCount`
 * drops by one. The toast names the file as the row showed it.
 */
export const useDeleteFileMutation = formMutation<DeleteFileMutation, [id: string, connections?: readonly string[]]>(
  mutation,
  (environment, id, connections = []) => {
    // Read at the call: the record leaves the store with the answer.
    const name = nameInStore(environment, id) ?? '';
    return {
      // The version the row shows (D29): a file changed since is not deleted unseen.
      variables: { id, connections: [...connections], version: versionInStore(environment, id) },
      notice: () => fileMessages.fileDeleted(name),
      gone: { id, connections },
      updater: (store, data) => {
        if (data?.deleteFile.payload || isGone(data?.deleteFile)) shiftTotalCount(store, connections, -1);
      },
    };
  },
);
