import { describe, expect, it } from 'vitest';
import { collectionDeletionText } from './CollectionDeleteSection.tsx';

describe('collection delete confirmation (D8)', () => {
  it('counts what goes with the collection, in Polish plural forms', () => {
    expect(collectionDeletionText({ elementCategories: 5, elements: 26, kits: 5, fabricAssignments: 0, finishAssignments: 0 })).toBe(
      'Zostanie usunięta kolekcja, a z nią 5 kategorii elementów, 26 elementów i 5 zestawów.',
    );
    expect(collectionDeletionText({ elementCategories: 3, elements: 22, kits: 0, fabricAssignments: 0, finishAssignments: 0 })).toBe('Zostanie usunięta kolekcja, a z nią 3 kategorie elementów i 22 elementy.');
    expect(collectionDeletionText({ elementCategories: 1, elements: 1, kits: 1, fabricAssignments: 0, finishAssignments: 0 })).toBe(
      'Zostanie usunięta kolekcja, a z nią 1 kategoria elementów, 1 element i 1 zestaw.',
    );
    expect(collectionDeletionText({ elementCategories: 4, elements: 0, kits: 0, fabricAssignments: 0, finishAssignments: 0 })).toBe('Zostanie usunięta kolekcja, a z nią 4 kategorie elementów.');
  });

  it('counts the fabric families assigned, which stay in the catalogue', () => {
    expect(collectionDeletionText({ elementCategories: 0, elements: 2, kits: 0, fabricAssignments: 3, finishAssignments: 0 })).toBe(
      'Zostanie usunięta kolekcja, a z nią 2 elementy i 3 przypisania rodzin tkanin.',
    );
  });

  it('counts the finishes assigned, which stay in the catalogue', () => {
    expect(collectionDeletionText({ elementCategories: 0, elements: 0, kits: 0, fabricAssignments: 1, finishAssignments: 12 })).toBe(
      'Zostanie usunięta kolekcja, a z nią 1 przypisanie rodziny tkanin i 12 przypisań wybarwień.',
    );
  });

  it('says so when the collection is empty', () => {
    expect(collectionDeletionText({ elementCategories: 0, elements: 0, kits: 0, fabricAssignments: 0, finishAssignments: 0 })).toBe('Zostanie usunięta kolekcja (nie ma w niej kategorii, elementów ani zestawów).');
  });
});
