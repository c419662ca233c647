import { graphql } from 'react-relay';
import type { DeleteElementCategoryMutation } from '../__generated__/DeleteElementCategoryMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// A category that elements still use is refused with a message (ValidationError) that the screen shows.
const mutation = graphql`
  mutation DeleteElementCategoryMutation($id: ID!) {
    deleteElementCategory(id: $id) {
      __typename
      ... on DeleteElementCategoryPayload {
        deletedId @deleteRecord
        collection {
          id
          ...ElementCategoriesTable_collection
          ...CollectionDeleteSection_collection
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

export function useDeleteElementCategoryMutation() {
  return useAsyncMutation<DeleteElementCategoryMutation>(mutation);
}
