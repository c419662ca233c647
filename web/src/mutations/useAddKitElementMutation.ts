import { graphql } from 'react-relay';
import type { AddKitElementMutation } from '../__generated__/AddKitElementMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// Appends the element; the answer re-reads the kit (elements, totals) and the collection's kits list.
const mutation = graphql`
  mutation AddKitElementMutation($kitId: ID!, $elementId: ID!) {
    addKitElement(kitId: $kitId, elementId: $elementId) {
      __typename
      ... on KitPayload {
        kit {
          id
          ...KitView_kit
        }
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

export function useAddKitElementMutation() {
  return useAsyncMutation<AddKitElementMutation>(mutation);
}
