import type { z } from 'zod';
import {
  configurationDeletedSchema,
  configurationDetailSchema,
  configurationListSchema,
  type ConfigurationDetail,
  type ConfigurationOrder,
  type ConfigurationList,
} from '@meble/domain/client-configuration';
import { segment, type RestClient } from '../rest-client.ts';

/** The client configuration paths of the REST API (spec part 1 §7), each written once. */
const at = {
  list: '/api/cms/client/configurations',
  one: (id: string) => `/api/cms/client/configuration/${segment(id)}`,
  remove: (id: string) => `/api/cms/client/configuration/delete/${segment(id)}`,
};

interface ConfigurationPageQuery {
  limit: number;
  cursor?: string | null;
  /** A salon's id or WITHOUT_SALON. */
  salon?: string | null;
  email?: string | null;
  order?: ConfigurationOrder;
}

export function listClientConfigurations(rest: RestClient, { limit, cursor, salon, email, order }: ConfigurationPageQuery): Promise<ConfigurationList> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  if (salon) query.set('salon', salon);
  if (email) query.set('email', email);
  // Newest first is the API's default (and all a legacy API knows): the parameter only when it says something else.
  if (order && order !== 'newest') query.set('order', order);
  return rest.get(`${at.list}?${query}`, configurationListSchema);
}

export function getClientConfiguration(rest: RestClient, id: string): Promise<ConfigurationDetail> {
  return rest.get(at.one(id), configurationDetailSchema);
}

export function deleteClientConfiguration(rest: RestClient, id: string): Promise<z.infer<typeof configurationDeletedSchema>> {
  return rest.send('POST', at.remove(id), undefined, configurationDeletedSchema);
}
