import { graphql } from 'react-relay';
import type { DeleteClientConfigurationMutation } from '../__generated__/DeleteClientConfigurationMutation.graphql.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation, isGone } from './formMutation.ts';

// The edge leaves the list it was deleted from (@deleteEdge) and the record leaves the store (@deleteRecord),
// so a list of another filter cached earlier shows it no more either.
const mutation = graphql`
  mutation DeleteClientConfigurationMutation($id: ID!, $connections: [ID!]!, $version: Int) {
    deleteClientConfiguration(id: $id, version: $version) {
      ... on DeleteClientConfigurationPayload @alias(as: "payload") {
        deletedId @deleteEdge(connections: $connections)
        deletedRecordId: deletedId @deleteRecord
      }
      # The configuration as changed meanwhile: its row and screen show it, and a second confirmation names its version.
      ... on ConflictError {
        current {
          id
          ... on ClientConfiguration @alias(as: "configuration") {
            ...ClientConfigurationRow_configuration
            ...ClientConfigurationDetails_configuration
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Deletes a client configuration; `connections` are the lists (their `__id`) it is removed from, whose
 * `totalCount` drops by one. The payload carries only the id, so that count is the one thing an updater does.
 */
export const useDeleteClientConfigurationMutation = formMutation<DeleteClientConfigurationMutation, [id: string, connections?: readonly string[]]>(
  mutation,
  (environment, id, connections = []) => ({
    // The version the row or the screen shows (D29): a configuration changed since is not deleted unseen.
    variables: { id, connections: [...connections], version: versionInStore(environment, id) },
    notice: noticeNow(notices.deleted('konfigurację klienta', nameInStore(environment, id, 'customerEmail'))),
    gone: { id, connections },
    updater: (store, data) => {
      if (data?.deleteClientConfiguration.payload || isGone(data?.deleteClientConfiguration)) shiftTotalCount(store, connections, -1);
    },
  }),
);
