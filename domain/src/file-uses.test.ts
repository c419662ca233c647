import { describe, expect, it } from 'vitest';
import { fileCursor, parseFileCursor } from './file-cursor.ts';
import { FILE_USES_NAMED, fileDeleteBlocker, fileUsesText } from './file-uses.ts';
import type { FileUse } from './file.ts';

const ID = '0b7e5f3c-1d2a-4c3b-9e8f-0a1b2c3d4e5f';

describe('what uses a file, in Polish (D9)', () => {
  it('names each use with its collection, and counts those beyond the first ten', () => {
    const uses: FileUse[] = [
      { use: 'elementModel', _id: ID, name: 'Sofa 2', collectionSlug: 'manhattan' },
      { use: 'elementIcon', _id: ID, name: 'Sofa 2', collectionSlug: 'manhattan' },
      { use: 'collectionPhoto', _id: ID, name: 'Manhattan', collectionSlug: 'manhattan' },
      { use: 'kitThumbnail', _id: ID, name: 'Zestaw A', collectionSlug: 'manhattan' },
    ];
    expect(fileUsesText(uses)).toBe('element Sofa 2 (manhattan), ikona elementu Sofa 2 (manhattan), kolekcja Manhattan, zestaw Zestaw A (manhattan)');
    expect(fileDeleteBlocker('sofa.gltf', uses.slice(0, 1))).toBe('Pliku sofa.gltf nie można usunąć: używa go element Sofa 2 (manhattan)');
    expect(fileDeleteBlocker('sofa.gltf', [])).toBeNull();
    const many = Array.from({ length: FILE_USES_NAMED + 12 }, (_, i): FileUse => ({ use: 'elementModel', _id: ID, name: `E${i}`, collectionSlug: 'm' }));
    expect(fileUsesText(many)).toMatch(/, element E9 \(m\), i 12 innych$/);
    expect(fileUsesText(many.slice(0, FILE_USES_NAMED + 1))).toMatch(/, i 1 inny$/);
  });
});

describe('the file lists\' keyset cursor', () => {
  it('round-trips a position to the microsecond and refuses anything else', () => {
    const position = { at: '2026-11-29T11:00:00.123456Z', id: ID };
    expect(parseFileCursor(fileCursor(position))).toEqual(position);
    for (const text of ['', 'nie-kursor', btoa(`2026-11-29T11:00:00.123Z|${ID}`), btoa(`2026-11-29T11:00:00.123456Z|nie-id`), `${fileCursor(position)}=`]) {
      expect(parseFileCursor(text)).toBeNull();
    }
  });
});
