import { graphql } from 'react-relay';
import type { ClientConfigurationDetails_configuration$key } from '../../__generated__/ClientConfigurationDetails_configuration.graphql.ts';
import type { ClientConfigurationDetailsScreenQuery } from '../../__generated__/ClientConfigurationDetailsScreenQuery.graphql.ts';
import { defineScreen } from '../../relay/screen.tsx';
import { ClientConfigurationDetails } from './ClientConfigurationDetails.tsx';
import { ConfigurationNotFound } from './ConfigurationNotFound.tsx';

const query = graphql`
  query ClientConfigurationDetailsScreenQuery($id: ID!) {
    node(id: $id) {
      ... on ClientConfiguration @alias(as: "configuration") {
        ...ClientConfigurationDetails_configuration
      }
    }
  }
`;

/** `/client-configuration-details/{id}` (spec part 1 §2); its heading is the customer's e-mail. */
function Configuration({ configuration }: { configuration: ClientConfigurationDetails_configuration$key }) {
  return (
    <section className="screen">
      <ClientConfigurationDetails configuration={configuration} />
    </section>
  );
}

// Another salon's id is as unknown as any (D13).
export const { loader, Component } = defineScreen<ClientConfigurationDetailsScreenQuery, { configuration: ClientConfigurationDetails_configuration$key }>({
  query,
  variables: (params) => ({ id: params.id ?? '' }),
  select: ({ node }) => node?.configuration && { configuration: node.configuration },
  NotFound: ConfigurationNotFound,
  Body: Configuration,
});
