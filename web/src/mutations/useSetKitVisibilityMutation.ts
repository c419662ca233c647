import { graphql } from 'react-relay';
import type { SetKitVisibilityMutation } from '../__generated__/SetKitVisibilityMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Shows or hides the kit (UKRYTY): nothing else of the kit changes, so the answer is its visibility, and the view
// and the kits list show the new state at once (optimistic), back to the old one if the server refuses.
const mutation = graphql`
  mutation SetKitVisibilityMutation($kitId: ID!, $isActive: Boolean!) {
    setKitVisibility(kitId: $kitId, isActive: $isActive) {
      ... on KitPayload @alias(as: "payload") {
        kit {
          id
          isActive
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useSetKitVisibilityMutation = formMutation<SetKitVisibilityMutation>(mutation, (environment, variables) => ({
  variables,
  optimisticResponse: { setKitVisibility: { __typename: 'KitPayload', kit: { id: variables.kitId, isActive: variables.isActive } } },
  notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
}));
