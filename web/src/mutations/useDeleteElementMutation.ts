import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { DeleteElementMutation } from '../__generated__/DeleteElementMutation.graphql.ts';
import { elementListsOf } from '../relay/elementLists.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';

// The edge leaves the collection's unfiltered lists (@deleteEdge) and the record the store (@deleteRecord), so a
// filtered list cached earlier drops it too. An element that kits use is refused (ValidationError naming the kits).
const mutation = graphql`
  mutation DeleteElementMutation($id: ID!, $connections: [ID!]!) {
    deleteElement(id: $id) {
      __typename
      ... on DeleteElementPayload {
        deletedId @deleteEdge(connections: $connections)
        deletedRecordId: deletedId @deleteRecord
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

/** Deletes an element of the collection `collectionId`; its lists' counts drop by one without a page read again. */
export function useDeleteElementMutation() {
  const environment = useRelayEnvironment();
  const [run, isInFlight] = useFormMutation<DeleteElementMutation>(mutation);
  const remove = useCallback(
    (id: string, collectionId: string) => {
      const connections = elementListsOf(environment, collectionId);
      return run(
        { id, connections },
        {
          notice: noticeNow(notices.deleted('element', nameInStore(environment, id))),
          updater: (store, data) => {
            if (data?.deleteElement.__typename === 'DeleteElementPayload') shiftTotalCount(store, connections, -1);
          },
        },
      );
    },
    [environment, run],
  );
  return [remove, isInFlight] as const;
}
