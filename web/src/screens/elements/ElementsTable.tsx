import { useEffect, useId, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import { ELEMENT_PAGE_SIZE } from '@meble/domain/element';
import { formatPrice } from '@meble/domain/money';
import type { ElementsTable_categories$key } from '../../__generated__/ElementsTable_categories.graphql.ts';
import type { ElementsTable_collection$key } from '../../__generated__/ElementsTable_collection.graphql.ts';
import { paths } from '../../routes/paths.ts';
import { FILTER_DEBOUNCE_MS, FILTER_HINT, filterOf } from './elementFilter.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

interface ElementsTableProps {
  collection: ElementsTable_collection$key;
  /** The collection's element categories, for the category select (not re-read with each filter). */
  categories: ElementsTable_categories$key;
}

/** The filter, the category select, the count and the table of a collection's elements, page by page. */
export function ElementsTable({ collection, categories: categoriesKey }: ElementsTableProps) {
  const categories = useFragment(
    graphql`
      fragment ElementsTable_categories on ElementCategory @relay(plural: true) {
        id
        name
      }
    `,
    categoriesKey,
  );
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ElementsTable_collection on Collection
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        filter: { type: "String" }
        categoryId: { type: "ID" }
      )
      @refetchable(queryName: "ElementsTablePaginationQuery") {
        slug
        name
        elements(first: $first, after: $after, filter: $filter, categoryId: $categoryId)
          @connection(key: "ElementsTable_elements", filters: ["filter", "categoryId"]) {
          totalCount
          edges {
            node {
              id
              # eslint-disable-next-line relay/unused-fields -- where a created element goes (relay/elementLists.ts)
              displayOrd
              name
              thumbUrl
              available
              category {
                name
              }
              prices {
                group
                grosze
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
  const [categoryId, setCategoryId] = useState('');
  const [refetching, startRefetch] = useTransition();
  const [applied, setApplied] = useState<{ filter: string | null; categoryId: string }>({ filter: null, categoryId: '' });

  // Typing settles for a moment before the list is asked again; a category change applies at once.
  useEffect(() => {
    const filter = filterOf(text);
    if (filter === applied.filter && categoryId === applied.categoryId) return;
    const delay = categoryId === applied.categoryId ? FILTER_DEBOUNCE_MS : 0;
    const timer = setTimeout(() => {
      startRefetch(() => {
        setApplied({ filter, categoryId });
        refetch({ filter, categoryId: categoryId || null, first: ELEMENT_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [text, categoryId, applied, refetch]);

  // A just-deleted element may linger as an empty edge of another filter's list until it is asked again.
  const elements = data.elements.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const filterHint = `${id}-filter-hint`;

  return (
    <>
      <div className="list-filters" role="search" aria-label="Filtr elementów">
        <div className="field">
          <label htmlFor={`${id}-filter`}>Szukaj elementu</label>
          <input
            id={`${id}-filter`}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={filterHint}
          />
          <p className="field-hint" id={filterHint}>
            {FILTER_HINT}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>Kategoria</label>
          <select id={`${id}-category`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)}>
            <option value="">Wszystkie kategorie</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="list-count" role="status" aria-busy={refetching}>{`Elementów: ${data.elements.totalCount}`}</p>
      {elements.length === 0 ? (
        <p className="muted">{applied.filter || applied.categoryId ? 'Żaden element nie pasuje do filtra.' : 'Ta kolekcja nie ma jeszcze elementów.'}</p>
      ) : (
        <TableScroll>
          <table className="table" aria-busy={refetching}>
            <caption className="visually-hidden">{`Elementy kolekcji ${data.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">Nazwa</th>
                <th scope="col">Kategoria</th>
                <th scope="col">Ikona</th>
                <th scope="col">Cena A</th>
                <th scope="col">Dostępny</th>
              </tr>
            </thead>
            <tbody>
              {elements.map((element) => {
                const priceA = element.prices.find((price) => price.group === 'A')?.grosze;
                return (
                  <tr key={element.id}>
                    <th scope="row">
                      <Link to={paths.element({ slug: data.slug, elementId: element.id })}>{element.name}</Link>
                    </th>
                    <td>{element.category.name}</td>
                    <td>{element.thumbUrl || <span className="muted">brak</span>}</td>
                    <td className="number">{priceA === null || priceA === undefined ? '—' : formatPrice(priceA)}</td>
                    <td>{element.available ? 'tak' : 'nie'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {hasNext ? (
        <button type="button" className="secondary" onClick={() => loadNext(ELEMENT_PAGE_SIZE)} aria-busy={isLoadingNext} disabled={isLoadingNext}>
          Pokaż więcej
        </button>
      ) : null}
    </>
  );
}
