import { graphql } from 'react-relay';
import type {
  UpdateElementCategoryMutation,
  UpdateElementCategoryMutation$variables,
} from '../__generated__/UpdateElementCategoryMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { byNumberThenText, placeInList } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';

// Answers the changed category in the shape its edit screen and the categories table read.
const mutation = graphql`
  mutation UpdateElementCategoryMutation($id: ID!, $input: ElementCategoryFields!, $version: Int) {
    updateElementCategory(id: $id, input: $input, version: $version) {
      ... on ElementCategoryPayload @alias(as: "payload") {
        elementCategory {
          id
          name
          displayOrd
          ...ElementCategoryEdit_elementCategory
          ...ElementCategoriesTable_row
        }
      }
      # The category as someone else saved it: the form shows it beside the user's values.
      ... on ConflictError {
        current {
          id
          ... on ElementCategory @alias(as: "elementCategory") {
            ...ElementCategoryEdit_elementCategory
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Saves a category of the collection `collectionId`; a new displayOrd moves it in the (plain, sorted) list without a reload. */
export const useUpdateElementCategoryMutation = formMutation<UpdateElementCategoryMutation, [variables: UpdateElementCategoryMutation$variables, collectionId: string]>(
  mutation,
  (_environment, variables, collectionId) => ({
    variables,
    notice: (payload) => notices.saved('kategorię elementów', payload.elementCategory.name),
    updater: (store) => {
      const category = store.getRootField('updateElementCategory')?.getLinkedRecord('elementCategory');
      if (category) placeInList(store.get(collectionId), 'elementCategories', category, byNumberThenText('displayOrd', 'name'));
    },
  }),
);
