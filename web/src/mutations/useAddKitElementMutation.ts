import { graphql } from 'react-relay';
import type { AddKitElementMutation } from '../__generated__/AddKitElementMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Appends the element (or puts it at `position`: an undone removal); the kit comes back with what its view and its
// row of the kits list read (count, totals).
const mutation = graphql`
  mutation AddKitElementMutation($kitId: ID!, $elementId: ID!, $position: Int) {
    addKitElement(kitId: $kitId, elementId: $elementId, position: $position) {
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

export const useAddKitElementMutation = formMutation<AddKitElementMutation>(mutation, (environment, variables) => ({
  variables,
  notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
}));
