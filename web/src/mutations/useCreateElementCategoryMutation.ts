import { graphql } from 'react-relay';
import type {
  CreateElementCategoryMutation,
  CreateElementCategoryMutation$variables,
} from '../__generated__/CreateElementCategoryMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { byNumberThenText, placeInList, shiftNumber } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';

// Answers the new category in the shape the categories table reads.
const mutation = graphql`
  mutation CreateElementCategoryMutation($collectionId: ID!, $input: ElementCategoryFields!) {
    createElementCategory(collectionId: $collectionId, input: $input) {
      ... on ElementCategoryPayload @alias(as: "payload") {
        elementCategory {
          id
          name
          displayOrd
          ...ElementCategoriesTable_row
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/**
 * Creates a category; it joins its collection's list at its place (displayOrd, then name: a plain sorted list, no
 * @appendEdge), and the delete impact counts it.
 */
export const useCreateElementCategoryMutation = formMutation<CreateElementCategoryMutation, [variables: CreateElementCategoryMutation$variables]>(
  mutation,
  (_environment, variables) => ({
    variables,
    notice: (payload) => notices.created('kategorię elementów', payload.elementCategory.name),
    updater: (store) => {
      const category = store.getRootField('createElementCategory')?.getLinkedRecord('elementCategory');
      const collection = store.get(variables.collectionId);
      if (!category || !collection) return;
      placeInList(collection, 'elementCategories', category, byNumberThenText('displayOrd', 'name'));
      shiftNumber(collection.getLinkedRecord('deletionImpact'), 'elementCategories', 1);
    },
  }),
);
