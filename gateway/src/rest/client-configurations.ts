import type { z } from 'zod';
import type { configurationDeletedSchema, ConfigurationDetail, ConfigurationOrder, ConfigurationList } from '@meble/domain/client-configuration';
import { clientConfigurationEndpoints } from '@meble/domain/client-configuration-endpoints';
import type { RestClient } from '../rest-client.ts';

interface ConfigurationPageQuery {
  limit: number;
  cursor?: string | null;
  /** A salon's id or WITHOUT_SALON. */
  salon?: string | null;
  email?: string | null;
  order?: ConfigurationOrder;
}

export function listClientConfigurations(rest: RestClient, { limit, cursor, salon, email, order }: ConfigurationPageQuery): Promise<ConfigurationList> {
  const query = {
    limit: String(limit),
    ...(cursor ? { cursor } : {}),
    ...(salon ? { salon } : {}),
    ...(email ? { email } : {}),
    // Newest first is the API's default (and all a legacy API knows): the parameter only when it says something else.
    ...(order && order !== 'newest' ? { order } : {}),
  };
  return rest.call(clientConfigurationEndpoints.list, { query });
}

export function getClientConfiguration(rest: RestClient, id: string): Promise<ConfigurationDetail> {
  return rest.call(clientConfigurationEndpoints.one, { params: { id } });
}

export function deleteClientConfiguration(rest: RestClient, id: string, seen?: number): Promise<z.infer<typeof configurationDeletedSchema>> {
  return rest.call(clientConfigurationEndpoints.remove, { params: { id }, ifMatch: seen });
}
