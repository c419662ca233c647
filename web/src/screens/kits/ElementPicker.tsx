import { Button, Group, Input, NativeSelect, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useId, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ELEMENT_PICKER_PAGE_SIZE } from '@meble/domain/element';
import type { ElementPicker_collection$key } from '../../__generated__/ElementPicker_collection.graphql.ts';
import { FILTER_DEBOUNCE_MS, FILTER_HINT, filterOf } from '../elements/elementFilter.ts';

export interface PickedElement {
  id: string;
  name: string;
  categoryName: string;
}

interface ElementPickerProps {
  collection: ElementPicker_collection$key;
  onPick: (element: PickedElement) => void;
  /** While the caller saves a pick, further picks wait. */
  busy?: boolean;
  /** Described by (the caller's message about the chosen elements, e.g. at least 2). */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** What the list shows: a category's elements, a name searched on the server, or both; nothing until one is given. */
interface Query {
  filter: string | null;
  categoryId: string;
}

const NOTHING: Query = { filter: null, categoryId: '' };
const isAsking = (query: Query) => query.filter !== null || query.categoryId !== '';

/**
 * A collection's elements, browsed by element category or searched by name on the server (from 3 characters),
 * a page at a time, each with a button that hands it to the caller: the kit create form's list, or the kit view's
 * 'Dodaj element'.
 */
export function ElementPicker({ collection, onPick, busy = false, describedBy, invalid = false }: ElementPickerProps) {
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ElementPicker_collection on Collection
      @argumentDefinitions(
        filter: { type: "String" }
        categoryId: { type: "ID" }
        search: { type: "Boolean", defaultValue: false }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      )
      @refetchable(queryName: "ElementPickerRefetchQuery") {
        elementCategories {
          id
          name
        }
        elements(filter: $filter, categoryId: $categoryId, first: $first, after: $after)
          @include(if: $search)
          @connection(key: "ElementPicker_elements", filters: ["filter", "categoryId"]) {
          totalCount
          edges {
            node {
              id
              name
              category {
                name
              }
              # Price A is the one column shown: the other eight are not asked for.
              prices(groups: [A]) {
                group
                formatted
              }
            }
          }
        }
      }
    `,
    collection,
  );
  const searchId = `${useId()}-search`;
  const [text, setText] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [applied, setApplied] = useState<Query>(NOTHING);
  const [searching, startSearch] = useTransition();

  function ask(query: Query) {
    startSearch(() => {
      setApplied(query);
      if (isAsking(query)) {
        refetch(
          { filter: query.filter, categoryId: query.categoryId || null, search: true, first: ELEMENT_PICKER_PAGE_SIZE, after: null },
          { fetchPolicy: 'store-and-network' },
        );
      }
    });
  }

  // Typing settles before the server is asked; a chosen category asks at once (chooseCategory).
  const askForText = useEffectEvent((filter: string | null) => ask({ filter, categoryId: applied.categoryId }));
  const typedFilter = filterOf(text);
  useEffect(() => {
    if (typedFilter === applied.filter) return;
    const timer = setTimeout(() => askForText(typedFilter), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typedFilter, applied.filter]);

  function chooseCategory(next: string) {
    setCategoryId(next);
    ask({ filter: filterOf(text), categoryId: next });
  }

  const asking = isAsking(applied);
  const results = asking ? (data.elements?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : [])) : [];
  const total = data.elements?.totalCount ?? 0;
  const category = data.elementCategories.find((c) => c.id === applied.categoryId);
  let status = '';
  if (searching) status = 'Szukanie…';
  else if (asking && results.length === 0) {
    status = applied.filter === null && category ? `Kategoria „${category.name}” nie ma elementów.` : 'Żaden element nie pasuje do wyszukiwania.';
  } else if (asking) status = total > results.length ? `Znaleziono: ${total}, pokazano ${results.length}.` : `Znaleziono: ${total}`;

  return (
    <div className="element-picker">
      <Group align="start" gap="sm" wrap="wrap">
        <NativeSelect
          className="element-picker-category"
          label="Kategoria elementów"
          value={categoryId}
          onChange={(event) => chooseCategory(event.currentTarget.value)}
          data={[
            { value: '', label: 'Wszystkie kategorie' },
            ...data.elementCategories.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Input.Wrapper
          className="element-picker-search"
          label="Szukaj elementu"
          labelProps={{ id: `${searchId}-label`, htmlFor: undefined }}
          description={FILTER_HINT}
          descriptionProps={{ id: `${searchId}-description` }}
          // The hint under the box, so the box lines up with the category list beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        >
          <Input
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            // Enter in the search box must not submit the kit form around it.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            error={invalid}
            // Named by the label and described by its hint and by the caller's message about the chosen elements:
            // Mantine's own aria (which would name the hint alone) is off, and with it the input's id.
            withAria={false}
            aria-labelledby={`${searchId}-label`}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={[`${searchId}-description`, describedBy ?? ''].filter(Boolean).join(' ')}
          />
        </Input.Wrapper>
      </Group>
      <p className="picker-status" role="status">
        {status}
      </p>
      {results.length > 0 ? (
        <ul className="picker-results" aria-label="Wyniki wyszukiwania" aria-busy={searching}>
          {results.map((element) => {
            const priceA = element.prices.find((price) => price.group === 'A')?.formatted;
            return (
              <li key={element.id}>
                <span className="picker-name">{element.name}</span>
                <span className="muted">{element.category.name}</span>
                <span className="number">{priceA ?? '—'}</span>
                <Button
                  variant="default"
                  size="xs"
                  disabled={busy}
                  onClick={() => onPick({ id: element.id, name: element.name, categoryName: element.category.name })}
                  aria-label={`Dodaj ${element.name}`}
                >
                  Dodaj
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {asking && hasNext ? (
        <Group gap="md">
          <Button variant="default" onClick={() => loadNext(ELEMENT_PICKER_PAGE_SIZE)} loading={isLoadingNext}>
            Pokaż więcej
          </Button>
          <Text size="sm" c="var(--muted)">{`${results.length} z ${total}`}</Text>
        </Group>
      ) : null}
    </div>
  );
}
