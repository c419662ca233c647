import { graphql } from 'react-relay';
import type { UpdateCollectionMutation, UpdateCollectionMutation$variables } from '../__generated__/UpdateCollectionMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { placeCollection } from '../relay/collectionLists.ts';
import { formMutation } from './formMutation.ts';
import type { FormOptions } from './formMutation.ts';

// Answers the changed collection in the shape its screens and the collections screen read, with its category.
const mutation = graphql`
  mutation UpdateCollectionMutation($id: ID!, $input: UpdateCollectionInput!, $version: Int) {
    updateCollection(id: $id, input: $input, version: $version) {
      ... on CollectionPayload @alias(as: "payload") {
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
      # The collection as someone else saved it: the form shows it beside the user's values.
      ... on ConflictError {
        current {
          id
          ... on Collection @alias(as: "collection") {
            ...CollectionDetails_collection
            ...CollectionEdit_collection
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Saves a collection; one moved to another category moves between the (plain, sorted) lists of the collections screen. */
export const useUpdateCollectionMutation = formMutation<UpdateCollectionMutation, [variables: UpdateCollectionMutation$variables, options?: FormOptions]>(
  mutation,
  (_environment, variables, options = {}) => ({
    variables,
    ...options,
    notice: (payload) => notices.saved('kolekcję', payload.collection.name),
    updater: (store) => placeCollection(store, store.getRootField('updateCollection')?.getLinkedRecord('collection')),
  }),
);
