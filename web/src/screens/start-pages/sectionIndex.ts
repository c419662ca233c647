import { PATTERNS as P } from '../../routes/paths.ts';
import type { IndexSection, SectionEntries } from '../../shell/sectionEntries.ts';

/** A further link of an index card (a second screen of the same kind of content). */
interface MoreLink {
  label: string;
  path: string;
}

/** What an index card says beside its sub-menu entry: what the screen is for, and links one step further. */
interface CardText {
  description: string;
  more?: readonly MoreLink[];
}

export interface IndexCard {
  label: string;
  description: string;
  /** The screen's address; null while its screen is not built (the card says so: never hidden, never a dead link). */
  to: string | null;
  /** The further links whose screens are built. */
  more: { label: string; to: string }[];
}

/**
 * The cards' texts by the sub-menu entry's path. The entries themselves (labels, order, destinations) are the
 * section's sub-menu (shell/subMenus.ts, handed over by the shell), so the index page and the sub-menu cannot disagree.
 */
const CARD_TEXTS: Record<IndexSection, Readonly<Record<string, CardText>>> = {
  settings: {
    [P.users]: { description: 'Konta administratorów i salonów meblowych: zmiana hasła i usuwanie konta.' },
    [P.userCreate]: { description: 'Nowe konto salonu meblowego: dane logowania oraz nazwa, telefon i adres salonu.' },
    [P.translations]: { description: 'Teksty konfiguratora (przyciski, etykiety, komunikaty) po polsku i po angielsku.' },
    [P.history]: { description: 'Kto, kiedy i co zmienił w katalogu i na kontach; cofanie zmian i usunięć (do 30 dni).' },
  },
  addContent: {
    [P.fabrics]: {
      description: 'Rodziny tkanin w grupach cenowych A–I i ich tkaniny.',
      more: [{ label: 'Dodaj rodzinę tkanin', path: P.fabricFamilyCreate }],
    },
    [P.legFinishes]: {
      description: 'Wybarwienia nóżek i elementów: usłojenie drewna, kolory jednolite i metal, każde z teksturą.',
      more: [{ label: 'Wybarwienia elementów', path: P.elementFinishes }],
    },
    [P.icons]: {
      description: 'Ikony elementów, które konfigurator pokazuje klientom.',
      more: [{ label: 'Dodaj ikonę', path: P.iconUpload }],
    },
    [P.models]: {
      description: 'Pliki modeli 3D elementów (glTF z plikami .bin i teksturami) z podglądem.',
      more: [{ label: 'Dodaj model 3D', path: P.modelUpload }],
    },
    [P.collectionFiles]: {
      description: 'Zdjęcia i pliki kolekcji, pokazywane przy kolekcjach.',
      more: [{ label: 'Dodaj obrazek kolekcji', path: P.collectionFileUpload }],
    },
  },
};

/** The index page of a section: a card per entry of its sub-menu, available when the route table has its screen. */
export function indexCards(section: IndexSection, { entries, isBuilt }: SectionEntries): IndexCard[] {
  return entries(section).map((entry) => {
    const text = CARD_TEXTS[section][entry.path];
    return {
      label: entry.label,
      description: text?.description ?? '',
      to: isBuilt(entry.path) ? entry.path : null,
      more: (text?.more ?? []).filter((link) => isBuilt(link.path)).map((link) => ({ label: link.label, to: link.path })),
    };
  });
}
