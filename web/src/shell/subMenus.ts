import { generatePath } from 'react-router';
import type { Params } from 'react-router';
import { PATTERNS as P } from '../routes/paths.ts';
import { hasScreen } from '../routes/table.ts';
import type { SectionId } from '../routes/table.ts';

export interface SubMenuLink {
  label: string;
  path: string;
}

export interface SubMenu {
  label: string;
  rows: SubMenuLink[][];
}

/** Spec part 1 "Shell" (settings tabs, section sub-menus) and part 2 §2 (collection sub-menu). */
export const SUB_MENUS: Record<SectionId, SubMenu> = {
  settings: {
    label: 'Ustawienia',
    rows: [
      [
        { label: 'Użytkownicy i salony', path: P.users },
        { label: 'Dodaj użytkownika', path: P.userCreate },
        { label: 'Tłumaczenia', path: P.translations },
        { label: 'Historia zmian', path: P.history },
      ],
    ],
  },
  addContent: {
    label: 'Dodanie zawartości',
    rows: [
      [
        { label: 'Tkaniny', path: P.fabrics },
        // D24: the finishes records (legs first; the elements' finishes are one link further, on /add and their screen).
        { label: 'Wybarwienia', path: P.legFinishes },
        { label: 'Ikony', path: P.icons },
        { label: 'Modele 3D', path: P.models },
        { label: 'Obrazek kolekcji', path: P.collectionFiles },
      ],
    ],
  },
  fabrics: {
    label: 'Tkaniny',
    rows: [
      [
        { label: 'Grupy i rodziny tkanin', path: P.fabrics },
        { label: 'Dodaj rodzinę tkanin', path: P.fabricFamilyCreate },
        { label: 'Parametry filtrów', path: P.fabricSettings },
        { label: 'Pliki graficzne', path: P.textureFiles },
        { label: 'Dodaj plik', path: P.textureUpload },
        // D24: the finishes, which the main menu's 'Tkaniny i wybarwienia' names.
        { label: 'Wybarwienia nóżek', path: P.legFinishes },
        { label: 'Wybarwienia elementów', path: P.elementFinishes },
      ],
    ],
  },
  models: {
    label: 'Modele 3D',
    rows: [[{ label: 'Lista', path: P.models }, { label: 'Dodaj', path: P.modelUpload }]],
  },
  icons: {
    label: 'Ikony',
    rows: [[{ label: 'Lista', path: P.icons }, { label: 'Dodaj', path: P.iconUpload }]],
  },
  collectionFiles: {
    label: 'Obrazki kolekcji',
    rows: [[{ label: 'Lista', path: P.collectionFiles }, { label: 'Dodaj', path: P.collectionFileUpload }]],
  },
  collection: {
    label: 'Kolekcja',
    rows: [
      [
        { label: 'Opis i zdjęcie', path: P.collection },
        { label: 'Rabaty', path: P.discounts },
        { label: 'Kategorie', path: P.elementCategories },
        // 'Domyślna tkanina' is hidden in the spec.
        { label: 'Przypisanie tkanin', path: P.collectionTextures },
        { label: 'Lista elementów', path: P.elements },
        { label: 'Dodaj element', path: P.elementCreate },
      ],
      [
        { label: 'Wybarwienia nóżek', path: P.legsColors },
        { label: 'Wybarwienia elementów', path: P.elementsColors },
        { label: 'Zestawy', path: P.kits },
        { label: 'Elementy z innych kolekcji', path: P.elementsOther },
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
