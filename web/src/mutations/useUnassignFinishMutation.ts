import { graphql } from 'react-relay';
import type { UnassignFinishMutation } from '../__generated__/UnassignFinishMutation.graphql.ts';
import { formMutation } from './formMutation.ts';

// Answers the collection's finishes of the kind (`$legs`) as its screens read them: the grid updates without a refetch.
const mutation = graphql`
  mutation UnassignFinishMutation($collectionId: ID!, $finishId: ID!, $legs: Boolean!) {
    unassignFinish(collectionId: $collectionId, finishId: $finishId) {
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

export const useUnassignFinishMutation = formMutation<UnassignFinishMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => `Zdjęto wybarwienie „${payload.finish.name}” z kolekcji.`,
}));
