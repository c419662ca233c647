import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { DeleteClientConfigurationMutation } from '../__generated__/DeleteClientConfigurationMutation.graphql.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';

// The edge leaves the list it was deleted from (@deleteEdge) and the record leaves the store (@deleteRecord),
// so a list of another filter cached earlier shows it no more either.
const mutation = graphql`
  mutation DeleteClientConfigurationMutation($id: ID!, $connections: [ID!]!) {
    deleteClientConfiguration(id: $id) {
      __typename
      ... on DeleteClientConfigurationPayload {
        deletedId @deleteEdge(connections: $connections)
        deletedRecordId: deletedId @deleteRecord
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/**
 * Deletes a client configuration; `connections` are the lists (their `__id`) it is removed from, whose
 * `totalCount` drops by one. The payload carries only the id, so that count is the one thing an updater does.
 */
export function useDeleteClientConfigurationMutation() {
  const environment = useRelayEnvironment();
  const [run, isInFlight] = useFormMutation<DeleteClientConfigurationMutation>(mutation);
  const remove = useCallback(
    (id: string, connections: readonly string[] = []) =>
      run(
        { id, connections: [...connections] },
        {
          notice: noticeNow(notices.deleted('konfigurację klienta', nameInStore(environment, id, 'customerEmail'))),
          updater: (store, data) => {
            if (data?.deleteClientConfiguration.__typename === 'DeleteClientConfigurationPayload') shiftTotalCount(store, connections, -1);
          },
        },
      ),
    [environment, run],
  );
  return [remove, isInFlight] as const;
}
