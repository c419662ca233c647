import { Group, Menu, NativeSelect, Table, TextInput } from '@mantine/core';
import { FILE_KIND_OF_USE, pictureUrl } from '@meble/domain/file';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { DEFAULT_ELEMENT_ORDER, ELEMENT_PAGE_SIZE, type ElementOrder } from '@meble/domain/element';
import { formatPrice } from '@meble/domain/money';
import type { ElementsTable_categories$key } from '../../__generated__/ElementsTable_categories.graphql.ts';
import type { ElementsTable_collection$key } from '../../__generated__/ElementsTable_collection.graphql.ts';
import { bannerOf } from '../../forms/outcome.ts';
import { useDeleteElementMutation } from '../../mutations/useDeleteElementMutation.ts';
import { paths } from '../../routes/paths.ts';
import { DeleteModal, RowActions, type DeleteTarget } from '../../ui/RowActions.tsx';
import { nextSort, numberCell, SortHeader, sortOf } from '../../ui/SortHeader.tsx';
import { ListTable } from '../../ui/ListTable.tsx';
import { useAddressAhead } from '../../ui/useUrlText.ts';
import { FILTER_DEBOUNCE_MS, FILTER_HINT, filterOf } from './elementFilter.ts';
import { elementListStateOf, withElementListState, type ElementListState } from './elementListParams.ts';
import { ListMore } from '../../ui/ListMore.tsx';
import { ElementIcon } from './ElementIcon.tsx';

interface ElementsTableProps {
  collection: ElementsTable_collection$key;
  /** The collection's element categories, for the category select (not re-read with each filter). */
  categories: ElementsTable_categories$key;
}

/**
 * The filter, the category select, the count and the table of a collection's elements, page by page. What the
 * list shows lives in the address: a change here changes the address, and the route's loader asks for that list
 * (the old rows stay, marked busy, until it arrives).
 */
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
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ElementsTable_collection on Collection
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 50 }
        after: { type: "String" }
        filter: { type: "String" }
        categoryId: { type: "ID" }
        orderBy: { type: "ElementOrder" }
      )
      @refetchable(queryName: "ElementsTablePaginationQuery") {
        id
        slug
        name
        elements(first: $first, after: $after, filter: $filter, categoryId: $categoryId, orderBy: $orderBy)
          @connection(key: "ElementsTable_elements", filters: ["filter", "categoryId", "orderBy"]) {
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
              # Price A is the one column shown: the other eight are not asked for.
              prices(groups: [A]) {
                group
                grosze
              }
              viewerCannotDeleteReason
              kitsHoldingIt {
                id
                name
              }
              # eslint-disable-next-line relay/unused-fields -- what a delete from the row names (relay/versions.ts)
              version
            }
          }
        }
      }
    `,
    collection,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  // The address this list last asked for: until the router shows it (the rows on screen are still the previous
  // list's), the controls show what was asked, and the next click builds on it, not on the address.
  const [asked, setAsked] = useState<string | null>(null);
  const busy = asked !== null && asked !== searchParams.toString();
  const wanted = busy ? new URLSearchParams(asked) : searchParams;
  const applied = elementListStateOf(searchParams);
  const requested = elementListStateOf(wanted);
  const [text, setText] = useState(applied.filter ?? '');
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [remove] = useDeleteElementMutation();
  const revalidator = useRevalidator();

  // The filter the address held when last seen: only a new one from outside refills the search box.
  const seenFilter = useRef(applied.filter);
  const addressAhead = useAddressAhead();
  // Whatever the address now shows is what is asked from here on; when its filter changed from outside (back, a
  // link), the search box follows it. Never when it is this list's own answer, nor when only the order or the
  // category changed (a late answer to a sort): the box may hold newer typing, not yet in the address.
  useEffect(() => {
    const now = searchParams.toString();
    // An address shown late, the router already at or on its way to a newer one (each navigation renders on its own,
    // so an earlier order's list may arrive after the next order was asked): what is asked builds on the newer.
    const where = addressAhead();
    if (where && new URLSearchParams(where.search).toString() !== now) return;
    const ours = asked === now;
    setAsked(null);
    const filter = elementListStateOf(searchParams).filter;
    const moved = filter !== seenFilter.current;
    seenFilter.current = filter;
    if (!ours && moved && filter !== filterOf(text)) setText(filter ?? '');
    // Runs when the address changes, reading the box and the request as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  function show(change: Partial<ElementListState>) {
    const next = withElementListState(wanted, change);
    setAsked(next.toString());
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  // Typing settles for a moment before the list is asked again; a category or an order applies at once.
  const typedFilter = filterOf(text);
  // The timer applies the typed filter to the list as asked when it fires, not as it was when typing started: a
  // category picked in between stays (a stale `show` put the old category back).
  const applyTypedFilter = useEffectEvent((filter: string | null) => show({ filter }));
  useEffect(() => {
    if (typedFilter === requested.filter) return undefined;
    const timer = setTimeout(() => applyTypedFilter(typedFilter), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typedFilter, requested.filter]);

  function sortBy(ascending: ElementOrder, descending: ElementOrder) {
    return {
      sorted: sortOf(requested.orderBy, ascending, descending),
      onSort: () => show({ orderBy: nextSort(requested.orderBy, ascending, descending, DEFAULT_ELEMENT_ORDER) }),
    };
  }

  async function confirmDelete(id: string): Promise<string | null> {
    const outcome = await remove(id, data.id);
    if (outcome.ok) {
      setDeleting(null);
      // Only the unfiltered list is updated in place; a filtered or sorted one is asked again for its count.
      if (searchParams.size > 0) void revalidator.revalidate();
    }
    return bannerOf(outcome);
  }

  // A just-deleted element may linger as an empty edge of another filter's list until it is asked again.
  const elements = data.elements.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const { totalCount } = data.elements;

  return (
    <>
      <Group className="list-filters" role="search" aria-label="Filtr elementów" align="flex-start" wrap="wrap">
        <TextInput
          label="Szukaj elementu"
          description={FILTER_HINT}
          inputWrapperOrder={['label', 'input', 'description']}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <NativeSelect
          label="Kategoria"
          value={requested.categoryId ?? ''}
          onChange={(event) => show({ categoryId: event.currentTarget.value || null })}
          data={[{ value: '', label: 'Wszystkie kategorie' }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
        />
      </Group>
      <p className="list-count" role="status" aria-busy={busy}>{`Elementów: ${totalCount}`}</p>
      {elements.length === 0 ? (
        <p className="muted">{applied.filter || applied.categoryId ? 'Żaden element nie pasuje do filtra.' : 'Ta kolekcja nie ma jeszcze elementów.'}</p>
      ) : (
        <ListTable>
          <Table className="list-table" striped highlightOnHover aria-busy={busy}>
            <Table.Caption className="visually-hidden">{`Elementy kolekcji ${data.name}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Nazwa" {...sortBy('NAME_ASC', 'NAME_DESC')} />
                <Table.Th scope="col">Kategoria</Table.Th>
                <Table.Th scope="col">Ikona</Table.Th>
                <SortHeader label="Cena A" numeric {...sortBy('PRICE_A_ASC', 'PRICE_A_DESC')} />
                <Table.Th scope="col">Dostępny</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Akcje</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {elements.map((element) => {
                const priceA = element.prices.find((price) => price.group === 'A')?.grosze;
                const at = { slug: data.slug, elementId: element.id };
                return (
                  <Table.Tr key={element.id}>
                    <Table.Th scope="row">
                      <Link to={paths.element(at)}>{element.name}</Link>
                    </Table.Th>
                    <Table.Td>{element.category.name}</Table.Td>
                    <Table.Td>
                      <ElementIcon name={element.thumbUrl} src={pictureUrl(FILE_KIND_OF_USE.elementIcon, element.thumbUrl)} elementName={element.name} />
                    </Table.Td>
                    <Table.Td {...numberCell}>{priceA === null || priceA === undefined ? '—' : formatPrice(priceA)}</Table.Td>
                    <Table.Td>{element.available ? 'tak' : 'nie'}</Table.Td>
                    <Table.Td className="row-actions">
                      <RowActions name={element.name}>
                        <Menu.Item component={Link} to={paths.element(at)}>
                          Pokaż
                        </Menu.Item>
                        <Menu.Item component={Link} to={paths.elementEdit(at)}>
                          Edytuj
                        </Menu.Item>
                        <Menu.Divider />
                        <Menu.Item color="red" onClick={() =>
                            setDeleting({
                              id: element.id,
                              name: element.name,
                              blocker: element.viewerCannotDeleteReason ?? null,
                              blockerLinks: element.kitsHoldingIt.map((kit) => ({ name: kit.name, to: paths.kit({ slug: data.slug, id: kit.id }) })),
                            })
                          }>
                          Usuń
                        </Menu.Item>
                      </RowActions>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ListTable>
      )}
      <ListMore shown={elements.length} total={totalCount} hasNext={hasNext} loading={isLoadingNext} onMore={() => loadNext(ELEMENT_PAGE_SIZE)} />
      {deleting ? (
        <DeleteModal
          title={`Usuwanie elementu „${deleting.name}”`}
          impact={`Zostanie usunięty element „${deleting.name}”.`}
          blocker={deleting.blocker}
          blockerLinks={deleting.blockerLinks}
          onConfirm={() => confirmDelete(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
