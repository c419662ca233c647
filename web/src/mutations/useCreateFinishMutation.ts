import { graphql } from 'react-relay';
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
  notice: (payload) => notices.created(payload.finish.kind === 'LEGS' ? 'wybarwienie nóżek' : 'wybarwienie elementów', payload.finish.name),
}));
