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

/** One row of the list: salon, collection, customer data, kits, created, view, delete (spec part 1 §2). */
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
    <tr>
      <td>{data.salon ? data.salon.name : <span className="muted">{NO_SALON_LABEL}</span>}</td>
      <td>{collectionLabel(data.collection, data.collectionSlug)}</td>
      <td>{data.customerEmail}</td>
      <td>{data.kits.map((kit) => kit.name).join(', ')}</td>
      <td>
        <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
      </td>
      <td>
        <Link to={paths.clientConfiguration({ id: data.id })}>Pokaż</Link>
      </td>
      <td>
        {data.viewerCanDelete ? (
          <button type="button" className="danger small" onClick={onDelete}>
            Usuń
          </button>
        ) : null}
      </td>
    </tr>
  );
}
