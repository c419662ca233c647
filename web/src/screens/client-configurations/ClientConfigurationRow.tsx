import { Menu, Table } from '@mantine/core';
import type { MouseEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { ClientConfigurationRow_configuration$key } from '../../__generated__/ClientConfigurationRow_configuration.graphql.ts';
import { formatDateTime } from '../../format/dateTime.ts';
import { paths } from '../../routes/paths.ts';
import { breakable } from '../../ui/breakable.tsx';
import { RowActions } from '../../ui/RowActions.tsx';
import { collectionLabel, NO_SALON_LABEL } from './configurationLabels.ts';

/** What a click on the row leaves to the control under it (the link, the actions' button). */
const CONTROLS = 'a, button, input, select, textarea, [role="menuitem"]';

interface ClientConfigurationRowProps {
  configuration: ClientConfigurationRow_configuration$key;
  onDelete: () => void;
}

/**
 * One row of the list: salon, collection, customer data (the link to the configuration), kits, created, and its
 * actions ('Pokaż', 'Usuń') in a menu (spec part 1 §2).
 */
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
        # eslint-disable-next-line relay/unused-fields -- what a delete from the row names (relay/versions.ts)
        version
      }
    `,
    configuration,
  );
  const navigate = useNavigate();
  const to = paths.clientConfiguration({ id: data.id });

  // A click anywhere on the row (a phone's card) opens the configuration too; keyboards and screen readers have the
  // link, and a selection (copying an e-mail) is left alone.
  function openFromRow(event: MouseEvent<HTMLTableRowElement>) {
    const { target } = event;
    // Clicks in the actions' menu (a portal) reach the row through React only, not through the page.
    if (!(target instanceof Element) || !event.currentTarget.contains(target) || target.closest(CONTROLS)) return;
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (window.getSelection()?.toString()) return;
    void navigate(to);
  }

  return (
    <Table.Tr className="configuration-row" onClick={openFromRow}>
      <Table.Td>{data.salon ? data.salon.name : <span className="muted">{NO_SALON_LABEL}</span>}</Table.Td>
      <Table.Td>{collectionLabel(data.collection, data.collectionSlug)}</Table.Td>
      <Table.Td className="list-name">
        {/* The configuration's name: its page is headed by this e-mail. */}
        <Link to={to} aria-label={data.customerEmail}>
          {breakable(data.customerEmail)}
        </Link>
      </Table.Td>
      <Table.Td className="configuration-kits">{data.kits.map((kit) => kit.name).join(', ')}</Table.Td>
      <Table.Td>
        <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
      </Table.Td>
      <Table.Td className="row-actions">
        {/* The shared row menu: portalled into <main> and without Mantine's focus placeholder, which axe flags. */}
        <RowActions name={data.customerEmail}>
          <Menu.Item component={Link} to={to}>
            Pokaż
          </Menu.Item>
          {data.viewerCanDelete ? (
            <Menu.Item color="red" onClick={onDelete}>
              Usuń
            </Menu.Item>
          ) : null}
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}
