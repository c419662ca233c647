import { useEffect, useId, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
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

/**
 * A collection's elements searched by name on the server (from 3 characters), each result with a button that
 * hands it to the caller: the kit create form's list, or the kit view's 'Dodaj element'.
 */
export function ElementPicker({ collection, onPick, busy = false, describedBy, invalid = false }: ElementPickerProps) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ElementPicker_collection on Collection
      @argumentDefinitions(filter: { type: "String" }, search: { type: "Boolean", defaultValue: false }, first: { type: "Int", defaultValue: 20 })
      @refetchable(queryName: "ElementPickerRefetchQuery") {
        elements(filter: $filter, first: $first) @include(if: $search) {
          totalCount
          edges {
            node {
              id
              name
              category {
                name
              }
              prices {
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
  const id = useId();
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [searching, startSearch] = useTransition();

  useEffect(() => {
    const filter = filterOf(text);
    if (filter === applied) return;
    const timer = setTimeout(() => {
      startSearch(() => {
        setApplied(filter);
        if (filter !== null) refetch({ filter, search: true, first: ELEMENT_PICKER_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
      });
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, refetch]);

  const results = applied === null ? [] : (data.elements?.edges ?? []).flatMap((edge) => (edge?.node ? [edge.node] : []));
  const total = data.elements?.totalCount ?? 0;
  let status = '';
  if (searching) status = 'Szukanie…';
  else if (applied !== null && results.length === 0) status = 'Żaden element nie pasuje do wyszukiwania.';
  else if (applied !== null) status = total > results.length ? `Znaleziono: ${total}, pokazano ${results.length} — wpisz więcej, aby zawęzić.` : `Znaleziono: ${total}`;
  const hintId = `${id}-hint`;

  return (
    <div className="element-picker">
      <div className="field">
        <label htmlFor={`${id}-search`}>Szukaj elementu</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          // Enter in the search box must not submit the kit form around it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={[hintId, describedBy ?? ''].filter(Boolean).join(' ')}
        />
        <p className="field-hint" id={hintId}>
          {FILTER_HINT}
        </p>
      </div>
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
                <button
                  type="button"
                  className="secondary"
                  disabled={busy}
                  onClick={() => onPick({ id: element.id, name: element.name, categoryName: element.category.name })}
                  aria-label={`Dodaj ${element.name}`}
                >
                  Dodaj
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
