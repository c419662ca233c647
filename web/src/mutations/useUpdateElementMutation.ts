import { graphql, useRelayEnvironment } from 'react-relay';
import type { UpdateElementMutation } from '../__generated__/UpdateElementMutation.graphql.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import { nameInStore, notices } from '../feedback/notices.ts';

// Answers the changed element in the shape its screens read; those fields cover its row in the element lists.
const mutation = graphql`
  mutation UpdateElementMutation($id: ID!, $input: ElementInput!) {
    updateElement(id: $id, input: $input) {
      __typename
      ... on ElementPayload {
        element {
          id
          ...ElementDetails_element
          ...ElementEdit_element
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

export function useUpdateElementMutation() {
  const environment = useRelayEnvironment();
  return useFormMutation<UpdateElementMutation>(mutation, {
    notice: (payload) => notices.saved('element', nameInStore(environment, payload.element.id)),
  });
}
