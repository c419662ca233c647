import { Menu, Table } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { UserRow_user$key } from '../../__generated__/UserRow_user.graphql.ts';
import { paths } from '../../routes/paths.ts';
import { breakable } from '../../ui/breakable.tsx';
import { RowActions } from '../../ui/RowActions.tsx';

interface UserRowProps {
  user: UserRow_user$key;
  onDelete: (user: { id: string; name: string }) => void;
}

/** Spec part 1 §2: name, email, city, admin and shop; delete and password with the edit (D28) in the row's menu. */
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
        # eslint-disable-next-line relay/unused-fields -- what a delete from the row names (relay/versions.ts)
        version
      }
    `,
    user,
  );
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Link to={paths.userEdit({ id: data.id })}>{data.name}</Link>
      </Table.Th>
      <Table.Td>{breakable(data.email)}</Table.Td>
      <Table.Td>{data.city || <span className="muted">—</span>}</Table.Td>
      <Table.Td>{data.isAdmin ? 'Tak' : 'Nie'}</Table.Td>
      <Table.Td>{data.isSalon && data.salonName ? data.salonName : <span className="muted">—</span>}</Table.Td>
      <Table.Td className="row-actions">
        <RowActions name={data.name}>
          <Menu.Item component={Link} to={paths.userEdit({ id: data.id })}>
            Edytuj
          </Menu.Item>
          <Menu.Item component={Link} to={paths.userPassword({ id: data.id })}>
            Zmień hasło
          </Menu.Item>
          {/* No delete of oneself: the server refuses it, and the graph says so per row (viewerCanDelete). */}
          {data.viewerCanDelete ? (
            <>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => onDelete({ id: data.id, name: data.name })}>
                Usuń
              </Menu.Item>
            </>
          ) : null}
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}
