import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { CreateCollectionMutation, CreateCollectionMutation$variables } from '../__generated__/CreateCollectionMutation.graphql.ts';
import { placeCollection, startCounts } from '../relay/collectionLists.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import type { FormMutationOptions } from '../relay/useFormMutation.ts';
import { notices } from '../feedback/notices.ts';

// Answers the new collection as the collections screen lists it, with its category.
const mutation = graphql`
  mutation CreateCollectionMutation($input: CreateCollectionInput!) {
    createCollection(input: $input) {
      __typename
      ... on CollectionPayload {
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
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/** Creates a collection; it joins its category's list on the collections screen (by name) without a reload. */
export function useCreateCollectionMutation() {
  const [run, isInFlight] = useFormMutation<CreateCollectionMutation>(mutation);
  const create = useCallback(
    (variables: CreateCollectionMutation$variables, options: FormMutationOptions<CreateCollectionMutation> = {}) =>
      run(variables, { notice: (payload) => notices.created('kolekcję', payload.collection.name), ...options, updater: (store) => {
          const collection = store.getRootField('createCollection')?.getLinkedRecord('collection');
          startCounts(collection);
          placeCollection(store, collection);
        } }),
    [run],
  );
  return [create, isInFlight] as const;
}
