import { Anchor, Button } from '@mantine/core';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { ClientConfigurationDetails_configuration$key } from '../../__generated__/ClientConfigurationDetails_configuration.graphql.ts';
import { formatDateTime } from '../../format/dateTime.ts';
import { paths } from '../../routes/paths.ts';
import { ConfigurationDeleteDialog } from './ConfigurationDeleteDialog.tsx';
import { ConfigurationKitSection } from './ConfigurationKitSection.tsx';
import { collectionLabel, SAVED_ONLINE_LABEL } from './configurationLabels.ts';
import { usePageNames } from '../../shell/pageNames.tsx';
import { breakable } from '../../ui/breakable.tsx';
import { Detail, DetailList, Lines, Missing } from '../../ui/DetailList.tsx';

/** One configuration: collection, salon lines, customer, configurator link, created, then its kits (spec part 1 §2). */
export function ClientConfigurationDetails({ configuration }: { configuration: ClientConfigurationDetails_configuration$key }) {
  const data = useFragment(
    graphql`
      fragment ClientConfigurationDetails_configuration on ClientConfiguration {
        id
        customerEmail
        collectionSlug
        collection {
          name
        }
        salon {
          name
          phone
          address
        }
        configuratorUrl
        createdAt
        viewerCanDelete
        # eslint-disable-next-line relay/unused-fields -- what the delete names (relay/versions.ts)
        version
        kits {
          ...ConfigurationKitSection_kit
        }
      }
    `,
    configuration,
  );
  usePageNames({ clientConfiguration: data.customerEmail || undefined });
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const id = useId();
  const salonLines = data.salon ? [data.salon.name, data.salon.phone, data.salon.address].filter(Boolean) : [];

  return (
    <>
      <div className="screen-head">
        {/* Balanced, a long e-mail breaks at its '@' rather than before its last '.pl'. */}
        <h1 style={{ textWrapStyle: 'balance' }} aria-label={data.customerEmail || undefined}>
          {data.customerEmail ? breakable(data.customerEmail) : 'Konfiguracja klienta'}
        </h1>
        {data.viewerCanDelete ? (
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            Usuń
          </Button>
        ) : null}
      </div>
      <DetailList>
        <Detail term="Kolekcja">{collectionLabel(data.collection, data.collectionSlug)}</Detail>
        <Detail term="Salon">
          {data.salon ? (
            // The same line may come twice (a phone equal to the name): the position is the key.
            <Lines lines={salonLines.map((line, index) => ({ key: String(index), text: line }))} />
          ) : (
            <Missing>{SAVED_ONLINE_LABEL}</Missing>
          )}
        </Detail>
        <Detail term="E-mail klienta">{breakable(data.customerEmail)}</Detail>
        <Detail term="Konfigurator">
          <Anchor underline="always" href={data.configuratorUrl} target="_blank" rel="noopener noreferrer" aria-describedby={`${id}-new-tab`}>
            Otwórz w konfiguratorze
          </Anchor>
          <span className="visually-hidden" id={`${id}-new-tab`}>
            (otwiera się w nowej karcie)
          </span>
        </Detail>
        <Detail term="Utworzono">
          <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
        </Detail>
      </DetailList>
      {data.kits.length === 0 ? <p className="muted">Ta konfiguracja nie ma zestawów.</p> : null}
      {data.kits.map((kit, index) => (
        // Kits have no id of their own: their position in the design is the key.
        <ConfigurationKitSection key={index} kit={kit} collectionSlug={data.collectionSlug} />
      ))}
      {deleting ? (
        <ConfigurationDeleteDialog
          configuration={{ id: data.id, customerEmail: data.customerEmail }}
          onDeleted={() => navigate(paths.clientConfigurations(), { replace: true })}
          onCancel={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
