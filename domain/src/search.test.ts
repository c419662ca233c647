import { describe, expect, it } from 'vitest';
import { effectiveSearchText, nameMatches, SEARCH_MIN_CHARS, SEARCH_TEXT_MAX } from './search.ts';
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

describe('nameMatches', () => {
  it('ignores case and Polish letters on both sides, as the database keys do (D27)', () => {
    expect(nameMatches('Moduł narożny', 'modul')).toBe(true);
    expect(nameMatches('Moduł narożny', 'NAROŻ')).toBe(true);
    expect(nameMatches('Modul narozny', 'moduł')).toBe(true);
    expect(nameMatches('Moduł narożny', 'pufa')).toBe(false);
  });
});
