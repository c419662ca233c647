import { Group, NativeSelect, TextInput } from '@mantine/core';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation } from 'react-router';
import { HISTORY_FILTER_MIN_LENGTH, RECORD_KINDS } from '@meble/domain/history';
import { RECORD_KIND_LABELS } from '@meble/domain/history-fields';
import type { HistoryScreenQuery, HistoryScreenQuery$data } from '../../__generated__/HistoryScreenQuery.graphql.ts';
import type { HistoryScreen_query$key } from '../../__generated__/HistoryScreen_query.graphql.ts';
import { HistoryList } from '../../history/HistoryList.tsx';
import { defineScreen, Screen } from '../../relay/screen.tsx';
import { useUrlParam, useUrlText } from '../../ui/useUrlText.ts';
import { effectiveHistoryText, HISTORY_SCREEN_PAGE, HISTORY_URL, historyVariables } from './historyUrl.ts';

// The filters come from the address: the loader asks for the very entries a reload or a shared link shows.
const query = graphql`
  query HistoryScreenQuery($first: Int!, $filter: HistoryFilter) {
    ...HistoryScreen_query @arguments(first: $first, filter: $filter)
    admins: users(first: 100, salonsOnly: false) {
      edges {
        node {
          id
          name
          email
        }
      }
    }
    salons: users(first: 100, salonsOnly: true) {
      edges {
        node {
          id
          name
          salonName
        }
      }
    }
  }
`;

function HistoryEntries({ query: key, filtered }: { query: HistoryScreen_query$key; filtered: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment HistoryScreen_query on Query
      @argumentDefinitions(first: { type: "Int" }, after: { type: "String" }, filter: { type: "HistoryFilter" })
      @refetchable(queryName: "HistoryPaginationQuery") {
        history(first: $first, after: $after, filter: $filter) @connection(key: "HistoryScreen_history", filters: ["filter"]) {
          edges {
            node {
              id
              # eslint-disable-next-line relay/must-colocate-fragment-spreads -- HistoryList renders each entry's item
              ...HistoryEntryItem_entry
            }
          }
        }
      }
    `,
    key,
  );
  const entries = data.history.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  return (
    <HistoryList
      entries={entries}
      hasNext={hasNext}
      loadingNext={isLoadingNext}
      onMore={() => loadNext(HISTORY_SCREEN_PAGE)}
      withRecord
      empty={filtered ? 'Żaden wpis nie pasuje do filtrów.' : 'Nie zapisano jeszcze żadnych zmian.'}
    />
  );
}

type Person = { value: string; label: string };

/** A settings screen (D29): every recorded change, newest first, by person, kind of record, days and text. */
function History(data: HistoryScreenQuery$data) {
  const [kind, setKind] = useUrlParam(HISTORY_URL.kind);
  const [person, setPerson] = useUrlParam(HISTORY_URL.person);
  const [from, setFrom] = useUrlParam(HISTORY_URL.from);
  const [to, setTo] = useUrlParam(HISTORY_URL.to);
  const [text, setText] = useUrlText(HISTORY_URL.text, { toUrl: (typed) => effectiveHistoryText(typed) ?? '' });
  const loading = useNavigation().state !== 'idle';
  const admins: Person[] = data.admins.edges.flatMap((edge) => (edge?.node ? [{ value: edge.node.id, label: edge.node.name || edge.node.email }] : []));
  const salons: Person[] = data.salons.edges.flatMap((edge) => (edge?.node ? [{ value: edge.node.id, label: edge.node.salonName || edge.node.name }] : []));
  const tooShort = text.trim() !== '' && effectiveHistoryText(text) === undefined;

  return (
    <Screen title="Historia zmian" wide>
      <Group role="search" aria-label="Filtry historii" align="flex-start" gap="md" mb="md" wrap="wrap">
        <NativeSelect
          label="Osoba"
          value={person}
          onChange={(event) => setPerson(event.currentTarget.value)}
          data={[{ value: '', label: 'Wszyscy' }, { group: 'Administratorzy', items: admins }, { group: 'Salony', items: salons }]}
          w={{ base: '100%', xs: 240 }}
        />
        <NativeSelect
          label="Rodzaj rekordu"
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value)}
          data={[{ value: '', label: 'Wszystkie' }, ...RECORD_KINDS.map((value) => ({ value, label: RECORD_KIND_LABELS[value] }))]}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput label="Od dnia" type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.currentTarget.value)} w={{ base: '100%', xs: 170 }} />
        <TextInput label="Do dnia" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.currentTarget.value)} w={{ base: '100%', xs: 170 }} />
        <TextInput
          label="Szukaj rekordu lub osoby"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          description={tooShort ? `Filtr działa od ${HISTORY_FILTER_MIN_LENGTH} znaków.` : 'Nazwa rekordu, imię lub e-mail osoby.'}
          inputWrapperOrder={['label', 'input', 'description']}
          w={{ base: '100%', xs: 280 }}
        />
      </Group>
      <div aria-busy={loading}>
        <HistoryEntries query={data} filtered={Boolean(kind || person || from || to || effectiveHistoryText(text))} />
      </div>
    </Screen>
  );
}

/** `/settings/history` (ours, D29). */
export const { loader, Component } = defineScreen<HistoryScreenQuery, HistoryScreenQuery$data>({
  query,
  variables: (_params, search) => historyVariables(search),
  select: (data) => data,
  Body: History,
});
