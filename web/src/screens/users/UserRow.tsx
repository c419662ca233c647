import { Anchor, Button, Table } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql.ts';
import { paths } from '../../routes/paths.ts';

interface UserRowProps {
  user: UserRow_user$key;
  onDelete: (user: { id: string; name: string }) => void;
}

/** Spec part 1 §2: name, email, city, admin, shop, delete and password, each its own column. */
export function UserRow({ user, onDelete }: UserRowProps) {
  const data = useFragment(
    graphql`
      fragment UserRow_user on User {
        id
        name
        email
        city
        isAdmin
        isSalon
        salonName
        viewerCanDelete
      }
    `,
    user,
  );
  return (
    <Table.Tr>
      <Table.Th scope="row">
        {/* The password page is the only page of a user: the name opens it in one click, as on every list. */}
        <Link to={paths.userPassword({ id: data.id })}>{data.name}</Link>
      </Table.Th>
      <Table.Td>{data.email}</Table.Td>
      <Table.Td>{data.city || <span className="muted">—</span>}</Table.Td>
      <Table.Td>{data.isAdmin ? 'Tak' : 'Nie'}</Table.Td>
      <Table.Td>{data.isSalon && data.salonName ? data.salonName : <span className="muted">—</span>}</Table.Td>
      <Table.Td>
        {/* No delete of oneself: the server refuses it, and the graph says so per row (viewerCanDelete). The names of the
            button and the link carry the user's name: a screen reader's list of controls tells the rows apart. */}
        {data.viewerCanDelete ? (
          <Button variant="subtle" color="red" size="compact-sm" aria-label={`Usuń ${data.name}`} onClick={() => onDelete({ id: data.id, name: data.name })}>
            Usuń
          </Button>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={paths.userPassword({ id: data.id })} size="sm" aria-label={`Zmień hasło: ${data.name}`}>
          Zmień hasło
        </Anchor>
      </Table.Td>
    </Table.Tr>
  );
}
