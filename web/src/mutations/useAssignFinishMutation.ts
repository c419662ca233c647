import { graphql } from 'react-relay';
import type { AssignFinishMutation } from '../__generated__/AssignFinishMutation.graphql.ts';
import { formMutation } from './formMutation.ts';

// Answers the collection's finishes of the kind (`$legs`) as its screens read them: the grid updates without a refetch.
const mutation = graphql`
  mutation AssignFinishMutation($collectionId: ID!, $finishId: ID!, $legs: Boolean!) {
    assignFinish(collectionId: $collectionId, finishId: $finishId) {
      ... on FinishAssignmentPayload @alias(as: "payload") {
        collection {
          id
          legFinishes @include(if: $legs) {
            id
            name
            type
            textureName
          }
          elementFinishes @skip(if: $legs) {
            id
            name
            type
            textureName
          }
        }
        finish {
          id
          name
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useAssignFinishMutation = formMutation<AssignFinishMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => `Przypisano wybarwienie „${payload.finish.name}” do kolekcji.`,
}));
