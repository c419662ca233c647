import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useNavigation } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ClientConfigurationDetailsScreenQuery } from '../../__generated__/ClientConfigurationDetailsScreenQuery.graphql.ts';
import { PageLoading } from '../../errors/PageLoading.tsx';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
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

export function loader({ params }: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ClientConfigurationDetailsScreenQuery>(query, { id: params.id ?? '' }) };
}

/** `/client-configuration-details/{id}` (spec part 1 §2); another salon's id is as unknown as any (D13). */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const { node } = usePreloadedQuery<ClientConfigurationDetailsScreenQuery>(query, queryRef);
  const navigation = useNavigation();
  const configuration = node?.configuration;
  if (!configuration) {
    // Just deleted here: the store already lacks it while the way back to the list is loading.
    return navigation.state === 'idle' ? <ConfigurationNotFound /> : <PageLoading />;
  }
  return (
    <section className="screen">
      <ClientConfigurationDetails configuration={configuration} />
    </section>
  );
}
