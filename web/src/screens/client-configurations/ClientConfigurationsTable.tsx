import { Group, NativeSelect, Table, TextInput, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation } from 'react-router';
import { CONFIGURATIONS_PAGE_SIZE, WITHOUT_SALON } from '@meble/domain/client-configuration';
import type { ClientConfigurationsTable_query$key } from '../../__generated__/ClientConfigurationsTable_query.graphql.ts';
import { messageOf } from '../../errors/RouteError.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { useUrlText } from '../../ui/useUrlText.ts';
import { ClientConfigurationRow } from './ClientConfigurationRow.tsx';
import { ConfigurationDeleteDialog } from './ConfigurationDeleteDialog.tsx';
import { EMAIL_FILTER_HINT, NO_SALON_LABEL } from './configurationLabels.ts';
import { CONFIGURATIONS_URL, emailForUrl, orderOf } from './configurationsUrl.ts';
import './client-configurations.css';
import { ListMore } from '../../ui/ListMore.tsx';

interface ClientConfigurationsTableProps {
  query: ClientConfigurationsTable_query$key;
  /** An administrator filters by any salon or 'bez salonu'; a salon user by 'Wszystkie' or their own (D13). */
  isAdmin: boolean;
}

/** A choice applies at once: the address follows without waiting for typing to settle. */
const AT_ONCE = { delay: 0, toUrl: (value: string) => value };

/**
 * The filters, the count and the table of client configurations, page by page, with the delete dialog. The
 * filters and the order live in the address: changing one navigates, and the route loader asks the server.
 */
export function ClientConfigurationsTable({ query, isAdmin }: ClientConfigurationsTableProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ClientConfigurationsTable_query on Query
      @argumentDefinitions(
        first: { type: "Int" }
        after: { type: "String" }
        salonId: { type: "ID" }
        withoutSalon: { type: "Boolean" }
        email: { type: "String" }
        orderBy: { type: "ClientConfigurationOrder" }
      )
      @refetchable(queryName: "ClientConfigurationsPaginationQuery") {
        clientConfigurations(
          first: $first
          after: $after
          salonId: $salonId
          withoutSalon: $withoutSalon
          email: $email
          orderBy: $orderBy
        ) @connection(key: "ClientConfigurationsTable_clientConfigurations", filters: ["salonId", "withoutSalon", "email", "orderBy"]) {
          __id
          totalCount
          salons {
            id
            name
          }
          edges {
            node {
              id
              customerEmail
              ...ClientConfigurationRow_configuration
            }
          }
        }
      }
    `,
    query,
  );
  const [salon, setSalon] = useUrlText(CONFIGURATIONS_URL.salon, AT_ONCE);
  const [emailText, setEmailText] = useUrlText(CONFIGURATIONS_URL.email, { toUrl: emailForUrl });
  const [orderText, setOrder] = useUrlText(CONFIGURATIONS_URL.order, { delay: 0, toUrl: (value) => (orderOf(value) === 'oldest' ? 'oldest' : '') });
  const order = orderOf(orderText);
  // The list for changed filters loads while this one stays on screen.
  const loading = useNavigation().state !== 'idle';
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<{ id: string; customerEmail: string } | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const connection = data.clientConfigurations;
  // A configuration deleted elsewhere may linger as an empty edge of a list cached earlier.
  const configurations = connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const filtered = salon !== '' || emailForUrl(emailText) !== '';

  function loadMore() {
    setFailure('');
    loadNext(CONFIGURATIONS_PAGE_SIZE, { onComplete: (error) => setFailure(error ? messageOf(error) : '') });
  }

  const salonOptions = [
    { value: '', label: isAdmin ? 'Wszystkie salony' : 'Wszystkie' },
    ...connection.salons.map((option) => ({ value: option.id, label: option.name })),
    ...(isAdmin ? [{ value: WITHOUT_SALON, label: NO_SALON_LABEL }] : []),
  ];

  return (
    <>
      <Group role="search" aria-label="Filtr konfiguracji" align="flex-start" gap="md" mb="xs">
        <NativeSelect label="Salon" value={salon} onChange={(event) => setSalon(event.currentTarget.value)} data={salonOptions} w={{ base: '100%', xs: 240 }} />
        <TextInput
          label="E-mail klienta"
          type="search"
          autoComplete="off"
          value={emailText}
          onChange={(event) => setEmailText(event.currentTarget.value)}
          description={EMAIL_FILTER_HINT}
          inputWrapperOrder={['label', 'input', 'description']}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <p className="list-count" role="status" aria-busy={loading} tabIndex={-1} ref={countRef}>{`Konfiguracji: ${connection.totalCount}`}</p>
      <FormBanner message={failure} />
      {configurations.length === 0 ? (
        <p className="muted">{filtered ? 'Żadna konfiguracja nie pasuje do filtra.' : 'Nie ma jeszcze konfiguracji klientów.'}</p>
      ) : (
        <ListTable>
          <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading} className="configurations-table">
            <caption className="visually-hidden">{`Konfiguracje klientów, od ${order === 'oldest' ? 'najstarszych' : 'najnowszych'}`}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Salon</Table.Th>
                <Table.Th scope="col">Kolekcja</Table.Th>
                <Table.Th scope="col">Dane klienta</Table.Th>
                <Table.Th scope="col">Zestawy</Table.Th>
                <Table.Th scope="col" aria-sort={order === 'oldest' ? 'ascending' : 'descending'}>
                  {/* aria-sort on the header says the order; the button turns it round. */}
                  <UnstyledButton className="sort-button" onClick={() => setOrder(order === 'oldest' ? '' : 'oldest')}>
                    Utworzono <span aria-hidden="true">{order === 'oldest' ? '↑' : '↓'}</span>
                  </UnstyledButton>
                </Table.Th>
                <Table.Th scope="col" className="row-actions">
                  Akcje
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {configurations.map((configuration) => (
                <ClientConfigurationRow
                  key={configuration.id}
                  configuration={configuration}
                  onDelete={() => setDeleting({ id: configuration.id, customerEmail: configuration.customerEmail })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ListTable>
      )}
      <ListMore shown={configurations.length} total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} onMore={loadMore} />
      {deleting ? (
        <ConfigurationDeleteDialog
          configuration={deleting}
          connections={[connection.__id]}
          onDeleted={() => setDeleting(null)}
          onCancel={() => setDeleting(null)}
          fallbackFocus={() => countRef.current}
        />
      ) : null}
    </>
  );
}
