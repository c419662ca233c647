import { graphql } from 'react-relay';
import type { ClientConfigurationsScreenQuery, ClientConfigurationsScreenQuery$data } from '../../__generated__/ClientConfigurationsScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { ClientConfigurationsTable } from './ClientConfigurationsTable.tsx';
import { configurationsVariables } from './configurationsUrl.ts';

const query = graphql`
  query ClientConfigurationsScreenQuery(
    $first: Int!
    $salonId: ID
    $withoutSalon: Boolean
    $email: String
    $orderBy: ClientConfigurationOrder
  ) {
    viewer {
      isAdmin
    }
    ...ClientConfigurationsTable_query
      @arguments(first: $first, salonId: $salonId, withoutSalon: $withoutSalon, email: $email, orderBy: $orderBy)
  }
`;

/** `/client-configurations` (spec part 1 §2): the designs this viewer may see (D13); filters and order in the address. */
function ClientConfigurations(data: ClientConfigurationsScreenQuery$data) {
  return (
    <Screen title="Konfiguracje klientów" wide>
      <ClientConfigurationsTable query={data} isAdmin={data.viewer?.isAdmin === true} />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<ClientConfigurationsScreenQuery, ClientConfigurationsScreenQuery$data>({
  query,
  variables: (_params, search) => configurationsVariables(search),
  select: (data) => data,
  Body: ClientConfigurations,
});
