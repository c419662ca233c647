import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { DeleteCollectionMutation } from '../__generated__/DeleteCollectionMutation.graphql.ts';
import { removeCollection } from '../relay/collectionLists.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';

// The record goes from the store (so `collection(slug)` reads as not found) and from its category's list.
const mutation = graphql`
  mutation DeleteCollectionMutation($id: ID!) {
    deleteCollection(id: $id) {
      __typename
      ... on DeleteCollectionPayload {
        deletedId @deleteRecord
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useDeleteCollectionMutation() {
  const environment = useRelayEnvironment();
  const [run, isInFlight] = useFormMutation<DeleteCollectionMutation>(mutation);
  const remove = useCallback(
    (id: string) =>
      run(
        { id },
        {
          notice: noticeNow(notices.deleted('kolekcję', nameInStore(environment, id))),
          updater: (store, data) => {
            if (data?.deleteCollection.__typename === 'DeleteCollectionPayload') removeCollection(store, id);
          },
        },
      ),
    [environment, run],
  );
  return [remove, isInFlight] as const;
}
