import { USERS_PAGE_SIZE } from '@meble/domain/user';

/** The list's search parameter: 'Salony' is on unless the address says `salons=false` (a reload or a shared link keeps it). */
export const USERS_URL = { salons: 'salons' } as const;
export const SALONS_OFF = 'false';

/** Whether the 'Salony' box is ticked, from the parameter's value ('' when absent: the spec's default, on). */
export const salonsOnlyOf = (value: string | null): boolean => value !== SALONS_OFF;

/** The list query's variables from the address (the route loader's and the page's own). */
export function usersVariables(search: URLSearchParams) {
  return { first: USERS_PAGE_SIZE, salonsOnly: salonsOnlyOf(search.get(USERS_URL.salons)) };
}
