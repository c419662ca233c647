import { comparePolish } from '@meble/domain/order';

/** The kits list's orders: the collection's own (ord, then name, as the graph answers) or by name either way. */
export const KIT_ORDERS = ['KIT_ORDER', 'NAME_ASC', 'NAME_DESC'] as const;
export type KitOrder = (typeof KIT_ORDERS)[number];
export const DEFAULT_KIT_ORDER: KitOrder = 'KIT_ORDER';
/** The address's search param that keeps the order (`?sort=NAME_ASC`): a reload or a shared link keeps it. */
export const KIT_SORT_PARAM = 'sort';

/** The order an address names; anything else (missing, mistyped) is the collection's own. */
export function kitOrderOf(search: URLSearchParams): KitOrder {
  const text = search.get(KIT_SORT_PARAM);
  return KIT_ORDERS.find((order) => order === text) ?? DEFAULT_KIT_ORDER;
}

/**
 * The kits in that order. The whole list is loaded (a collection has a handful of kits), so the order is
 * applied here, in the API's Polish order (numbers by value).
 */
export function sortKits<T extends { readonly name: string }>(kits: readonly T[], order: KitOrder): readonly T[] {
  if (order === 'KIT_ORDER') return kits;
  const sign = order === 'NAME_ASC' ? 1 : -1;
  return [...kits].sort((a, b) => sign * comparePolish(a.name, b.name));
}
