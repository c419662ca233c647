import { graphql } from 'react-relay';
import type { DeleteKitMutation } from '../__generated__/DeleteKitMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// The kit leaves the store and the collection's kits list is re-read; its elements stay in the collection.
const mutation = graphql`
  mutation DeleteKitMutation($id: ID!) {
    deleteKit(id: $id) {
      __typename
      ... on DeleteKitPayload {
        deletedId @deleteRecord
        collection {
          id
          ...KitsTable_collection
        }
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

export function useDeleteKitMutation() {
  return useAsyncMutation<DeleteKitMutation>(mutation);
}
