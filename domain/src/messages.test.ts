import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { catalogMessages } from './messages/catalog.ts';
import { clientConfigurationMessages } from './messages/client-configurations.ts';
import { commonMessages } from './messages/common.ts';
import { csvMessages } from './messages/csv.ts';
import { fabricMessages } from './messages/fabrics.ts';
import { finishMessages } from './messages/finishes.ts';
import { fileMessages } from './messages/files.ts';
import { graphqlMessages } from './messages/graphql.ts';
import { historyMessages } from './messages/history.ts';
import { httpMessages } from './messages/http.ts';
import { listMessages } from './messages/lists.ts';
import { sessionMessages } from './messages/session.ts';
import { translationMessages } from './messages/translations.ts';
import { uploadMessages } from './messages/uploads.ts';
import { userMessages } from './messages/users.ts';
import { validationMessages } from './messages/validation.ts';

const areas = [
  catalogMessages,
  clientConfigurationMessages,
  commonMessages,
  csvMessages,
  fabricMessages,
  finishMessages,
  fileMessages,
  graphqlMessages,
  historyMessages,
  httpMessages,
  listMessages,
  sessionMessages,
  translationMessages,
  uploadMessages,
  userMessages,
  validationMessages,
];

describe("the servers' aggregate of the area messages", () => {
  // A name in two areas would make the aggregate keep only one of the texts, silently.
  it('holds every area message under its own name, none shadowed', () => {
    const names = areas.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(messages).sort()).toEqual([...names].sort());
  });
});
