import { graphql } from 'react-relay';
import { nameSortKey } from '@meble/domain/name-keys';
import type { Environment, RecordProxy } from 'relay-runtime';
import type { CreateUserMutation } from '../__generated__/CreateUserMutation.graphql.ts';
import { notices } from '../feedback/notices.ts';
import { connectionId, placeInConnections, shiftTotalCount } from '../relay/listUpdates.ts';
import { formMutation } from './formMutation.ts';

// Answers the new user as the users list shows a row, so the lists already in the store take it in at its place:
// the list screen renders from the store at once (store-and-network) and must not show the list without them.
const mutation = graphql`
  mutation CreateUserMutation($input: CreateUserInput!) {
    createUser(input: $input) {
      ... on CreateUserPayload @alias(as: "payload") {
        user {
          id
          name
          email
          salonName
          ...UserRow_user
        }
      }
      ...formMutation_error @alias(as: "error")
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

/**
 * Creates a salon user (D15), says so naming the salon, and puts them in the users lists already loaded, at their
 * place by name (sorted and paged lists: @appendEdge would put them at the end of the loaded page).
 */
export const useCreateUserMutation = formMutation<CreateUserMutation>(mutation, (environment, variables) => {
  const connections = usersListsOf(environment);
  return {
    variables,
    notice: (payload) => notices.created('konto salonu', payload.user.salonName ?? payload.user.name),
    updater: (store) => {
      const user = store.getRootField('createUser')?.getLinkedRecord('user');
      if (!user) return;
      placeInConnections(store, connections, user, 'UserConnectionEdge', byUserOrder);
      shiftTotalCount(store, connections, 1);
    },
  };
});
