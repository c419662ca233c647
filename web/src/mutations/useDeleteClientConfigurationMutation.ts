import { graphql } from 'react-relay';
import type { DeleteClientConfigurationMutation } from '../__generated__/DeleteClientConfigurationMutation.graphql.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';

// The edge leaves the list it was deleted from (@deleteEdge) and the record leaves the store (@deleteRecord),
// so a list of another filter cached earlier shows it no more either.
const mutation = graphql`
  mutation DeleteClientConfigurationMutation($id: ID!, $connections: [ID!]!) {
    deleteClientConfiguration(id: $id) {
      ... on DeleteClientConfigurationPayload @alias(as: "payload") {
        deletedId @deleteEdge(connections: $connections)
        deletedRecordId: deletedId @deleteRecord
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
    variables: { id, connections: [...connections] },
    notice: noticeNow(notices.deleted('konfigurację klienta', nameInStore(environment, id, 'customerEmail'))),
    updater: (store, data) => {
      if (data?.deleteClientConfiguration.payload) shiftTotalCount(store, connections, -1);
    },
  }),
);
