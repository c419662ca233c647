import { catalogMessages } from './messages/catalog.ts';
import { clientConfigurationMessages } from './messages/client-configurations.ts';
import { commonMessages } from './messages/common.ts';
import { csvMessages } from './messages/csv.ts';
import { fabricMessages } from './messages/fabrics.ts';
import { fileMessages } from './messages/files.ts';
import { finishMessages } from './messages/finishes.ts';
import { graphqlMessages } from './messages/graphql.ts';
import { historyMessages } from './messages/history.ts';
import { httpMessages } from './messages/http.ts';
import { listMessages } from './messages/lists.ts';
import { sessionMessages } from './messages/session.ts';
import { translationMessages } from './messages/translations.ts';
import { uploadMessages } from './messages/uploads.ts';
import { userMessages } from './messages/users.ts';
import { validationMessages } from './messages/validation.ts';

/**
 * Every Polish text of domain/src/messages/, for the servers (api, gateway and their tests), which have no size
 * budget; web/ and domain/ import the area modules instead, so each route carries only the areas it shows.
 */
export const messages = {
  ...commonMessages,
  ...sessionMessages,
  ...validationMessages,
  ...listMessages,
  ...httpMessages,
  ...graphqlMessages,
  ...catalogMessages,
  ...csvMessages,
  ...clientConfigurationMessages,
  ...translationMessages,
  ...userMessages,
  ...historyMessages,
  ...fileMessages,
  ...uploadMessages,
  ...fabricMessages,
  ...finishMessages,
} as const;
