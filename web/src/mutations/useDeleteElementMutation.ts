import { graphql } from 'react-relay';
import type { DeleteElementMutation } from '../__generated__/DeleteElementMutation.graphql.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';
import { elementListsOf } from '../relay/elementLists.ts';
import { shiftTotalCount } from '../relay/listUpdates.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation, isGone } from './formMutation.ts';

// The edge leaves the collection's unfiltered lists (@deleteEdge) and the record the store (@deleteRecord), so a
// filtered list cached earlier drops it too. An element that kits use is refused (ValidationError naming the kits).
const mutation = graphql`
  mutation DeleteElementMutation($id: ID!, $connections: [ID!]!, $version: Int) {
    deleteElement(id: $id, version: $version) {
      ... on DeleteElementPayload @alias(as: "payload") {
        deletedId @deleteEdge(connections: $connections)
        deletedRecordId: deletedId @deleteRecord
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Deletes an element of the collection `collectionId`; its lists' counts drop by one without a page read again. */
export const useDeleteElementMutation = formMutation<DeleteElementMutation, [id: string, collectionId: string]>(mutation, (environment, id, collectionId) => {
  const connections = elementListsOf(environment, collectionId);
  return {
    variables: { id, connections, version: versionInStore(environment, id) },
    notice: noticeNow(notices.deleted('element', nameInStore(environment, id))),
    gone: { id, connections },
    updater: (store, data) => {
      if (data?.deleteElement.payload || isGone(data?.deleteElement)) shiftTotalCount(store, connections, -1);
    },
  };
});
