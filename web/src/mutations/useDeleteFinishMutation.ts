import { graphql } from 'react-relay';
import { FINISH_KIND_LABELS } from '@meble/domain/finish';
import type { DeleteFinishMutation } from '../__generated__/DeleteFinishMutation.graphql.ts';
import { nameInStore, notices } from '../feedback/notices.ts';
import { versionInStore } from '../relay/versions.ts';
import { formMutation } from './formMutation.ts';

const mutation = graphql`
  mutation DeleteFinishMutation($id: ID!, $confirmed: Boolean, $version: Int) {
    deleteFinish(id: $id, confirmed: $confirmed, version: $version) {
      ... on DeleteFinishPayload @alias(as: "payload") {
        deletedId @deleteRecord
      }
      ...formMutation_error @alias(as: "error")
    }
  }
`;

/** Deletes a finish (and, confirmed, its collection assignments, D24); the lists drop it from the store. */
export const useDeleteFinishMutation = formMutation<DeleteFinishMutation>(mutation, (environment, variables) => {
  const name = nameInStore(environment, variables.id);
  const legs = nameInStore(environment, variables.id, 'kind') === 'LEGS';
  return {
    variables: { ...variables, version: versionInStore(environment, variables.id) },
    notice: () => notices.deleted(FINISH_KIND_LABELS[legs ? 'legs' : 'elements'].one, name),
  };
});
