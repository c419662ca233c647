import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { DeleteElementCategoryMutation } from '../__generated__/DeleteElementCategoryMutation.graphql.ts';
import { removeFromList, shiftNumber } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';

// A category that elements still use is refused with a message (ValidationError) that the screen shows.
const mutation = graphql`
  mutation DeleteElementCategoryMutation($id: ID!) {
    deleteElementCategory(id: $id) {
      __typename
      ... on DeleteElementCategoryPayload {
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

/** Deletes a category of the collection `collectionId`; it leaves the list and the delete impact's count. */
export function useDeleteElementCategoryMutation() {
  const environment = useRelayEnvironment();
  const [run, isInFlight] = useFormMutation<DeleteElementCategoryMutation>(mutation);
  const remove = useCallback(
    (id: string, collectionId: string) =>
      run(
        { id },
        {
          notice: noticeNow(notices.deleted('kategorię elementów', nameInStore(environment, id))),
          updater: (store, data) => {
            if (data?.deleteElementCategory.__typename !== 'DeleteElementCategoryPayload') return;
            const collection = store.get(collectionId);
            removeFromList(collection, 'elementCategories', id);
            shiftNumber(collection?.getLinkedRecord('deletionImpact'), 'elementCategories', -1);
          },
        },
      ),
    [environment, run],
  );
  return [remove, isInFlight] as const;
}
