import './discounts.css';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation, useSearchParams } from 'react-router';
import { ELEMENT_GRAPH_PAGE_MAX, effectiveElementFilter } from '@meble/domain/element';
import type { Discounts_collection$key } from '../../__generated__/Discounts_collection.graphql.ts';
import { useEditModeFocus } from '../../forms/useEditModeFocus.ts';
import { DiscountsFilterBar } from './DiscountsFilterBar.tsx';
import { DiscountsForm } from './DiscountsForm.tsx';
import { DiscountsTable } from './DiscountsTable.tsx';
import { useUrlParam, useUrlText } from '../../ui/useUrlText.ts';
import { DISCOUNTS_URL, NO_FILTER, matchesFilter } from './discountRules.ts';
import type { CategoryOption, DiscountsFilter, ElementRow } from './discountRules.ts';
import { Detail, DetailList } from '../../ui/DetailList.tsx';

/** The collection discount (D2) and every element's discount (D3): a view, and an edit mode ('Edycja'). */
export function Discounts({ collection }: { collection: Discounts_collection$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment Discounts_collection on Collection
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 200 }
        after: { type: "String" }
        filter: { type: "String" }
        categoryId: { type: "ID" }
      )
      @refetchable(queryName: "DiscountsPaginationQuery") {
        id
        name
        discountPercent
        # eslint-disable-next-line relay/unused-fields -- what the save names (relay/versions.ts)
        version
        elementCount
        elementCategories {
          id
          name
        }
        elements(first: $first, after: $after, filter: $filter, categoryId: $categoryId)
          @connection(key: "Discounts_elements", filters: ["filter", "categoryId"]) {
          totalCount
          edges {
            node {
              id
              displayOrd
              name
              discountPercent
              # eslint-disable-next-line relay/unused-fields -- what the save names (relay/versions.ts)
              version
              category {
                id
                name
              }
            }
          }
        }
      }
    `,
    collection,
  );
  const [editing, setEditing] = useState(false);
  // The filter outlives the mode: what the user narrowed down stays narrowed in the view and in the edit mode,
  // and it lives in the address (a reload or a shared link keeps it); moving within the address is not leaving.
  // The route loader then asks the server for the whole collection's matches (D27); the loaded ones narrow at once.
  const [filterName, setFilterName] = useUrlText(DISCOUNTS_URL.name);
  const [filterCategory, setFilterCategory] = useUrlParam(DISCOUNTS_URL.category);
  const filter: DiscountsFilter = { name: filterName, categoryId: filterCategory };
  const setFilter = (next: DiscountsFilter) => {
    if (next.name !== filterName) setFilterName(next.name);
    if (next.categoryId !== filterCategory) setFilterCategory(next.categoryId);
  };
  // What the last edit mode ended with, when it was not a save (a save says so in a toast).
  const [notice, setNotice] = useState('');
  // Back in the view (saved or cancelled), keyboard focus returns to 'Edycja' (the form focuses its own first field).
  const { editButton } = useEditModeFocus(editing);

  const elements: ElementRow[] = data.elements.edges.flatMap((edge) =>
    edge?.node
      ? [
          {
            id: edge.node.id,
            displayOrd: edge.node.displayOrd,
            name: edge.node.name,
            categoryId: edge.node.category.id,
            categoryName: edge.node.category.name,
            discountPercent: edge.node.discountPercent,
          },
        ]
      : [],
  );
  const categories: CategoryOption[] = data.elementCategories.map((category) => ({ id: category.id, name: category.name }));
  const shown = elements.filter((element) => matchesFilter(element, filter));
  // The server's matches (the whole collection's); a name below the filter's minimum narrows the loaded ones only.
  const matching = data.elements.totalCount;
  const narrowsLoadedOnly = filterName.trim() !== '' && effectiveElementFilter(filterName) === undefined;
  const shownCount = hasNext && !narrowsLoadedOnly ? matching : shown.length;
  // Until the server has answered the filter as typed, the loaded elements may not be all it finds.
  const [searchParams] = useSearchParams();
  const searching = useNavigation().state !== 'idle' || filterName.trim() !== (searchParams.get(DISCOUNTS_URL.name) ?? '');

  const more = hasNext ? (
    <Group gap="md" className="discounts-more">
      <Button variant="default" onClick={() => loadNext(ELEMENT_GRAPH_PAGE_MAX)} loading={isLoadingNext}>
        Pokaż więcej
      </Button>
      <Text size="sm" c="var(--muted)">{`Wczytano ${elements.length} z ${matching}.`}</Text>
    </Group>
  ) : null;
  const filterBar = (
    <DiscountsFilterBar
      filter={filter}
      onChange={setFilter}
      categories={categories}
      shown={shownCount}
      total={data.elementCount}
      searching={searching}
    />
  );
  const leave = ({ discarded }: { discarded: boolean }) => {
    setNotice(discarded ? 'Odrzucono niezapisane zmiany.' : '');
    setEditing(false);
  };

  if (editing) {
    return (
      <DiscountsForm
        collectionId={data.id}
        collectionName={data.name}
        collectionDiscount={data.discountPercent}
        hasElements={data.elementCount > 0}
        elements={elements}
        shown={shown}
        categories={categories}
        filterBar={filterBar}
        onRevealAll={() => setFilter(NO_FILTER)}
        onDone={leave}
      >
        {more}
      </DiscountsForm>
    );
  }
  return (
    <div className="discounts">
      <Group justify="space-between" align="center" gap="md" className="discounts-head">
        <DetailList className="discounts-collection" compact>
          <Detail term="Rabat kolekcji">{`${data.discountPercent}%`}</Detail>
        </DetailList>
        <Group gap="sm">
          <Text role="status" size="sm" c="var(--muted)">
            {notice}
          </Text>
          <Button ref={editButton} onClick={() => setEditing(true)}>
            Edycja
          </Button>
        </Group>
      </Group>
      {data.elementCount === 0 ? (
        <p className="muted">Ta kolekcja nie ma jeszcze elementów.</p>
      ) : (
        <>
          {filterBar}
          {shown.length > 0 ? (
            <DiscountsTable collectionName={data.name} elements={shown} cell={(element) => `${element.discountPercent}%`} />
          ) : null}
        </>
      )}
      {more}
    </div>
  );
}
