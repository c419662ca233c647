import { graphql } from 'react-relay';
import type { CreateElementCategoryMutation } from '../__generated__/CreateElementCategoryMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// The collection comes back with its categories re-read, in the shape the categories table reads.
const mutation = graphql`
  mutation CreateElementCategoryMutation($collectionId: ID!, $input: ElementCategoryFields!) {
    createElementCategory(collectionId: $collectionId, input: $input) {
      __typename
      ... on ElementCategoryPayload {
        elementCategory {
          id
        }
        collection {
          id
          ...ElementCategoriesTable_collection
          ...CollectionDeleteSection_collection
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useCreateElementCategoryMutation() {
  return useAsyncMutation<CreateElementCategoryMutation>(mutation);
}
