import { graphql } from 'react-relay';
import type { UpdateTranslationMutation } from '../__generated__/UpdateTranslationMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Answers the translation in the shape its edit screen and the list read: the list shows the new texts at once.
const mutation = graphql`
  mutation UpdateTranslationMutation($id: ID!, $input: TranslationFields!, $version: Int) {
    updateTranslation(id: $id, input: $input, version: $version) {
      ... on TranslationPayload @alias(as: "payload") {
        translation {
          id
          key
          pl
          en
          ...TranslationEdit_translation
        }
      }
      # The translation as the other person saved it: the form shows it beside the user's values.
      ... on ConflictError {
        current {
          id
          ... on Translation @alias(as: "translation") {
            key
            pl
            en
            ...TranslationEdit_translation
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Saves a translation's pl and en; the toast names its key. */
export const useUpdateTranslationMutation = formMutation<UpdateTranslationMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.saved('tłumaczenie', payload.translation.key),
}));
