import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateKitMutation, CreateKitMutation$variables } from '../__generated__/CreateKitMutation.graphql.ts';
import { byNumberThenText, placeInList } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import type { FormMutationOptions } from '../relay/useFormMutation.ts';
import { notices } from '../feedback/notices.ts';

// Answers the new kit (its view's fragment, so the view opens from the store, and its row of the kits list).
const mutation = graphql`
  mutation CreateKitMutation($collectionId: ID!, $input: KitInput!) {
    createKit(collectionId: $collectionId, input: $input) {
      __typename
      ... on KitPayload {
        kit {
          id
          ord
          name
          ...KitView_kit
          ...KitsTable_kit
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

/** Creates a kit; it joins the collection's kits list at its place (ord, then name) without reading the list again. */
export function useCreateKitMutation() {
  const [run, isInFlight] = useFormMutation<CreateKitMutation>(mutation);
  const create = useCallback(
    (variables: CreateKitMutation$variables, options: FormMutationOptions<CreateKitMutation> = {}) =>
      run(variables, {
        notice: (payload) => notices.created('zestaw', payload.kit.name),
        ...options,
        updater: (store) => {
          const kit = store.getRootField('createKit')?.getLinkedRecord('kit');
          if (kit) placeInList(store.get(variables.collectionId), 'kits', kit, byNumberThenText('ord', 'name'));
        },
      }),
    [run],
  );
  return [create, isInFlight] as const;
}
