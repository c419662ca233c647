import { graphql } from 'react-relay';
import { CONFIGURATIONS_PAGE_SIZE } from '@meble/domain/client-configuration';
import type { ClientConfigurationsScreenQuery, ClientConfigurationsScreenQuery$data } from '../../__generated__/ClientConfigurationsScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { ClientConfigurationsTable } from './ClientConfigurationsTable.tsx';

const query = graphql`
  query ClientConfigurationsScreenQuery($first: Int!) {
    viewer {
      isAdmin
    }
    ...ClientConfigurationsTable_query @arguments(first: $first)
  }
`;

/** `/client-configurations` (spec part 1 §2): the designs this viewer may see (D13), newest first. */
function ClientConfigurations(data: ClientConfigurationsScreenQuery$data) {
  return (
    <Screen title="Konfiguracje klientów" wide>
      <ClientConfigurationsTable query={data} isAdmin={data.viewer?.isAdmin === true} />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<ClientConfigurationsScreenQuery, ClientConfigurationsScreenQuery$data>({
  query,
  variables: () => ({ first: CONFIGURATIONS_PAGE_SIZE }),
  select: (data) => data,
  Body: ClientConfigurations,
});
