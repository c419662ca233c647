import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  CreateElementCategoryMutation,
  CreateElementCategoryMutation$variables,
} from '../__generated__/CreateElementCategoryMutation.graphql.ts';
import { byNumberThenText, placeInList, shiftNumber } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { notices } from '../feedback/notices.ts';

// Answers the new category in the shape the categories table reads.
const mutation = graphql`
  mutation CreateElementCategoryMutation($collectionId: ID!, $input: ElementCategoryFields!) {
    createElementCategory(collectionId: $collectionId, input: $input) {
      __typename
      ... on ElementCategoryPayload {
        elementCategory {
          id
          name
          displayOrd
          ...ElementCategoriesTable_row
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

/** Creates a category; it joins its collection's list at its place (displayOrd, then name), and the delete impact counts it. */
export function useCreateElementCategoryMutation() {
  const [run, isInFlight] = useFormMutation<CreateElementCategoryMutation>(mutation);
  const create = useCallback(
    (variables: CreateElementCategoryMutation$variables) =>
      run(variables, {
        notice: (payload) => notices.created('kategorię elementów', payload.elementCategory.name),
        updater: (store) => {
          const category = store.getRootField('createElementCategory')?.getLinkedRecord('elementCategory');
          const collection = store.get(variables.collectionId);
          if (!category || !collection) return;
          placeInList(collection, 'elementCategories', category, byNumberThenText('displayOrd', 'name'));
          shiftNumber(collection.getLinkedRecord('deletionImpact'), 'elementCategories', 1);
        },
      }),
    [run],
  );
  return [create, isInFlight] as const;
}
