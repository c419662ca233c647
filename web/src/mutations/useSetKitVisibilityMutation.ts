import { graphql } from 'react-relay';
import type { SetKitVisibilityMutation } from '../__generated__/SetKitVisibilityMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

// Shows or hides the kit (UKRYTY): nothing else of the kit changes, so the answer is its visibility, and the view
// and the kits list show the new state at once (optimistic), back to the old one if the server refuses.
const mutation = graphql`
  mutation SetKitVisibilityMutation($kitId: ID!, $isActive: Boolean!, $version: Int) {
    setKitVisibility(kitId: $kitId, isActive: $isActive, version: $version) {
      ... on KitPayload @alias(as: "payload") {
        kit {
          id
          isActive
          version
        }
      }
      # The kit as changed meanwhile: the view and the kits list show it, and the next change names its version.
      ... on ConflictError {
        current {
          id
          ... on Kit @alias(as: "kit") {
            ...KitView_kit
            ...KitsTable_kit
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useSetKitVisibilityMutation = formMutation<SetKitVisibilityMutation>(mutation, (environment, variables) => {
  // The version the view or the row shows (D29): a kit changed since is not toggled unseen.
  const version = versionInStore(environment, variables.kitId);
  return {
    variables: { ...variables, version },
    // The version stays as it is until the server answers with the one the toggle made.
    optimisticResponse: { setKitVisibility: { __typename: 'KitPayload', kit: { id: variables.kitId, isActive: variables.isActive, version } } },
    notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
  };
});
