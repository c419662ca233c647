import { graphql } from 'react-relay';
import { FINISH_KIND_LABELS } from '@meble/domain/finish';
import type { UpdateFinishMutation } from '../__generated__/UpdateFinishMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

// Answers the finish in the shape its screen reads; a stale save answers the finish as it is now.
const mutation = graphql`
  mutation UpdateFinishMutation($id: ID!, $input: FinishInput!, $version: Int) {
    updateFinish(id: $id, input: $input, version: $version) {
      ... on FinishPayload @alias(as: "payload") {
        finish {
          id
          name
          kind
          ...FinishEdit_finish
        }
      }
      ... on ConflictError {
        current {
          id
          ... on Finish @alias(as: "finish") {
            ...FinishEdit_finish
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useUpdateFinishMutation = formMutation<UpdateFinishMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.saved(FINISH_KIND_LABELS[payload.finish.kind === 'LEGS' ? 'legs' : 'elements'].one, payload.finish.name),
}));
