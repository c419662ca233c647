import {
  CONFIGURATION_INTAKE_PATH,
  configurationDeletedSchema,
  configurationDetailSchema,
  configurationIntakeSchema,
  configurationListQuerySchema,
  configurationListSchema,
  configurationSavedSchema,
} from './client-configuration.ts';
import { endpoint, idParams } from './endpoint.ts';

/** The client configurations (spec part 1 §7) and the public configurator's intake. */
export const clientConfigurationEndpoints = {
  // Its path stays beside the intake's CORS settings, where the gateway's HTTP edge reads it too.
  intake: endpoint({ method: 'post', path: CONFIGURATION_INTAKE_PATH, body: configurationIntakeSchema, responses: { 201: configurationSavedSchema } }),
  list: endpoint({ method: 'get', path: '/api/cms/client/configurations', query: configurationListQuerySchema, responses: { 200: configurationListSchema } }),
  one: endpoint({ method: 'get', path: '/api/cms/client/configuration/{id}', params: idParams, responses: { 200: configurationDetailSchema } }),
  remove: endpoint({ method: 'post', path: '/api/cms/client/configuration/delete/{id}', params: idParams, responses: { 200: configurationDeletedSchema } }),
};
