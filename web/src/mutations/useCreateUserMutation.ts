import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { nameSortKey } from '@meble/domain/name-keys';
import type { Environment, RecordProxy } from 'relay-runtime';
import type { CreateUserMutation, CreateUserMutation$variables } from '../__generated__/CreateUserMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { connectionId, placeInConnections, shiftTotalCount } from '../relay/listUpdates.ts';
import { useFormMutation } from '../relay/useFormMutation.ts';
import type { FormMutationOptions } from '../relay/useFormMutation.ts';

// Answers the new user as the users list shows a row, so the lists already in the store take it in at its place:
// the list screen renders from the store at once (store-and-network) and must not show the list without them.
const mutation = graphql`
  mutation CreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      __typename
      ... on CreateUserPayload {
        user {
          id
          name
          email
          salonName
          ...UserRow_user
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/** The `@connection` of the users list (UsersTable.tsx), one per value of its 'Salony' filter. */
const USERS_LIST_KEY = 'UsersTable_users';

/**
 * The users lists in the store a new user joins: every user created is a salon (D15), so both the salons-only
 * list and the everyone list; a list never loaded is read whole when it is first shown.
 */
function usersListsOf(environment: Environment): string[] {
  const source = environment.getStore().getSource();
  return [true, false].map((salonsOnly) => connectionId('client:root', USERS_LIST_KEY, { salonsOnly })).filter((id) => source.has(id));
}

/** The API's order of the list: the name's sort key (compared as PostgreSQL's "C" collation does), then the id. */
function byUserOrder(a: RecordProxy, b: RecordProxy): number {
  const key = (record: RecordProxy) => nameSortKey(String(record.getValue('name') ?? ''));
  const [left, right] = [key(a), key(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Creates a salon user (D15), says so naming the salon, and puts them in the users lists already loaded. */
export function useCreateUserMutation() {
  const environment = useRelayEnvironment();
  const [run, isInFlight] = useFormMutation<CreateUserMutation>(mutation);
  const create = useCallback(
    (variables: CreateUserMutation$variables, options: FormMutationOptions<CreateUserMutation> = {}) => {
      const connections = usersListsOf(environment);
      return run(variables, {
        notice: (payload) => notices.created('konto salonu', payload.user.salonName ?? payload.user.name),
        ...options,
        updater: (store) => {
          const user = store.getRootField('createUser')?.getLinkedRecord('user');
          if (!user) return;
          placeInConnections(store, connections, user, 'UserConnectionEdge', byUserOrder);
          shiftTotalCount(store, connections, 1);
        },
      });
    },
    [environment, run],
  );
  return [create, isInFlight] as const;
}
