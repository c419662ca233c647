import { describe, expect, it } from 'vitest';
import { PATTERNS as P } from '../../routes/paths.ts';
import { hasScreen } from '../../routes/table.ts';
import { SUB_MENUS } from '../../shell/subMenus.ts';
import type { IndexSection } from '../../shell/sectionEntries.ts';
import { indexCards as cardsOf } from './sectionIndex.ts';

const entries = (section: IndexSection) => SUB_MENUS[section].rows.flat();
/** The cards as the shell hands the entries over (AppShell), with the real route table or a pretend one. */
const indexCards = (section: IndexSection, isBuilt: (path: string) => boolean = hasScreen) => cardsOf(section, { entries, isBuilt });

const ADD_CONTENT_PATHS = [P.fabrics, P.legFinishes, P.icons, P.models, P.collectionFiles];

describe('/add: "Dodanie zawartości", a card per entry of the spec sub-menu', () => {
  it("shows every entry in the spec's order, each available exactly when the route table has its screen", () => {
    const cards = indexCards('addContent');
    expect(cards.map((card) => card.label)).toEqual(['Tkaniny', 'Wybarwienia', 'Ikony', 'Modele 3D', 'Obrazek kolekcji']);
    cards.forEach((card, index) => {
      const path = ADD_CONTENT_PATHS[index]!;
      expect(card.to).toBe(hasScreen(path) ? path : null);
      expect(card.description).not.toBe('');
    });
  });

  it('keeps an entry whose screen is not built, with no address (shown as not available, never a dead link)', () => {
    const cards = indexCards('addContent', () => false);
    expect(cards).toHaveLength(5);
    expect(cards.every((card) => card.to === null && card.more.length === 0)).toBe(true);
  });

  it('links an entry, and its further screens, as soon as they are built', () => {
    const built = new Set<string>([P.icons, P.iconUpload, P.elementFinishes]);
    const cards = indexCards('addContent', (path) => built.has(path));
    const byLabel = new Map(cards.map((card) => [card.label, card]));
    expect(byLabel.get('Ikony')).toMatchObject({ to: '/files/icons', more: [{ label: 'Dodaj ikonę', to: '/icon/upload' }] });
    // D24: 'Wybarwienia' leads to the finishes; the element finishes are its further link.
    expect(byLabel.get('Wybarwienia')).toMatchObject({ to: null, more: [{ label: 'Wybarwienia elementów', to: '/finishes/elements' }] });
    expect(byLabel.get('Modele 3D')).toMatchObject({ to: null, more: [] });
  });

  it('agrees with the sub-menu: the same entries, and Wybarwienia leads to the leg finishes (D24)', () => {
    expect(indexCards('addContent', () => true).map((card) => [card.label, card.to])).toEqual(
      SUB_MENUS.addContent.rows.flat().map((entry) => [entry.label, entry.path]),
    );
    expect(SUB_MENUS.addContent.rows.flat().find((entry) => entry.label === 'Wybarwienia')?.path).toBe('/finishes/legs');
  });
});

describe('/settings: a card per tab of the settings menu', () => {
  it('shows the tabs, each linking to its screen when built', () => {
    const cards = indexCards('settings');
    expect(cards.map((card) => card.label)).toEqual(['Użytkownicy i salony', 'Dodaj użytkownika', 'Tłumaczenia', 'Historia zmian']);
    const paths = [P.users, P.userCreate, P.translations, P.history];
    cards.forEach((card, index) => expect(card.to).toBe(hasScreen(paths[index]!) ? paths[index] : null));
    expect(indexCards('settings', () => true).map((card) => card.to)).toEqual(['/admin/users-list', '/admin/create-user', '/settings-translations', '/settings/history']);
  });
});
