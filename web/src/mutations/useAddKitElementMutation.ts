import { graphql, useRelayEnvironment } from 'react-relay';
import type { AddKitElementMutation } from '../__generated__/AddKitElementMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, notices } from '../feedback/notices.ts';

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
  const environment = useRelayEnvironment();
  return useFormMutation<AddKitElementMutation>(mutation, {
    notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
  });
}
