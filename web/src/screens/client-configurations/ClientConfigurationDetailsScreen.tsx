import { graphql } from 'react-relay';
import type { ClientConfigurationDetailsScreenQuery, ClientConfigurationDetailsScreenQuery$data } from '../../__generated__/ClientConfigurationDetailsScreenQuery.graphql.ts';
import { signedInAsAdministrator } from '../../session/session.ts';
import { defineScreen } from '../../relay/screen.tsx';
import { ClientConfigurationDetails } from './ClientConfigurationDetails.tsx';
import { ClientConfigurationHistory } from './ClientConfigurationHistory.tsx';
import { ConfigurationNotFound } from './ConfigurationNotFound.tsx';

// Salon users see this screen too, and the graph refuses them the history: only an administrator's query asks for it.
const query = graphql`
  query ClientConfigurationDetailsScreenQuery($id: ID!, $withHistory: Boolean!) {
    node(id: $id) {
      ... on ClientConfiguration @alias(as: "configuration") {
        version
        ...ClientConfigurationDetails_configuration
        ...ClientConfigurationHistory_configuration @include(if: $withHistory) @alias(as: "history")
      }
    }
  }
`;

type Configuration = NonNullable<NonNullable<ClientConfigurationDetailsScreenQuery$data['node']>['configuration']>;

/** `/client-configuration-details/{id}` (spec part 1 §2); its heading is the customer's e-mail. */
function ConfigurationScreen({ configuration }: { configuration: Configuration }) {
  return (
    <section className="screen">
      <ClientConfigurationDetails configuration={configuration} />
      {configuration.history ? <ClientConfigurationHistory configuration={configuration.history} version={configuration.version} /> : null}
    </section>
  );
}

// Another salon's id is as unknown as any (D13).
export const { loader, Component } = defineScreen<ClientConfigurationDetailsScreenQuery, { configuration: Configuration }>({
  query,
  variables: (params) => ({ id: params.id ?? '', withHistory: signedInAsAdministrator() }),
  select: ({ node }) => node?.configuration && { configuration: node.configuration },
  NotFound: ConfigurationNotFound,
  Body: ConfigurationScreen,
});
