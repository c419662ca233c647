import { graphql } from 'react-relay';
import type { RemoveKitElementMutation } from '../__generated__/RemoveKitElementMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Removes the last occurrence (a kit keeps 2, else a ValidationError); the kit comes back as its view and row read it.
const mutation = graphql`
  mutation RemoveKitElementMutation($kitId: ID!, $elementId: ID!) {
    removeKitElement(kitId: $kitId, elementId: $elementId) {
      ... on KitPayload @alias(as: "payload") {
        kit {
          id
          ...KitView_kit
          ...KitsTable_kit
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useRemoveKitElementMutation = formMutation<RemoveKitElementMutation>(mutation, (environment, variables) => ({
  variables,
  notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
}));
