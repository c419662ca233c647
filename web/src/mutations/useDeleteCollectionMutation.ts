import { graphql } from 'react-relay';
import type { DeleteCollectionMutation } from '../__generated__/DeleteCollectionMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// The record goes from the store (so `collection(slug)` reads as not found) and the categories are re-read.
const mutation = graphql`
  mutation DeleteCollectionMutation($id: ID!) {
    deleteCollection(id: $id) {
      __typename
      ... on DeleteCollectionPayload {
        deletedId @deleteRecord
        collectionCategories {
          id
          ...CollectionCategoryGroup_category
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useDeleteCollectionMutation() {
  return useAsyncMutation<DeleteCollectionMutation>(mutation);
}
