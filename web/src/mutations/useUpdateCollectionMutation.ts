import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { UpdateCollectionMutation, UpdateCollectionMutation$variables } from '../__generated__/UpdateCollectionMutation.graphql.ts';
import { placeCollection } from '../relay/collectionLists.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import type { FormMutationOptions } from '../relay/useFormMutation.ts';
import { notices } from '../feedback/notices.ts';

// Answers the changed collection in the shape its screens and the collections screen read, with its category.
const mutation = graphql`
  mutation UpdateCollectionMutation($id: ID!, $input: UpdateCollectionInput!) {
    updateCollection(id: $id, input: $input) {
      __typename
      ... on CollectionPayload {
        collection {
          id
          slug
          name
          isActive
          category {
            id
          }
          ...CollectionDetails_collection
          ...CollectionEdit_collection
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

/** Saves a collection; one moved to another category moves between the lists of the collections screen. */
export function useUpdateCollectionMutation() {
  const [run, isInFlight] = useFormMutation<UpdateCollectionMutation>(mutation);
  const update = useCallback(
    (variables: UpdateCollectionMutation$variables, options: FormMutationOptions<UpdateCollectionMutation> = {}) =>
      run(variables, { notice: (payload) => notices.saved('kolekcję', payload.collection.name), ...options, updater: (store) => placeCollection(store, store.getRootField('updateCollection')?.getLinkedRecord('collection')) }),
    [run],
  );
  return [update, isInFlight] as const;
}
