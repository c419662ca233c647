import { graphql } from 'react-relay';
import type { UpdateKitMutation, UpdateKitMutation$variables } from '../__generated__/UpdateKitMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { byNumberThenText, placeInList } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';
import type { FormOptions } from './formMutation.ts';

// Answers the kit as its view, its edit form and its row of the kits list read it, so each shows the change at once.
const mutation = graphql`
  mutation UpdateKitMutation($id: ID!, $input: KitFields!, $version: Int) {
    updateKit(id: $id, input: $input, version: $version) {
      ... on KitPayload @alias(as: "payload") {
        kit {
          id
          ord
          name
          ...KitView_kit
          ...KitEdit_kit
          ...KitsTable_kit
        }
      }
      # The kit as the other person saved it: the form shows it beside the user's values.
      ... on ConflictError {
        current {
          id
          ... on Kit @alias(as: "kit") {
            ...KitView_kit
            ...KitEdit_kit
            ...KitsTable_kit
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Saves a kit's own fields (D28); a new ord or name moves it in its collection's (plain, sorted) kits list. */
export const useUpdateKitMutation = formMutation<UpdateKitMutation, [variables: UpdateKitMutation$variables, collectionId: string, options?: FormOptions]>(
  mutation,
  (_environment, variables, collectionId, options = {}) => ({
    variables,
    ...options,
    notice: (payload) => notices.saved('zestaw', payload.kit.name),
    updater: (store) => {
      const kit = store.getRootField('updateKit')?.getLinkedRecord('kit');
      if (kit) placeInList(store.get(collectionId), 'kits', kit, byNumberThenText('ord', 'name'));
    },
  }),
);
