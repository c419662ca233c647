import { ActionIcon, Menu, Table } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ClientConfigurationRow_configuration$key } from '../../__generated__/ClientConfigurationRow_configuration.graphql.ts';
import { formatDateTime } from '../../format/dateTime.ts';
import { paths } from '../../routes/paths.ts';
import { collectionLabel, NO_SALON_LABEL } from './configurationLabels.ts';

interface ClientConfigurationRowProps {
  configuration: ClientConfigurationRow_configuration$key;
  onDelete: () => void;
}

/** One row of the list: salon, collection, customer data, kits, created, and its actions ('Pokaż', 'Usuń') in a menu (spec part 1 §2). */
export function ClientConfigurationRow({ configuration, onDelete }: ClientConfigurationRowProps) {
  const data = useFragment(
    graphql`
      fragment ClientConfigurationRow_configuration on ClientConfiguration {
        id
        salon {
          name
        }
        collectionSlug
        collection {
          name
        }
        customerEmail
        createdAt
        kits {
          name
        }
        viewerCanDelete
      }
    `,
    configuration,
  );
  return (
    <Table.Tr>
      <Table.Td>{data.salon ? data.salon.name : <span className="muted">{NO_SALON_LABEL}</span>}</Table.Td>
      <Table.Td>{collectionLabel(data.collection, data.collectionSlug)}</Table.Td>
      <Table.Td>{data.customerEmail}</Table.Td>
      <Table.Td className="configuration-kits">{data.kits.map((kit) => kit.name).join(', ')}</Table.Td>
      <Table.Td>
        <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
      </Table.Td>
      <Table.Td className="row-actions">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Akcje dla „${data.customerEmail}”`}>
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={paths.clientConfiguration({ id: data.id })}>
              Pokaż
            </Menu.Item>
            {data.viewerCanDelete ? (
              <Menu.Item color="red" onClick={onDelete}>
                Usuń
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
