import { describe, expect, it } from 'vitest';
import { elementCategoryDeleteBlocker, elementDeleteBlocker } from './delete-rules.ts';

describe('delete rules (D8)', () => {
  it('an element category goes only when no element uses it, else the reason counts them', () => {
    expect(elementCategoryDeleteBlocker({ elementCount: 0 })).toBeNull();
    expect(elementCategoryDeleteBlocker({ elementCount: 1 })).toBe('Nie można usunąć kategorii: używa jej 1 element.');
    expect(elementCategoryDeleteBlocker({ elementCount: 3 })).toBe('Nie można usunąć kategorii: używają jej 3 elementy.');
  });

  it('an element goes only when no kit holds it, else the reason names the kits', () => {
    expect(elementDeleteBlocker({ kitNames: [] })).toBeNull();
    expect(elementDeleteBlocker({ kitNames: ['Dzienny'] })).toBe('Nie można usunąć elementu: używa go zestaw „Dzienny”.');
    expect(elementDeleteBlocker({ kitNames: ['Dzienny', 'Nocny'] })).toBe('Nie można usunąć elementu: używają go zestawy „Dzienny”, „Nocny”.');
  });
});
