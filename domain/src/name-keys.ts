/**
 * The search and sort keys of a catalogue name, as the database stores them (generated columns of `elements`,
 * migration 0006): plain character maps, so PGlite and a PostgreSQL server, whatever their locale, compute the
 * same keys, and a bytewise comparison (`COLLATE "C"`) of the sort keys gives the Polish order. These are the
 * JavaScript twins of that SQL; a test checks that both agree.
 */

/** Upper case → lower case, one character for one: ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic capitals. */
export const NAME_UPPER_CASE =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞĀĂĄĆĈĊČĎĐĒĔĖĘĚĜĞĠĢĤĦĨĪĬĮĲĴĶĹĻĽĿŁŃŅŇŊŌŎŐŒŔŖŘŚŜŞŠŢŤŦŨŪŬŮŰŲŴŶŸŹŻŽΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
export const NAME_LOWER_CASE =
  'abcdefghijklmnopqrstuvwxyzàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþāăąćĉċčďđēĕėęěĝğġģĥħĩīĭįĳĵķĺļľŀłńņňŋōŏőœŕŗřśŝşšţťŧũūŭůűųŵŷÿźżžαβγδεζηθικλμνξοπρστυφχψωѐёђѓєѕіїјљњћќѝўџабвгдежзийклмнопрстуфхцчшщъыьэюя';

/** Accented letters that Polish sorts with their base letter (the Polish ones are not among them). */
const ACCENTED = 'àáâãäåçèéêëìíîïñòôõöùúûüýāăĉċčďēĕėěĝğġģĥĩīĭįĵķĺļľņňōŏőŕŗřŝşšţťũūŭůűųŵŷÿž';
const ACCENT_BASE = 'aaaaaaceeeeiiiinoooouuuuyaacccdeeeegggghiiiijklllnnooorrrsssttuuuuuuwyyz';
/** Punctuation and symbols in the order Polish collation (ICU) gives them, all before digits and letters. */
const PUNCTUATION = ' _-–—,;:!?.…·\'"“”„«»()[]{}@*/\\&#%′″`^°+×<=>|~$';
/** …mapped onto U+0002–U+002F in that order, below the digits (U+0001 ends the primary part of a sort key). */
const PUNCTUATION_RANK = Array.from(PUNCTUATION, (_, i) => String.fromCharCode(2 + i)).join('');
export const NAME_SORT_FROM = ACCENTED + PUNCTUATION;
export const NAME_SORT_TO = ACCENT_BASE + PUNCTUATION_RANK;
/** Follows a Polish letter's base letter, above any character that may come next: ą sorts after every a…. */
export const NAME_SORT_MARK = '\u{10FFFF}';
/** Polish letters → base letter and marks (ż after ź); the order of replacement does not matter. */
export const NAME_POLISH_LETTERS: readonly (readonly [string, string])[] = [
  ['ą', 'a'],
  ['ć', 'c'],
  ['ę', 'e'],
  ['ł', 'l'],
  ['ń', 'n'],
  ['ó', 'o'],
  ['ś', 's'],
  ['ź', 'z'],
  ['ż', 'z'],
].map(([letter, base]) => [letter!, base + NAME_SORT_MARK.repeat(letter === 'ż' ? 2 : 1)] as const);
/** Digit runs are compared as numbers: left-padded with zeros to this width (longer runs keep their digits). */
export const NAME_NUMBER_WIDTH = 10;
/**
 * Ends each level of the sort key: then the search key (accents count before case, as in Polish collation), then the
 * name with its case swapped (lower case first); names are unique in a collection, so the key is too.
 */
export const NAME_SORT_TIE = '\u0001';

/** PostgreSQL's translate(): each character of `from` becomes the one at its index in `to`. */
function translate(text: string, from: string, to: string): string {
  const source = Array.from(from);
  const target = Array.from(to);
  const map = new Map(source.map((char, i) => [char, target[i]!]));
  return Array.from(text, (char) => map.get(char) ?? char).join('');
}

/** The name lower-cased by NAME_UPPER_CASE → NAME_LOWER_CASE alone (no locale): a filter matches a substring of it. */
export function nameSearchKey(name: string): string {
  return translate(name, NAME_UPPER_CASE, NAME_LOWER_CASE);
}

/** A LIKE pattern for "contains `text`" over search keys: the needle's own key, `\`, `%` and `_` escaped. */
export function containsPattern(text: string): string {
  return `%${nameSearchKey(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const ZEROS = '0'.repeat(NAME_NUMBER_WIDTH);
const PADDED = new RegExp(`0+([0-9]{${NAME_NUMBER_WIDTH}})`, 'g');

/**
 * The key whose bytewise order is the Polish order of names: lower case, accents of other languages ignored,
 * punctuation before digits before letters, numbers by value, ą after a (and so on); ties broken by accents, then
 * by case (NAME_SORT_TIE).
 */
export function nameSortKey(name: string): string {
  let key = translate(nameSearchKey(name), NAME_SORT_FROM, NAME_SORT_TO);
  // Pad every run to at least the width, then cut the padding back to the width (as the SQL's two regexp_replace).
  key = key.replace(/[0-9]+/g, (digits) => ZEROS + digits).replace(PADDED, '$1');
  for (const [letter, replacement] of NAME_POLISH_LETTERS) key = key.replaceAll(letter, replacement);
  const swapped = translate(name, NAME_UPPER_CASE + NAME_LOWER_CASE, NAME_LOWER_CASE + NAME_UPPER_CASE);
  return key + NAME_SORT_TIE + nameSearchKey(name) + NAME_SORT_TIE + swapped;
}
