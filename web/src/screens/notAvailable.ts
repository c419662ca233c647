/** What a part of the panel whose screen is not built yet says (main menu, empty route, index cards). */
export const NOT_AVAILABLE_TEXT = 'Ta sekcja nie jest jeszcze dostępna.';
