import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { DeleteKitMutation } from '../__generated__/DeleteKitMutation.graphql.ts';
import { removeFromList } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';

// The kit leaves the store; its elements stay in the collection.
const mutation = graphql`
  mutation DeleteKitMutation($id: ID!) {
    deleteKit(id: $id) {
      __typename
      ... on DeleteKitPayload {
        deletedId @deleteRecord
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

/** Deletes a kit; it leaves its collection's kits list (`collectionId`) without the list being read again. */
export function useDeleteKitMutation() {
  const environment = useRelayEnvironment();
  const [run, isInFlight] = useFormMutation<DeleteKitMutation>(mutation);
  const remove = useCallback(
    (id: string, collectionId: string) =>
      run(
        { id },
        {
          notice: noticeNow(notices.deleted('zestaw', nameInStore(environment, id))),
          updater: (store, data) => {
            if (data?.deleteKit.__typename === 'DeleteKitPayload') removeFromList(store.get(collectionId), 'kits', id);
          },
        },
      ),
    [environment, run],
  );
  return [remove, isInFlight] as const;
}
