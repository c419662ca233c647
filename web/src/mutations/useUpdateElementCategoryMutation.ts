import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  UpdateElementCategoryMutation,
  UpdateElementCategoryMutation$variables,
} from '../__generated__/UpdateElementCategoryMutation.graphql.ts';
import { byNumberThenText, placeInList } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { notices } from '../feedback/notices.ts';

// Answers the changed category in the shape its edit screen and the categories table read.
const mutation = graphql`
  mutation UpdateElementCategoryMutation($id: ID!, $input: ElementCategoryFields!) {
    updateElementCategory(id: $id, input: $input) {
      __typename
      ... on ElementCategoryPayload {
        elementCategory {
          id
          name
          displayOrd
          ...ElementCategoryEdit_elementCategory
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

/** Saves a category of the collection `collectionId`; a new displayOrd moves it in the list without a reload. */
export function useUpdateElementCategoryMutation() {
  const [run, isInFlight] = useFormMutation<UpdateElementCategoryMutation>(mutation);
  const update = useCallback(
    (variables: UpdateElementCategoryMutation$variables, collectionId: string) =>
      run(variables, {
        notice: (payload) => notices.saved('kategorię elementów', payload.elementCategory.name),
        updater: (store) => {
          const category = store.getRootField('updateElementCategory')?.getLinkedRecord('elementCategory');
          if (category) placeInList(store.get(collectionId), 'elementCategories', category, byNumberThenText('displayOrd', 'name'));
        },
      }),
    [run],
  );
  return [update, isInFlight] as const;
}
