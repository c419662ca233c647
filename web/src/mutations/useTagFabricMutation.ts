import { graphql } from 'react-relay';
import type { TagFabricMutation } from '../__generated__/TagFabricMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

// Tags a fabric with a colour, type or property or takes the tag away; the toggles show it at once (optimistic is
// left to the screen's own state: the tag lists are plain lists of nodes).
const mutation = graphql`
  mutation TagFabricMutation($fabricId: ID!, $parameterId: ID!, $tagged: Boolean!, $version: Int) {
    tagFabric(fabricId: $fabricId, parameterId: $parameterId, tagged: $tagged, version: $version) {
      ... on FabricPayload @alias(as: "payload") {
        fabric {
          id
          version
          colors {
            id
          }
          types {
            id
          }
          properties {
            id
          }
        }
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

export const useTagFabricMutation = formMutation<TagFabricMutation>(mutation, (environment, variables) => ({
  variables: { ...variables, version: versionInStore(environment, variables.fabricId) },
  notice: () => notices.saved('tkaninę', nameInStore(environment, variables.fabricId)),
}));
