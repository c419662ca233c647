import { graphql } from 'react-relay';
import type { UpdateElementMutation } from '../__generated__/UpdateElementMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Answers the changed element in the shape its screens read; those fields cover its row in the element lists.
const mutation = graphql`
  mutation UpdateElementMutation($id: ID!, $input: ElementInput!, $version: Int) {
    updateElement(id: $id, input: $input, version: $version) {
      ... on ElementPayload @alias(as: "payload") {
        element {
          id
          ...ElementDetails_element
          ...ElementEdit_element
        }
      }
      # The element as the other person saved it: the form shows it beside the user's values.
      ... on ConflictError {
        current {
          id
          ... on Element @alias(as: "element") {
            ...ElementDetails_element
            ...ElementEdit_element
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useUpdateElementMutation = formMutation<UpdateElementMutation>(mutation, (environment, variables) => ({
  variables,
  notice: (payload) => notices.saved('element', nameInStore(environment, payload.element.id)),
}));
