import { Anchor, Group, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link, useNavigation } from 'react-router';
import { effectiveTranslationFilter, TRANSLATIONS_PAGE_SIZE } from '@meble/domain/translation';
import type { TranslationsTable_query$key } from '../../__generated__/TranslationsTable_query.graphql.ts';
import { messageOf } from '../../errors/RouteError.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { breakable } from '../../ui/breakable.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { useUrlText } from '../../ui/useUrlText.ts';
import { FILTER_HINT, FILTER_TOO_SHORT, filterForUrl, translationEditPath, TRANSLATIONS_FILTER_PARAM } from './translationsUrl.ts';
import { ListMore } from '../../ui/ListMore.tsx';

/**
 * The filter box, the count and the table of translations, page by page. The filter lives in the address once it
 * applies (from 3 characters: spec part 1 §5); the route loader then asks the server for the filtered list.
 */
export function TranslationsTable({ query }: { query: TranslationsTable_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment TranslationsTable_query on Query
      @argumentDefinitions(first: { type: "Int" }, after: { type: "String" }, filter: { type: "String" })
      @refetchable(queryName: "TranslationsPaginationQuery") {
        translations(first: $first, after: $after, filter: $filter) @connection(key: "TranslationsTable_translations", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              key
              pl
              en
            }
          }
        }
      }
    `,
    query,
  );
  const [text, setText] = useUrlText(TRANSLATIONS_FILTER_PARAM, { toUrl: filterForUrl });
  // The list for a changed filter loads while this one stays on screen.
  const loading = useNavigation().state !== 'idle';
  const [failure, setFailure] = useState('');

  const connection = data.translations;
  const translations = connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const applied = effectiveTranslationFilter(text);
  const tooShort = text.trim() !== '' && applied === undefined;

  function loadMore() {
    setFailure('');
    loadNext(TRANSLATIONS_PAGE_SIZE, { onComplete: (error) => setFailure(error ? messageOf(error) : '') });
  }

  return (
    <>
      <Group role="search" aria-label="Filtr tłumaczeń" align="flex-start" gap="md" mb="xs">
        <TextInput
          label="Szukaj klucza lub tekstu"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          description={tooShort ? FILTER_TOO_SHORT : FILTER_HINT}
          inputWrapperOrder={['label', 'input', 'description']}
          w={{ base: '100%', xs: 360 }}
        />
      </Group>
      <p className="list-count" role="status" aria-busy={loading}>{`Tłumaczeń: ${connection.totalCount}`}</p>
      <FormBanner message={failure} />
      {translations.length === 0 ? (
        <p className="muted">{applied ? `Żadne tłumaczenie nie zawiera „${applied}”.` : 'Nie ma jeszcze tłumaczeń.'}</p>
      ) : (
        <ListTable>
          <Table striped highlightOnHover verticalSpacing="xs" aria-busy={loading}>
            <Table.Caption className="visually-hidden">Tłumaczenia, według klucza</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Klucz</Table.Th>
                <Table.Th scope="col">Polski</Table.Th>
                <Table.Th scope="col">Angielski</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Akcje</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {translations.map((translation) => (
                <Table.Tr key={translation.id}>
                  <Table.Th scope="row">
                    {/* The key leads to the edit too, as a record's name does in every list. */}
                    <Anchor component={Link} to={translationEditPath(translation.id, applied)} ff="monospace" fw={600} aria-label={translation.key}>
                      {breakable(translation.key)}
                    </Anchor>
                  </Table.Th>
                  <Table.Td lang="pl">{translation.pl}</Table.Td>
                  <Table.Td lang="en">{translation.en}</Table.Td>
                  <Table.Td className="row-actions">
                    <Anchor component={Link} to={translationEditPath(translation.id, applied)} aria-label={`Edytuj ${translation.key}`}>
                      Edytuj
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ListTable>
      )}
      <ListMore shown={translations.length} total={connection.totalCount} hasNext={hasNext} loading={isLoadingNext} onMore={loadMore} />
    </>
  );
}
