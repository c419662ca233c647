import { graphql } from 'react-relay';
import type { CreateKitMutation } from '../__generated__/CreateKitMutation.graphql.ts';
import { useAsyncMutation } from '../relay/useAsyncMutation.ts';

// Answers the new kit (its view's fragment, so the view opens from the store) and the collection's kits list.
const mutation = graphql`
  mutation CreateKitMutation($collectionId: ID!, $input: KitInput!) {
    createKit(collectionId: $collectionId, input: $input) {
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

export function useCreateKitMutation() {
  return useAsyncMutation<CreateKitMutation>(mutation);
}
