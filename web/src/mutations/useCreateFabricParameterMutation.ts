import { graphql } from 'react-relay';
import type { CreateFabricParameterMutation } from '../__generated__/CreateFabricParameterMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { formMutation } from './formMutation.ts';

const mutation = graphql`
  mutation CreateFabricParameterMutation($kind: FabricParameterKind!, $input: FabricParameterInput!) {
    createFabricParameter(kind: $kind, input: $input) {
      ... on FabricParameterPayload @alias(as: "payload") {
        color {
          id
          name
        }
        type {
          id
          name
        }
        property {
          id
          name
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Creates a colour, type or property; the settings screen reads the lists afresh when it opens. */
export const useCreateFabricParameterMutation = formMutation<CreateFabricParameterMutation>(mutation, (_environment, variables) => ({
  variables,
  notice: (payload) => notices.created('parametr tkanin', (payload.color ?? payload.type ?? payload.property)?.name),
}));
