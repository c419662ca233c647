import { describe, expect, it } from 'vitest';
import { uppyPolish } from './uppyLocale.ts';

/** A plural string as Uppy's translator picks and fills it. */
function said(key: string, count: number): string {
  const forms = uppyPolish.strings[key];
  if (typeof forms !== 'object') throw new Error(`${key} has no plural forms`);
  return String(forms[uppyPolish.pluralize(count)]).replace('%{smart_count}', String(count));
}

describe('the upload widget in Polish', () => {
  it('says a number of files in the three Polish forms', () => {
    expect([1, 3, 5, 12, 22, 25].map((count) => said('uploadXFiles', count))).toEqual([
      'Prześlij 1 plik',
      'Prześlij 3 pliki',
      'Prześlij 5 plików',
      'Prześlij 12 plików',
      'Prześlij 22 pliki',
      'Prześlij 25 plików',
    ]);
    expect(said('xFilesSelected', 3)).toBe('3 pliki zaznaczone');
    // After a noun of action the genitive stays: many and few alike.
    expect(said('uploadingXFiles', 3)).toBe('Przesyłanie 3 plików');
  });

  it('has every plural string in all three forms, none empty', () => {
    const plurals = Object.entries(uppyPolish.strings).filter(([, value]) => typeof value === 'object');
    expect(plurals.length).toBeGreaterThan(10);
    for (const [key, forms] of plurals) {
      const filled = [0, 1, 2].map((index) => (forms as Record<number, string | undefined>)[index]).filter((form) => typeof form === 'string' && form !== '');
      expect(filled, key).toHaveLength(3);
    }
  });
});
