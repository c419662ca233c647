import { graphql } from 'react-relay';
import type { AddKitElementMutation } from '../__generated__/AddKitElementMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

// Appends the element (or puts it at `position`: an undone removal); the kit comes back with what its view and its
// row of the kits list read (count, totals).
const mutation = graphql`
  mutation AddKitElementMutation($kitId: ID!, $elementId: ID!, $position: Int, $version: Int) {
    addKitElement(kitId: $kitId, elementId: $elementId, position: $position, version: $version) {
      ... on KitPayload @alias(as: "payload") {
        kit {
          id
          ...KitView_kit
          ...KitsTable_kit
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

export const useAddKitElementMutation = formMutation<AddKitElementMutation>(mutation, (environment, variables) => ({
  // The version the view shows now (D29); an undone removal names the one the removal made.
  variables: { ...variables, version: versionInStore(environment, variables.kitId) },
  notice: (payload) => notices.saved('zestaw', nameInStore(environment, payload.kit.id)),
}));
