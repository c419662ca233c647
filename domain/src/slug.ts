/** D5: slugs from names — lower case, Polish letters transliterated, anything else to '-'. */
const POLISH: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

export function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (letter) => POLISH[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
