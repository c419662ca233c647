import { describe, expect, it } from 'vitest';
import { translationMessages } from './messages/translations.ts';
import { validationMessages } from './messages/validation.ts';
import {
  effectiveTranslationFilter,
  parseTranslationCursor,
  TRANSLATION_TEXT_MAX,
  translationCursor,
  translationFieldsSchema,
} from './translation.ts';

describe('the translation list filter (spec part 1 §5, §9)', () => {
  it('applies from 3 characters, trimmed; shorter is no filter', () => {
    expect(['', '  ', 'la', ' la '].map(effectiveTranslationFilter)).toEqual([undefined, undefined, undefined, undefined]);
    expect(effectiveTranslationFilter(' lab ')).toBe('lab');
    expect(effectiveTranslationFilter(null)).toBeUndefined();
  });
});

describe('the translation fields', () => {
  it('requires pl and en (trimmed) with their own messages and allows at most 150 characters', () => {
    expect(translationFieldsSchema.parse({ pl: ' Zapisz ', en: 'Save ' })).toEqual({ pl: 'Zapisz', en: 'Save' });
    const refused = translationFieldsSchema.safeParse({ pl: ' ', en: 'x'.repeat(TRANSLATION_TEXT_MAX + 1) });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['pl', translationMessages.translationPlRequired],
      ['en', validationMessages.tooLong(TRANSLATION_TEXT_MAX)],
    ]);
  });
});

describe('the translation cursor', () => {
  it('round-trips any key, Polish letters included, and refuses what is not a cursor', () => {
    for (const key of ['button.save', 'etykieta.łóżko', 'a/b+c=d']) expect(parseTranslationCursor(translationCursor({ key }))).toBe(key);
    for (const cursor of ['', 'nie kursor', '%%%', btoa('\u0000')]) expect(parseTranslationCursor(cursor)).toBeNull();
  });
});
