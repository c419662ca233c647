import { graphql } from 'react-relay';
import type { RemoveKitElementMutation } from '../__generated__/RemoveKitElementMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// Removes the element's last occurrence; a kit below 2 elements is refused (ValidationError with the message).
const mutation = graphql`
  mutation RemoveKitElementMutation($kitId: ID!, $elementId: ID!) {
    removeKitElement(kitId: $kitId, elementId: $elementId) {
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

export function useRemoveKitElementMutation() {
  return useAsyncMutation<RemoveKitElementMutation>(mutation);
}
