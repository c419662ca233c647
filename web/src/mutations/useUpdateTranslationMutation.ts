import { graphql } from 'react-relay';
import type { UpdateTranslationMutation } from '../__generated__/UpdateTranslationMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';

// Answers the translation in the shape its edit screen and the list read: the list shows the new texts at once.
const mutation = graphql`
  mutation UpdateTranslationMutation($id: ID!, $input: TranslationFields!) {
    updateTranslation(id: $id, input: $input) {
      __typename
      ... on TranslationPayload {
        translation {
          id
          key
          pl
          en
          ...TranslationEdit_translation
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

/** Saves a translation's pl and en; the toast names its key. */
export function useUpdateTranslationMutation() {
  return useFormMutation<UpdateTranslationMutation>(mutation, {
    notice: (payload) => notices.saved('tłumaczenie', payload.translation.key),
  });
}
