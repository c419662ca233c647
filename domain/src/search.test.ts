import { describe, expect, it } from 'vitest';
import { effectiveSearchText, SEARCH_MIN_CHARS, SEARCH_TEXT_MAX } from './search.ts';
import { storable } from './text.ts';

describe('effectiveSearchText', () => {
  it('is trimmed, and nothing below the minimum', () => {
    expect(effectiveSearchText('  abc  ')).toBe('abc');
    expect(effectiveSearchText('a'.repeat(SEARCH_MIN_CHARS - 1))).toBeNull();
    expect(effectiveSearchText(null)).toBeNull();
  });

  it('is cut at the maximum, never between the halves of an emoji (the API refuses a lone half)', () => {
    expect(effectiveSearchText('a'.repeat(SEARCH_TEXT_MAX + 10))).toHaveLength(SEARCH_TEXT_MAX);
    const text = `${'a'.repeat(SEARCH_TEXT_MAX - 1)}😀`;
    const cut = effectiveSearchText(text)!;
    expect(cut).toBe('a'.repeat(SEARCH_TEXT_MAX - 1));
    expect(storable(cut)).toBe(true);
  });
});
