import { Checkbox, Group, Table } from '@mantine/core';
import { useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation } from 'react-router';
import { USERS_PAGE_SIZE, userDeleteQuestion } from '@meble/domain/user';
import type { UsersTable_query$key } from '../../__generated__/UsersTable_query.graphql.ts';
import { messageOf } from '../../errors/RouteError.tsx';
import { ConfirmDialog } from '../../forms/ConfirmDialog.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteUserMutation } from '../../mutations/useDeleteUserMutation.ts';
import { ListTable } from '../../ui/ListTable.tsx';
import { useUrlParam } from '../../ui/useUrlText.ts';
import { UserRow } from './UserRow.tsx';
import { SALONS_OFF, salonsOnlyOf, USERS_URL } from './usersUrl.ts';
import { ListMore } from '../../ui/ListMore.tsx';

/** A row's '⋯' button, found by the name RowActions gives it. */
function actionsButtonOf(name: string): HTMLElement | null {
  return Array.from(document.querySelectorAll<HTMLElement>('button[aria-label]')).find((button) => button.getAttribute('aria-label') === `Akcje dla „${name}”`) ?? null;
}

/**
 * The 'Salony' filter, the count and the table of users, page by page, with the delete dialog (spec part 1 §2, §4).
 * The filter lives in the address: ticking it navigates, and the route loader asks the server.
 */
export function UsersTable({ query }: { query: UsersTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment UsersTable_query on Query
      @argumentDefinitions(first: { type: "Int" }, after: { type: "String" }, salonsOnly: { type: "Boolean!" })
      @refetchable(queryName: "UsersPaginationQuery") {
        users(first: $first, after: $after, salonsOnly: $salonsOnly) @connection(key: "UsersTable_users", filters: ["salonsOnly"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...UserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const [salonsParam, setSalonsParam] = useUrlParam(USERS_URL.salons);
  const salonsOnly = salonsOnlyOf(salonsParam);
  // The list for the changed filter loads while this one stays on screen.
  const loading = useNavigation().state !== 'idle';
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [remove] = useDeleteUserMutation();
  const countRef = useRef<HTMLParagraphElement>(null);

  const connection = data.users;
  // A user deleted elsewhere may linger as an empty edge of a list cached earlier.
  const users = connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));

  function loadMore() {
    setFailure('');
    loadNext(USERS_PAGE_SIZE, { onComplete: (error) => setFailure(error ? messageOf(error) : '') });
  }

  async function confirmDelete(id: string): Promise<string | null> {
    const outcome = await remove(id, [connection.__id]);
    if (outcome.ok) setDeleting(null);
    return bannerOf(outcome);
  }

  return (
    <>
      <Group role="search" aria-label="Filtr użytkowników" gap="md" mt="xs" mb="xs">
        <Checkbox
          label="Salony"
          description="Tylko użytkownicy salonów"
          checked={salonsOnly}
          onChange={(event) => setSalonsParam(event.currentTarget.checked ? '' : SALONS_OFF)}
        />
      </Group>
      <p className="list-count" role="status" aria-busy={loading} tabIndex={-1} ref={countRef}>
        {`${salonsOnly ? 'Salonów' : 'Użytkowników'}: ${connection.totalCount}`}
      </p>
      <FormBanner message={failure} />
      {users.length === 0 ? (
        <p className="muted">{salonsOnly ? 'Nie ma jeszcze żadnego salonu. Odznacz „Salony”, aby zobaczyć wszystkich użytkowników.' : 'Nie ma żadnych użytkowników.'}</p>
      ) : (
        <ListTable>
          <Table className="list-table" striped highlightOnHover verticalSpacing="xs" aria-busy={loading}>
            <Table.Caption className="visually-hidden">{salonsOnly ? 'Użytkownicy salonów, według nazwy' : 'Wszyscy użytkownicy, według nazwy'}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Nazwa</Table.Th>
                <Table.Th scope="col">E-mail</Table.Th>
                <Table.Th scope="col">Miasto</Table.Th>
                <Table.Th scope="col">Administrator</Table.Th>
                <Table.Th scope="col">Salon</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Akcje</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((user) => (
                <UserRow key={user.id} user={user} onDelete={setDeleting} />
              ))}
            </Table.Tbody>
          </Table>
        </ListTable>
      )}
      <ListMore shown={users.length} total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} onMore={loadMore} />
      {deleting ? (
        <ConfirmDialog
          title={userDeleteQuestion(deleting.name)}
          message="Użytkownik nie będzie mógł się zalogować, a jego sesje wygasną od razu. Konfiguracje klientów salonu zostaną."
          onConfirm={() => confirmDelete(deleting.id)}
          onCancel={() => setDeleting(null)}
          // The row's '⋯' (the menu item that opened the dialog has gone with its menu), or the count once the row has gone.
          fallbackFocus={() => actionsButtonOf(deleting.name) ?? countRef.current}
        />
      ) : null}
    </>
  );
}
