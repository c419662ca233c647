import { graphql } from 'react-relay';
import type { TranslationsScreenQuery, TranslationsScreenQuery$data } from '../../__generated__/TranslationsScreenQuery.graphql.ts';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { TranslationsTable } from './TranslationsTable.tsx';
import { translationsVariables } from './translationsUrl.ts';

// The filter comes from the address: the loader asks for the very list a reload or a shared link shows.
const query = graphql`
  query TranslationsScreenQuery($first: Int!, $filter: String) {
    ...TranslationsTable_query @arguments(first: $first, filter: $filter)
  }
`;

/** `/settings-translations` (spec part 1 §2 "Settings screens"): the configurator's texts, with a filter by key. */
function Translations(data: TranslationsScreenQuery$data) {
  return (
    <Screen title="Tłumaczenia" wide>
      <TranslationsTable query={data} />
    </Screen>
  );
}

export const { loader, Component } = defineScreen<TranslationsScreenQuery, TranslationsScreenQuery$data>({
  query,
  variables: (_params, search) => translationsVariables(search),
  select: (data) => data,
  Body: Translations,
});
