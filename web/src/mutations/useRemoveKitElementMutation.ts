import { graphql, useRelayEnvironment } from 'react-relay';
import type { RemoveKitElementMutation } from '../__generated__/RemoveKitElementMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, notices } from '../feedback/notices.ts';

// Removes the last occurrence (a kit keeps 2, else a ValidationError); the kit comes back as its view and row read it.
const mutation = graphql`
  mutation RemoveKitElementMutation($kitId: ID!, $elementId: ID!) {
    removeKitElement(kitId: $kitId, elementId: $elementId) {
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

export function useRemoveKitElementMutation() {
  const environment = useRelayEnvironment();
  return useFormMutation<RemoveKitElementMutation>(mutation, {
    notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
  });
}
