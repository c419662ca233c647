import { generatePath } from 'react-router';
import type { Params } from 'react-router';
import { hasScreen } from '../routes.tsx';
import type { SectionId } from '../routes.tsx';

export interface SubMenuLink {
  label: string;
  path: string;
}

export interface SubMenu {
  label: string;
  rows: SubMenuLink[][];
}

const C = '/collection/:slug';

/** Spec part 1 "Shell" (settings tabs, section sub-menus) and part 2 §2 (collection sub-menu). */
export const SUB_MENUS: Record<SectionId, SubMenu> = {
  settings: {
    label: 'Ustawienia',
    rows: [
      [
        { label: 'Użytkownicy i salony', path: '/admin/users-list' },
        { label: 'Dodaj użytkownika', path: '/admin/create-user' },
        { label: 'Tłumaczenia', path: '/settings-translations' },
      ],
    ],
  },
  addContent: {
    label: 'Dodanie zawartości',
    rows: [
      [
        { label: 'Tkaniny', path: '/add/fabric' },
        { label: 'Wybarwienia', path: '/files/textures/elements' },
        { label: 'Ikony', path: '/files/icons' },
        { label: 'Modele 3D', path: '/files/models' },
        { label: 'Obrazek kolekcji', path: '/files/collections' },
      ],
    ],
  },
  fabrics: {
    label: 'Tkaniny',
    rows: [
      [
        { label: 'Grupy i rodziny tkanin', path: '/add/fabric' },
        { label: 'Dodaj rodzinę tkanin', path: '/texture/create' },
        { label: 'Parametry filtrów', path: '/settings-fabrics' },
        { label: 'Pliki graficzne', path: '/files/textures' },
        { label: 'Dodaj plik', path: '/textures/upload' },
      ],
    ],
  },
  models: {
    label: 'Modele 3D',
    rows: [[{ label: 'Lista', path: '/files/models' }, { label: 'Dodaj', path: '/models/upload' }]],
  },
  icons: {
    label: 'Ikony',
    rows: [[{ label: 'Lista', path: '/files/icons' }, { label: 'Dodaj', path: '/icon/upload' }]],
  },
  collectionFiles: {
    label: 'Obrazki kolekcji',
    rows: [[{ label: 'Lista', path: '/files/collections' }, { label: 'Dodaj', path: '/files/collection/upload' }]],
  },
  collection: {
    label: 'Kolekcja',
    rows: [
      [
        { label: 'Opis i zdjęcie', path: C },
        { label: 'Rabaty', path: `${C}/discounts` },
        { label: 'Kategorie', path: `${C}/categories` },
        // 'Domyślna tkanina' is hidden in the spec.
        { label: 'Przypisanie tkanin', path: `${C}/textures` },
        { label: 'Lista elementów', path: `${C}/elements` },
        { label: 'Dodaj element', path: `${C}/elements/create` },
      ],
      [
        { label: 'Wybarwienia nóżek', path: `${C}/legs-colors` },
        { label: 'Wybarwienia elementów', path: `${C}/elements-colors` },
        { label: 'Zestawy', path: `${C}/sets` },
        { label: 'Elementy z innych kolekcji', path: `${C}/elements-other` },
      ],
    ],
  },
};

export interface ResolvedSubMenu {
  label: string;
  rows: { label: string; to: string }[][];
}

/** Only links to built screens, with params filled in; null when nothing is left to show. */
export function subMenuFor(
  section: SectionId | undefined,
  params: Params,
  isBuilt: (path: string) => boolean = hasScreen,
): ResolvedSubMenu | null {
  if (!section) return null;
  const menu = SUB_MENUS[section];
  const rows = menu.rows
    .map((row) =>
      row.flatMap((link) => {
        if (!isBuilt(link.path)) return [];
        try {
          return [{ label: link.label, to: generatePath(link.path, params) }];
        } catch {
          return [];
        }
      }),
    )
    .filter((row) => row.length > 0);
  return rows.length > 0 ? { label: menu.label, rows } : null;
}
