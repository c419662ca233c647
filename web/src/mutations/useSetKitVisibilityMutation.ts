import { graphql, useRelayEnvironment } from 'react-relay';
import type { SetKitVisibilityMutation } from '../__generated__/SetKitVisibilityMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, notices } from '../feedback/notices.ts';

// Shows or hides the kit (UKRYTY); the kit comes back as its view and its row of the kits list read it.
const mutation = graphql`
  mutation SetKitVisibilityMutation($kitId: ID!, $isActive: Boolean!) {
    setKitVisibility(kitId: $kitId, isActive: $isActive) {
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

export function useSetKitVisibilityMutation() {
  const environment = useRelayEnvironment();
  return useFormMutation<SetKitVisibilityMutation>(mutation, {
    notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
  });
}
