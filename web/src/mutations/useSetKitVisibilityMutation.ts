import { graphql } from 'react-relay';
import type { SetKitVisibilityMutation } from '../__generated__/SetKitVisibilityMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// Shows or hides the kit (UKRYTY); the answer updates the view and the collection's kits list.
const mutation = graphql`
  mutation SetKitVisibilityMutation($kitId: ID!, $isActive: Boolean!) {
    setKitVisibility(kitId: $kitId, isActive: $isActive) {
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

export function useSetKitVisibilityMutation() {
  return useAsyncMutation<SetKitVisibilityMutation>(mutation);
}
