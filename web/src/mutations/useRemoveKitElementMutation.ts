import { graphql } from 'react-relay';
import type { RemoveKitElementMutation, RemoveKitElementMutation$variables } from '../__generated__/RemoveKitElementMutation.graphql.ts';
import { nameInStore } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

// Removes the occurrence at `position` (a kit keeps 2, else a ValidationError); the kit comes back as its view and row read it.
const mutation = graphql`
  mutation RemoveKitElementMutation($kitId: ID!, $elementId: ID!, $position: Int, $version: Int) {
    removeKitElement(kitId: $kitId, elementId: $elementId, position: $position, version: $version) {
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

const named = (kind: string, name: string | undefined) => (name ? `${kind} „${name}”` : kind);

/** Removes one element of a kit; `undo` (the toast's 'Cofnij') puts it back. */
export const useRemoveKitElementMutation = formMutation<RemoveKitElementMutation, [variables: RemoveKitElementMutation$variables, undo?: () => void]>(
  mutation,
  (environment, variables, undo) => {
    // Named now: the toast says which element went, from the store as it is before the answer.
    const element = nameInStore(environment, variables.elementId);
    return {
      // The version the view shows (D29): a kit changed since is not changed unseen.
      variables: { ...variables, version: versionInStore(environment, variables.kitId) },
      notice: (payload) => ({
        message: `Usunięto ${named('element', element)} z ${named('zestawu', nameInStore(environment, payload.kit.id))}.`,
        action: undo && { label: 'Cofnij', run: undo },
      }),
    };
  },
);

