/**
 * The search and sort keys of a catalogue name, as the database stores them (generated columns of `elements`,
 * migrations 0006 and 0012): plain character maps, so PGlite and a PostgreSQL server, whatever their locale,
 * compute the same keys, and a bytewise comparison (`COLLATE "C"`) of the sort keys gives the Polish order.
 * These are the JavaScript twins of that SQL; a test checks that both agree. The maps are short on purpose: the database
 * computes both keys on every insert, and PostgreSQL's translate() costs the length of its map per character.
 */

/** Capitals lower-cased beyond ASCII's A–Z: Polish, then Latin-1 (German, French, Scandinavian…). */
export const NAME_CASE_UPPER = 'ĄĆĘŁŃÓŚŹŻÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÔÕÖØÙÚÛÜÝÞ';
/** For the sort key: the same capitals, and the other languages' accented letters folded to their base letter. */
export const NAME_SORT_FROM = `${NAME_CASE_UPPER}àáâãäåçèéêëìíîïñòôõöùúûüýÿ`;
export const NAME_SORT_TO = 'ąćęłńóśźżaaaaaaæceeeeiiiiðnooooøuuuuyþaaaaaaceeeeiiiinoooouuuuyy';
/**
 * For the search key (D27): the same capitals, and every accented letter of either case folded to its base
 * letter (Polish ones too), so 'modul' finds 'Moduł'; æ, ð, ø and þ have no base letter and stay as they are.
 */
export const NAME_SEARCH_FROM = `${NAME_CASE_UPPER}ąćęłńśźżàáâãäåçèéêëìíîïñòóôõöùúûüýÿ`;
export const NAME_SEARCH_TO = 'acelnoszzaaaaaaæceeeeiiiiðnooooøuuuuyþacelnszzaaaaaaceeeeiiiinooooouuuuyy';
/** Follows a Polish letter's base letter and sorts above any character that may come next: ą after every a…. */
export const NAME_SORT_MARK = '\u{10FFFF}';
/** Polish letters → base letter and marks (ż after ź). */
export const NAME_POLISH_LETTERS: readonly (readonly [letter: string, key: string])[] = Array.from('ąćęłńóśźż', (letter, i) => [
  letter,
  'acelnoszz'[i]! + NAME_SORT_MARK.repeat(letter === 'ż' ? 2 : 1),
]);
/** Digit runs are compared as numbers: left-padded with zeros to this width (longer runs keep their digits). */
export const NAME_NUMBER_WIDTH = 10;
/** Ends the sort key's primary part; the name itself follows and breaks ties (names are unique in a collection). */
export const NAME_SORT_TIE = '\u0001';

/** PostgreSQL's translate(): each character of `from` becomes the one at its index in `to`. */
function translate(text: string, from: string, to: string): string {
  const target = Array.from(to);
  const map = new Map(Array.from(from, (char, i) => [char, target[i]!]));
  return Array.from(text, (char) => map.get(char) ?? char).join('');
}

/** lower() under COLLATE "C": A–Z only, on every database alike. */
const lowerAscii = (text: string) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/**
 * The text lower-cased and its accents folded (ASCII, then NAME_SEARCH_FROM), without a locale: a filter matches
 * a substring of it. Names, translations and e-mails alike.
 */
export function nameSearchKey(name: string): string {
  return translate(lowerAscii(name), NAME_SEARCH_FROM, NAME_SEARCH_TO);
}

/** A LIKE pattern for "contains `text`" over search keys: the needle's own key, with `\`, `%` and `_` escaped. */
export function containsPattern(text: string): string {
  return `%${nameSearchKey(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const ZEROS = '0'.repeat(NAME_NUMBER_WIDTH);
/** The padding's zeros beyond the width, at the start of a digit run (as the SQL's second regexp_replace). */
const EXTRA_ZEROS = new RegExp(`(?<![0-9])0+(?=[0-9]{${NAME_NUMBER_WIDTH}})`, 'g');

/**
 * The key whose bytewise order is the Polish order of names: lower case, accents of other languages ignored,
 * numbers by value, ą right after a (and so on), then the name itself to break ties. Punctuation keeps its
 * ASCII order (space, then `-`, `.`, `/`… before digits); Polish collation would put all of it before digits.
 */
export function nameSortKey(name: string): string {
  let key = translate(lowerAscii(name), NAME_SORT_FROM, NAME_SORT_TO);
  key = key.replace(/[0-9]+/g, (digits) => ZEROS + digits).replace(EXTRA_ZEROS, '');
  for (const [letter, replacement] of NAME_POLISH_LETTERS) key = key.replaceAll(letter, replacement);
  return key + NAME_SORT_TIE + name;
}
