import { graphql } from 'react-relay';
import type { CreateElementMutation } from '../__generated__/CreateElementMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// Answers the new element (its screens' fragments) and the collection with the first page of its element list
// re-read, so the list (no filter, all categories) and its count are current without a reload.
const mutation = graphql`
  mutation CreateElementMutation($collectionId: ID!, $input: ElementInput!) {
    createElement(collectionId: $collectionId, input: $input) {
      __typename
      ... on ElementPayload {
        element {
          id
          ...ElementDetails_element
          ...ElementEdit_element
        }
        collection {
          id
          ...ElementsTable_collection
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

export function useCreateElementMutation() {
  return useAsyncMutation<CreateElementMutation>(mutation);
}
