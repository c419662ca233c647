import { expect, it } from 'vitest';
import { dictionariesEtag, dictionariesEtagVariant } from './dictionaries.ts';

it('names the role variant in the ETag, so a cache keys copies by the API’s word; other ETags name none', () => {
  expect(dictionariesEtagVariant(dictionariesEtag('admin', ['f1', 'v1', 'v2']))).toBe('admin');
  expect(dictionariesEtagVariant(dictionariesEtag('salon', ['f1', 'v2']))).toBe('salon');
  expect(dictionariesEtagVariant(`W/${dictionariesEtag('salon', ['f1', 'v2'])}`)).toBe('salon');
  for (const foreign of ['"abc"', '"admin"', 'admin.v1', '"adminx.v1"', '*']) expect(dictionariesEtagVariant(foreign)).toBeUndefined();
});
