import { Button } from '@mantine/core';
import { graphql } from 'react-relay';
import { Link } from 'react-router';
import type { UsersScreenQuery, UsersScreenQuery$data } from '../../__generated__/UsersScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { paths } from '../../routes/paths.ts';
import { UsersTable } from './UsersTable.tsx';
import { usersVariables } from './usersUrl.ts';

const query = graphql`
  query UsersScreenQuery($first: Int!, $salonsOnly: Boolean!) {
    ...UsersTable_query @arguments(first: $first, salonsOnly: $salonsOnly)
  }
`;

/** `/admin/users-list` (spec part 1 §2 "Users screen"): users and salons, the 'Salony' filter in the address. */
function Users(data: UsersScreenQuery$data) {
  return (
    <Screen
      title="Użytkownicy i salony"
      wide
      actions={
        <Button component={Link} to={paths.userCreate()}>
          Dodaj użytkownika
        </Button>
      }
    >
      <UsersTable query={data} />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<UsersScreenQuery, UsersScreenQuery$data>({
  query,
  variables: (_params, search) => usersVariables(search),
  select: (data) => data,
  Body: Users,
});
