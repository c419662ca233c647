import { DEFAULT_ELEMENT_ORDER, elementOrderOf, type ElementOrder } from '@meble/domain/element';
import { paths } from '../../routes/paths.ts';
import { filterOf } from './elementFilter.ts';

/** The element list's state in the address (`?filter=puf&category=…&sort=NAME_ASC`): a reload or a shared link keeps it. */
export const ELEMENT_LIST_PARAMS = { filter: 'filter', category: 'category', sort: 'sort' } as const;

export interface ElementListState {
  /** The name filter as applied (the domain's rule: trimmed, from 3 characters), or null. */
  filter: string | null;
  /** The element category's id, or null for all. */
  categoryId: string | null;
  orderBy: ElementOrder;
}

/** What the address asks the list to show; anything it cannot mean (an unknown order, a short filter) is the default. */
export function elementListStateOf(search: URLSearchParams): ElementListState {
  return {
    filter: filterOf(search.get(ELEMENT_LIST_PARAMS.filter) ?? ''),
    categoryId: search.get(ELEMENT_LIST_PARAMS.category) || null,
    orderBy: elementOrderOf(search.get(ELEMENT_LIST_PARAMS.sort)),
  };
}

/**
 * The screen query's variables for that state. The default order goes as null (the graph's default), so the
 * unsorted list keeps the store key a created or deleted element updates (relay/elementLists.ts).
 */
export function elementListVariables(search: URLSearchParams) {
  const { filter, categoryId, orderBy } = elementListStateOf(search);
  return { filter, categoryId, orderBy: orderBy === DEFAULT_ELEMENT_ORDER ? null : orderBy };
}

/** The address's search params with `change` applied; defaults are left out, other params kept. */
export function withElementListState(search: URLSearchParams, change: Partial<ElementListState>): URLSearchParams {
  const next = new URLSearchParams(search);
  const state = { ...elementListStateOf(search), ...change };
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(ELEMENT_LIST_PARAMS.filter, state.filter);
  set(ELEMENT_LIST_PARAMS.category, state.categoryId);
  set(ELEMENT_LIST_PARAMS.sort, state.orderBy === DEFAULT_ELEMENT_ORDER ? null : state.orderBy);
  return next;
}

/** The collection's elements of one category: what stands in the way of the category's delete. */
export function categoryElementsLink(slug: string, category: { id: string; name: string }): { name: string; to: string } {
  const search = withElementListState(new URLSearchParams(), { categoryId: category.id });
  return { name: `Elementy kategorii „${category.name}”`, to: `${paths.elements({ slug })}?${search.toString()}` };
}
