import './styles.ts';
import { VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router';
import { countOf } from '@meble/domain/plural';
import { SEARCH_DEBOUNCE_MS, SEARCH_EMAIL_MIN_CHARS, SEARCH_MIN_CHARS, SEARCH_RESULTS_DEFAULT } from '@meble/domain/search';
import type { CommandPaletteQuery, CommandPaletteQuery$data } from '../__generated__/CommandPaletteQuery.graphql.ts';
import { formatDateTime } from '../format/dateTime.ts';
import { paths } from '../routes/paths.ts';
import { NO_SALON_LABEL } from '../screens/client-configurations/configurationLabels.ts';
import { usePublishedNames } from '../shell/pageNames.tsx';
import { commandsFor, matchCommands, type Command } from './commands.ts';

const [store, palette] = createSpotlight();

/**
 * Marks the list's first hit selected, as Spotlight's own arrow keys do (its `selectAction` is not exported), so
 * Enter right after typing opens it; none when the list is empty.
 */
function selectFirstHit(listId: string, hasHits: boolean): void {
  const list = document.getElementById(listId);
  list?.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = hasHits ? list?.querySelector('[data-action]') : null;
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

type PaletteResults = CommandPaletteQuery$data['search'];

const searchQuery = graphql`
  query CommandPaletteQuery($text: String!, $first: Int!, $catalogue: Boolean!) {
    search(text: $text, first: $first) {
      collections @include(if: $catalogue) {
        id
        slug
        name
        isActive
      }
      elements @include(if: $catalogue) {
        element {
          id
          name
        }
        collection {
          slug
          name
        }
      }
      clientConfigurations {
        id
        customerEmail
        createdAt
        collectionSlug
        collection {
          name
        }
        salon {
          name
        }
      }
    }
  }
`;

type PaletteSearch =
  | { state: 'short' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'done'; text: string; results: PaletteResults };

/**
 * The typed text searched through the graph once the user pauses (debounced); only the answer for the text now in
 * the field is shown, so Enter never opens a hit of an earlier text.
 */
function usePaletteSearch(query: string, catalogue: boolean): PaletteSearch {
  const environment = useRelayEnvironment();
  const text = query.trim();
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<{ text: string; results: PaletteResults | null }>({ text: '', results: null });
  const minChars = catalogue ? SEARCH_MIN_CHARS : SEARCH_EMAIL_MIN_CHARS;

  useEffect(() => {
    if (debounced.length < minChars) return undefined;
    const subscription = fetchQuery<CommandPaletteQuery>(
      environment,
      searchQuery,
      { text: debounced, first: SEARCH_RESULTS_DEFAULT, catalogue },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => setAnswer({ text: debounced, results: data.search }),
      error: () => setAnswer({ text: debounced, results: null }),
    });
    return () => subscription.unsubscribe();
  }, [environment, debounced, catalogue, minChars]);

  if (text.length < minChars) return { state: 'short' };
  if (answer.text !== text) return { state: 'loading' };
  return answer.results ? { state: 'done', text, results: answer.results } : { state: 'failed' };
}

interface Hit {
  key: string;
  label: string;
  description: string;
  to: string;
  /** The navigation state (a screen's in-place action to start). */
  state?: unknown;
}

interface HitGroup {
  label: string;
  hits: Hit[];
}

const hitOf = ({ label, description, to, state }: Command): Hit => ({ key: `${to} ${label}`, label, description, to, state });

/** The screens and actions matching the text, found here and at once: no request, no minimum length. */
function commandGroups(commands: readonly Command[], query: string): HitGroup[] {
  const matching = matchCommands(commands, query);
  return [
    { label: 'Ekrany', hits: matching.filter((command) => command.kind === 'screen').map(hitOf) },
    { label: 'Akcje', hits: matching.filter((command) => command.kind === 'action').map(hitOf) },
  ].filter((group) => group.hits.length > 0);
}

function hitsOf(results: PaletteResults): HitGroup[] {
  return [
    {
      label: 'Kolekcje',
      hits: (results.collections ?? []).map((collection) => ({
        key: collection.id,
        label: collection.name,
        description: collection.isActive ? 'Kolekcja' : 'Kolekcja nieaktywna',
        to: paths.collection({ slug: collection.slug }),
      })),
    },
    {
      label: 'Elementy',
      hits: (results.elements ?? []).map(({ element, collection }) => ({
        key: element.id,
        label: element.name,
        description: `Element kolekcji ${collection.name}`,
        to: paths.element({ slug: collection.slug, elementId: element.id }),
      })),
    },
    {
      label: 'Konfiguracje klientów',
      hits: results.clientConfigurations.map((configuration) => ({
        key: configuration.id,
        label: configuration.customerEmail,
        description: [
          configuration.collection?.name ?? configuration.collectionSlug,
          configuration.salon?.name ?? NO_SALON_LABEL,
          formatDateTime(configuration.createdAt),
        ].join(' · '),
        to: paths.clientConfiguration({ id: configuration.id }),
      })),
    },
  ].filter((group) => group.hits.length > 0);
}

const characters = (count: number) => countOf(count, { one: 'znak', few: 'znaki', many: 'znaków' });
const resultCount = (count: number) => countOf(count, { one: 'wynik', few: 'wyniki', many: 'wyników' });

function ResultGroup({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="palette-group">
      <p id={id} className="palette-group-label">
        {label}
      </p>
      {children}
    </div>
  );
}

/**
 * The command palette: the screens and actions the viewer may open (from the route table and the menus; a
 * collection's ones inside its pages), then collections and elements by name (administrators) and client
 * configurations by customer e-mail, searched through the graph as the user types; Enter (or a click) opens the hit.
 * `openRequests` counts the requests to open it (the header's button, Ctrl+K).
 */
export default function CommandPalette({ openRequests, catalogue }: { openRequests: number; catalogue: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const names = usePublishedNames();
  const commands = useMemo(() => commandsFor({ catalogue, pathname, names }), [catalogue, pathname, names]);
  const [query, setQuery] = useState('');
  const search = usePaletteSearch(query, catalogue);
  const local = commandGroups(commands, query);
  const groups = [...local, ...(search.state === 'done' ? hitsOf(search.results) : [])];
  const found = groups.reduce((count, group) => count + group.hits.length, 0);

  useEffect(() => {
    if (openRequests > 0) palette.open();
  }, [openRequests]);

  // The first hit is ready for Enter as soon as the results show: marked before the browser paints them, so no
  // frame shows a hit that Enter would not open.
  const listId = useId();
  const shown = search.state === 'done' ? search.results : null;
  const shownCommands = local.flatMap((group) => group.hits.map((hit) => hit.key)).join(' ');
  useLayoutEffect(() => {
    selectFirstHit(listId, found > 0);
  }, [listId, found, shown, shownCommands]);

  const minChars = catalogue ? SEARCH_MIN_CHARS : SEARCH_EMAIL_MIN_CHARS;
  const text = query.trim();
  const hint = catalogue
    ? `Wpisz nazwę ekranu lub akcji, co najmniej ${characters(SEARCH_MIN_CHARS)} nazwy kolekcji lub elementu albo ${characters(SEARCH_EMAIL_MIN_CHARS)} e-maila klienta.`
    : `Wpisz nazwę ekranu albo co najmniej ${characters(minChars)} e-maila klienta.`;
  // With screens or actions shown, the records' progress follows their count (the records come below them).
  const recordStatus =
    search.state === 'loading'
      ? 'Szukam…'
      : search.state === 'failed'
        ? 'Nie udało się wyszukać. Spróbuj ponownie.'
        : search.state === 'done' && found === 0
          ? `Nic nie znaleziono dla „${search.text}”.`
          : '';
  const status =
    found > 0
      ? [`${resultCount(found)} dla „${text}”.`, recordStatus].filter(Boolean).join(' ')
      : search.state === 'short'
        ? hint
        : recordStatus;

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      // The header's launcher owns the shortcut (it works before this chunk has loaded).
      shortcut={null}
      scrollable
      maxHeight="min(36rem, calc(100dvh - 12rem))"
      // The dialog's name, without a visible title (a Modal title would add a second banner landmark).
      attributes={{ content: { 'aria-label': 'Szukaj w panelu' } }}
    >
      <Spotlight.Search
        aria-label={catalogue ? 'Szukaj ekranów, akcji, kolekcji, elementów i konfiguracji klientów' : 'Szukaj ekranów i konfiguracji klientów'}
        placeholder={catalogue ? 'Ekran, akcja, nazwa kolekcji lub elementu, e-mail klienta…' : 'Ekran lub e-mail klienta…'}
      />
      <Spotlight.ActionsList id={listId} aria-label="Wyniki wyszukiwania">
        {groups.map((group) => (
          <ResultGroup key={group.label} label={group.label}>
            {group.hits.map((hit) => (
              <Spotlight.Action
                key={hit.key}
                label={hit.label}
                description={hit.description || undefined}
                highlightQuery
                onClick={() => void navigate(hit.to, { state: hit.state })}
              />
            ))}
          </ResultGroup>
        ))}
        {found === 0 || search.state === 'failed' ? (
          <p className="palette-status" role="status">
            {status}
          </p>
        ) : (
          <VisuallyHidden role="status">{status}</VisuallyHidden>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
