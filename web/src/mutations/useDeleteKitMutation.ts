import { graphql } from 'react-relay';
import type { DeleteKitMutation } from '../__generated__/DeleteKitMutation.graphql.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';
import { removeFromList } from '../relay/listUpdates.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation, isGone } from './formMutation.ts';

// The kit leaves the store; its elements stay in the collection. Its list is a plain one (no connection for
// @deleteEdge): the updater takes it out.
const mutation = graphql`
  mutation DeleteKitMutation($id: ID!, $version: Int) {
    deleteKit(id: $id, version: $version) {
      ... on DeleteKitPayload @alias(as: "payload") {
        deletedId @deleteRecord
      }
      # The kit as changed meanwhile: the view and the kits list show it, and the next change names its version.
      ... on ConflictError {
        current {
          id
          ... on Kit @alias(as: "kit") {
            ...KitView_kit
            ...KitsTable_kit
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Deletes a kit; it leaves its collection's kits list (`collectionId`) without the list being read again. */
export const useDeleteKitMutation = formMutation<DeleteKitMutation, [id: string, collectionId: string]>(mutation, (environment, id, collectionId) => ({
  // The version the view or the row shows (D29): a kit changed since is not deleted unseen.
  variables: { id, version: versionInStore(environment, id) },
  notice: noticeNow(notices.deleted('zestaw', nameInStore(environment, id))),
  gone: { id },
  updater: (store, data) => {
    if (data?.deleteKit.payload || isGone(data?.deleteKit)) removeFromList(store.get(collectionId), 'kits', id);
  },
}));
