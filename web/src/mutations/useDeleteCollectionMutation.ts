import { graphql } from 'react-relay';
import type { DeleteCollectionMutation } from '../__generated__/DeleteCollectionMutation.graphql.ts';
import { nameInStore, noticeNow, notices } from '../feedback/notices.ts';
import { removeCollection } from '../relay/collectionLists.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation, isGone } from './formMutation.ts';

// The record goes from the store (so `collection(slug)` reads as not found) and from its category's list, a plain
// list (no connection for @deleteEdge).
const mutation = graphql`
  mutation DeleteCollectionMutation($id: ID!, $version: Int) {
    deleteCollection(id: $id, version: $version) {
      ... on DeleteCollectionPayload @alias(as: "payload") {
        deletedId @deleteRecord
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useDeleteCollectionMutation = formMutation<DeleteCollectionMutation, [id: string]>(mutation, (environment, id) => ({
  variables: { id, version: versionInStore(environment, id) },
  notice: noticeNow(notices.deleted('kolekcję', nameInStore(environment, id))),
  gone: { id },
  updater: (store, data) => {
    if (data?.deleteCollection.payload || isGone(data?.deleteCollection)) removeCollection(store, id);
  },
}));
