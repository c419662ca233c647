import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { CONFIGURATIONS_PAGE_SIZE } from '@meble/domain/client-configuration';
import type { ClientConfigurationsScreenQuery } from '../../__generated__/ClientConfigurationsScreenQuery.graphql.ts';
import { preloadScreenQuery } from '../../relay/screenQuery.ts';
import { ClientConfigurationsTable } from './ClientConfigurationsTable.tsx';

const query = graphql`
  query ClientConfigurationsScreenQuery($first: Int!) {
    viewer {
      isAdmin
    }
    ...ClientConfigurationsTable_query @arguments(first: $first)
  }
`;

// The (unused) args make react-router type the data as a client loader's, unserialized (see routes.tsx).
export function loader(_args: LoaderFunctionArgs) {
  return { queryRef: preloadScreenQuery<ClientConfigurationsScreenQuery>(query, { first: CONFIGURATIONS_PAGE_SIZE }) };
}

/** `/client-configurations` (spec part 1 §2): the designs this viewer may see (D13), newest first. */
export function Component() {
  const { queryRef } = useLoaderData<typeof loader>();
  const data = usePreloadedQuery<ClientConfigurationsScreenQuery>(query, queryRef);
  return (
    <section className="screen screen-wide">
      <h1>Konfiguracje klientów</h1>
      <ClientConfigurationsTable query={data} isAdmin={data.viewer?.isAdmin === true} />
    </section>
  );
}
