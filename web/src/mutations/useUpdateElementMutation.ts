import { graphql } from 'react-relay';
import type { UpdateElementMutation } from '../__generated__/UpdateElementMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// Answers the changed element (its screens' fragments) and the first page of the collection's element list.
const mutation = graphql`
  mutation UpdateElementMutation($id: ID!, $input: ElementInput!) {
    updateElement(id: $id, input: $input) {
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

export function useUpdateElementMutation() {
  return useAsyncMutation<UpdateElementMutation>(mutation);
}
