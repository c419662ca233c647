import { CONFIGURATION_ORDERS, CONFIGURATIONS_PAGE_SIZE, effectiveEmailFilter, WITHOUT_SALON, type ConfigurationOrder } from '@meble/domain/client-configuration';
import type { ClientConfigurationOrder } from '../../__generated__/ClientConfigurationsScreenQuery.graphql.ts';

/** The list's search parameters: a reload or a shared link keeps the filters and the order. */
export const CONFIGURATIONS_URL = { salon: 'salon', email: 'email', order: 'order' } as const;

/** The address's order ('newest' when absent or unknown). */
export function orderOf(value: string | null): ConfigurationOrder {
  return CONFIGURATION_ORDERS.find((order) => order === value) ?? 'newest';
}

const GRAPH_ORDER: Record<ConfigurationOrder, ClientConfigurationOrder> = { newest: 'NEWEST_FIRST', oldest: 'OLDEST_FIRST' };

/** The e-mail the address keeps: what was typed, trimmed, once the server would search by it (else nothing). */
export const emailForUrl = (text: string): string => (effectiveEmailFilter(text) === undefined ? '' : text.trim());

/** The list query's variables from the address (the route loader's and the page's own). */
export function configurationsVariables(search: URLSearchParams) {
  const salon = search.get(CONFIGURATIONS_URL.salon) ?? '';
  return {
    first: CONFIGURATIONS_PAGE_SIZE,
    salonId: salon && salon !== WITHOUT_SALON ? salon : null,
    withoutSalon: salon === WITHOUT_SALON ? true : null,
    email: effectiveEmailFilter(search.get(CONFIGURATIONS_URL.email) ?? undefined) ?? null,
    orderBy: GRAPH_ORDER[orderOf(search.get(CONFIGURATIONS_URL.order))],
  };
}
