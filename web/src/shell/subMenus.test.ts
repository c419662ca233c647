import { describe, expect, it } from 'vitest';
import { subMenuFor } from './subMenus.ts';

describe('collection sub-menu (spec part 2 §2)', () => {
  it('lists the entries with the real slug', () => {
    expect(subMenuFor('collection', { slug: 'manhattan' })).toEqual({
      label: 'Kolekcja',
      rows: [
        [
          { label: 'Opis i zdjęcie', to: '/collection/manhattan' },
          { label: 'Rabaty', to: '/collection/manhattan/discounts' },
          { label: 'Kategorie', to: '/collection/manhattan/categories' },
          { label: 'Przypisanie tkanin', to: '/collection/manhattan/textures' },
          { label: 'Lista elementów', to: '/collection/manhattan/elements' },
          { label: 'Dodaj element', to: '/collection/manhattan/elements/create' },
        ],
        [
          { label: 'Wybarwienia nóżek', to: '/collection/manhattan/legs-colors' },
          { label: 'Wybarwienia elementów', to: '/collection/manhattan/elements-colors' },
          { label: 'Zestawy', to: '/collection/manhattan/sets' },
          { label: 'Elementy z innych kolekcji', to: '/collection/manhattan/elements-other' },
        ],
      ],
    });
  });

  it('leaves out an entry whose screen does not exist', () => {
    const menu = subMenuFor('collection', { slug: 'manhattan' }, (path) => !path.includes('legs'));
    expect(menu?.rows.map((row) => row.map((link) => link.label))).toEqual([
      ['Opis i zdjęcie', 'Rabaty', 'Kategorie', 'Przypisanie tkanin', 'Lista elementów', 'Dodaj element'],
      ['Wybarwienia elementów', 'Zestawy', 'Elementy z innych kolekcji'],
    ]);
  });
});
