import { graphql } from 'react-relay';
import type { DeleteElementCategoryMutation } from '../__generated__/DeleteElementCategoryMutation.graphql.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';
import { removeFromList, shiftNumber } from '../relay/listUpdates.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation, isGone } from './formMutation.ts';

// A category that elements still use is refused with a message (ValidationError) that the screen shows. Its list
// is a plain one (no connection for @deleteEdge): the updater takes it out.
const mutation = graphql`
  mutation DeleteElementCategoryMutation($id: ID!, $version: Int) {
    deleteElementCategory(id: $id, version: $version) {
      ... on DeleteElementCategoryPayload @alias(as: "payload") {
        deletedId @deleteRecord
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Deletes a category of the collection `collectionId`; it leaves the list and the delete impact's count. */
export const useDeleteElementCategoryMutation = formMutation<DeleteElementCategoryMutation, [id: string, collectionId: string]>(
  mutation,
  (environment, id, collectionId) => ({
    variables: { id, version: versionInStore(environment, id) },
    notice: noticeNow(notices.deleted('kategorię elementów', nameInStore(environment, id))),
    gone: { id },
    updater: (store, data) => {
      if (!data?.deleteElementCategory.payload && !isGone(data?.deleteElementCategory)) return;
      const collection = store.get(collectionId);
      removeFromList(collection, 'elementCategories', id);
      shiftNumber(collection?.getLinkedRecord('deletionImpact'), 'elementCategories', -1);
    },
  }),
);
