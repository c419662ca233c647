import { graphql } from 'react-relay';
import type { AddKitElementMutation } from '../__generated__/AddKitElementMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';

// Appends the element; the kit comes back with what its view and its row of the kits list read (count, totals).
const mutation = graphql`
  mutation AddKitElementMutation($kitId: ID!, $elementId: ID!) {
    addKitElement(kitId: $kitId, elementId: $elementId) {
      __typename
      ... on KitPayload {
        kit {
          id
          ...KitView_kit
          ...KitsTable_kit
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
  return useFormMutation<AddKitElementMutation>(mutation);
}
