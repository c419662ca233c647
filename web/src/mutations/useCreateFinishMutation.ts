import { graphql } from 'react-relay';
import { FINISH_KIND_LABELS } from '@meble/domain/finish';
import type { CreateFinishMutation } from '../__generated__/CreateFinishMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

const mutation = graphql`
  mutation CreateFinishMutation($kind: FinishKind!, $input: FinishInput!) {
    createFinish(kind: $kind, input: $input) {
      ... on FinishPayload @alias(as: "payload") {
        finish {
          id
          name
          kind
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useCreateFinishMutation = formMutation<CreateFinishMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.created(FINISH_KIND_LABELS[payload.finish.kind === 'LEGS' ? 'legs' : 'elements'].one, payload.finish.name),
}));
