import { graphql } from 'react-relay';
import type { CreateCollectionMutation, CreateCollectionMutation$variables } from '../__generated__/CreateCollectionMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { placeCollection, startCounts } from '../relay/collectionLists.ts';
import { formMutation } from './formMutation.ts';
import type { FormOptions } from './formMutation.ts';

// Answers the new collection as the collections screen lists it, with its category.
const mutation = graphql`
  mutation CreateCollectionMutation($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      ... on CollectionPayload @alias(as: "payload") {
        collection {
          id
          slug
          name
          isActive
          thumbUrl
          category {
            id
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a collection; it joins its category's list on the collections screen without a reload, at its place by
 * name (a plain sorted list: no @appendEdge).
 */
export const useCreateCollectionMutation = formMutation<CreateCollectionMutation, [variables: CreateCollectionMutation$variables, options?: FormOptions]>(
  mutation,
  (_environment, variables, options = {}) => ({
    variables,
    ...options,
    notice: (payload) => notices.created('kolekcję', payload.collection.name),
    updater: (store) => {
      const collection = store.getRootField('createCollection')?.getLinkedRecord('collection');
      startCounts(collection);
      placeCollection(store, collection);
    },
  }),
);
