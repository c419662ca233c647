import { graphql } from 'react-relay';
import type { UpdateElementCategoryMutation } from '../__generated__/UpdateElementCategoryMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// The collection's list comes back re-read: a new displayOrd reorders the table.
const mutation = graphql`
  mutation UpdateElementCategoryMutation($id: ID!, $input: ElementCategoryFields!) {
    updateElementCategory(id: $id, input: $input) {
      __typename
      ... on ElementCategoryPayload {
        elementCategory {
          id
          ...ElementCategoryEdit_elementCategory
        }
        collection {
          id
          ...ElementCategoriesTable_collection
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

export function useUpdateElementCategoryMutation() {
  return useAsyncMutation<UpdateElementCategoryMutation>(mutation);
}
