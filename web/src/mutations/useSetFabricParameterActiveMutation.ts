import { graphql } from 'react-relay';
import type { SetFabricParameterActiveMutation } from '../__generated__/SetFabricParameterActiveMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

// A filter parameter's switch (D26): shown at once (optimistic), put back by Relay when the server refuses.
const mutation = graphql`
  mutation SetFabricParameterActiveMutation($id: ID!, $isActive: Boolean!, $version: Int) {
    setFabricParameterActive(id: $id, isActive: $isActive, version: $version) {
      ... on FabricParameterPayload @alias(as: "payload") {
        color {
          id
          isActive
          version
        }
        type {
          id
          isActive
          version
        }
        property {
          id
          isActive
          version
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** The graph type of a parameter's global id ('FabricColor:…' in base64). */
function kindOf(id: string): 'color' | 'type' | 'property' {
  try {
    const typename = atob(id).split(':')[0];
    return typename === 'FabricType' ? 'type' : typename === 'FabricProperty' ? 'property' : 'color';
  } catch {
    return 'color';
  }
}

export const useSetFabricParameterActiveMutation = formMutation<SetFabricParameterActiveMutation>(mutation, (environment, variables) => {
  const version = versionInStore(environment, variables.id);
  const kind = kindOf(variables.id);
  const node = { id: variables.id, isActive: variables.isActive, version };
  return {
    variables: { ...variables, version },
    optimisticResponse: {
      setFabricParameterActive: {
        __typename: 'FabricParameterPayload',
        color: kind === 'color' ? node : null,
        type: kind === 'type' ? node : null,
        property: kind === 'property' ? node : null,
      },
    },
    notice: () => notices.saved('parametr tkanin', nameInStore(environment, variables.id)),
  };
});
