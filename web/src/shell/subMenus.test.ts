import { describe, expect, it } from 'vitest';
import { subMenuFor } from './subMenus.ts';

describe('collection sub-menu (spec part 2 §2)', () => {
  it('lists only the entries whose screens exist, with the real slug', () => {
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
        [{ label: 'Zestawy', to: '/collection/manhattan/sets' }],
      ],
    });
  });

  it('keeps the two rows when every screen exists, without the hidden default fabric', () => {
    const menu = subMenuFor('collection', { slug: 'manhattan' }, () => true);
    expect(menu?.rows.map((row) => row.map((link) => link.label))).toEqual([
      ['Opis i zdjęcie', 'Rabaty', 'Kategorie', 'Przypisanie tkanin', 'Lista elementów', 'Dodaj element'],
      ['Wybarwienia nóżek', 'Wybarwienia elementów', 'Zestawy', 'Elementy z innych kolekcji'],
    ]);
  });
});
