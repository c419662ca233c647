import { graphql } from 'react-relay';
import type { DeleteElementMutation } from '../__generated__/DeleteElementMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// The element leaves the store (every filtered list drops it) and the first page of the list is re-read with
// its count. An element that kits use is refused (ValidationError naming the kits), shown by the screen.
const mutation = graphql`
  mutation DeleteElementMutation($id: ID!) {
    deleteElement(id: $id) {
      __typename
      ... on DeleteElementPayload {
        deletedId @deleteRecord
        collection {
          id
          ...ElementsTable_collection
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

export function useDeleteElementMutation() {
  return useAsyncMutation<DeleteElementMutation>(mutation);
}
