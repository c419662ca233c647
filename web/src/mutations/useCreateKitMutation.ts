import { graphql } from 'react-relay';
import type { CreateKitMutation, CreateKitMutation$variables } from '../__generated__/CreateKitMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { byNumberThenText, placeInList } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';
import type { FormOptions } from './formMutation.ts';

// Answers the new kit (its view's fragment, so the view opens from the store, and its row of the kits list).
const mutation = graphql`
  mutation CreateKitMutation($collectionId: ID!, $input: KitInput!) {
    createKit(collectionId: $collectionId, input: $input) {
      ... on KitPayload @alias(as: "payload") {
        kit {
          id
          ord
          name
          ...KitView_kit
          ...KitsTable_kit
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a kit; it joins the collection's kits list at its place (ord, then name: a plain sorted list, no
 * @appendEdge) without reading the list again.
 */
export const useCreateKitMutation = formMutation<CreateKitMutation, [variables: CreateKitMutation$variables, options?: FormOptions]>(
  mutation,
  (_environment, variables, options = {}) => ({
    variables,
    ...options,
    notice: (payload) => notices.created('zestaw', payload.kit.name),
    updater: (store) => {
      const kit = store.getRootField('createKit')?.getLinkedRecord('kit');
      if (kit) placeInList(store.get(variables.collectionId), 'kits', kit, byNumberThenText('ord', 'name'));
    },
  }),
);
