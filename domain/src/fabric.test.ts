import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import {
  fabricColorCreateBodySchema,
  fabricColorFormSchema,
  fabricCreateBodySchema,
  fabricFamilyCreateBodySchema,
  fabricFamilyCreateFormSchema,
  fabricFamilyEditFormSchema,
  fabricFamilyUpdateBodySchema,
  fabricFilterMatches,
  fabricFormSchema,
  fabricParameterFormSchema,
  fabricParameterUpdateBodySchema,
  familiesByPriceGroup,
  PRICE_GROUP_RECORDS,
} from './fabric.ts';
import { catalogMessages } from './messages/catalog.ts';
import { fabricMessages } from './messages/fabrics.ts';
import { validationMessages } from './messages/validation.ts';

// The spec's own words (part 1 §5), so a changed message fails here.
const required = 'Wypełnij wymagane pola';
const noPriceGroup = 'Wybierz grupę cenową';
const discountRange = 'Rabat: liczba całkowita od 0 do 99';
const fileType = 'Plik tkaniny musi być jpg lub png';
const noFile = 'Wybierz plik tkaniny';
const rgbInvalid = 'Kolor: dokładnie 6 znaków szesnastkowych (0–9, a–f), np. c8a27a';
const ordInvalid = catalogMessages.displayOrdInvalid;

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) => (result.success ? [] : fieldErrorsOf(result.error!));

const familyForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Welur Łódź',
  descriptionPl: 'Miękki welur',
  descriptionEn: 'Soft velvet',
  priceGroupSlug: 'C',
  discount: '15',
  isActive: true,
  ...overrides,
});
const { name: _name, ...editFormBase } = familyForm();
const editForm = (overrides: Record<string, unknown> = {}) => ({ ...editFormBase, ...overrides });
const fabricForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Welur Grafit',
  fileUrl: 'welur-grafit.jpg',
  thumbUrl: '',
  isActive: true,
  isDefault: false,
  ...overrides,
});

describe('fabric family create form (spec part 1 §5)', () => {
  it('trims the texts and turns the discount into a whole percent', () => {
    expect(fabricFamilyCreateFormSchema.parse(familyForm({ name: '  Welur Łódź ', descriptionPl: ' Miękki ', discount: ' 7 ' }))).toEqual({
      name: 'Welur Łódź',
      descriptionPl: 'Miękki',
      descriptionEn: 'Soft velvet',
      priceGroupSlug: 'C',
      discount: 7,
      isActive: true,
    });
    expect(fabricFamilyCreateFormSchema.parse(familyForm({ discount: '0' })).discount).toBe(0);
    expect(fabricFamilyCreateFormSchema.parse(familyForm({ discount: '99' })).discount).toBe(99);
  });

  it('accepts every price group A to I', () => {
    for (const group of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']) {
      expect(fabricFamilyCreateFormSchema.parse(familyForm({ priceGroupSlug: group })).priceGroupSlug).toBe(group);
    }
  });

  const broken: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', required],
    ['a blank name', { name: '   ' }, 'name', required],
    ['a name without letters', { name: '***' }, 'name', catalogMessages.nameWithoutLetters],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'name', validationMessages.tooLong(100)],
    ['a Polish description over 300', { descriptionPl: 'o'.repeat(301) }, 'descriptionPl', validationMessages.tooLong(300)],
    ['an English description over 300', { descriptionEn: 'o'.repeat(301) }, 'descriptionEn', validationMessages.tooLong(300)],
    ['no price group chosen', { priceGroupSlug: '' }, 'priceGroupSlug', noPriceGroup],
    ['a price group outside A–I', { priceGroupSlug: 'J' }, 'priceGroupSlug', noPriceGroup],
    ['a missing price group', { priceGroupSlug: undefined }, 'priceGroupSlug', noPriceGroup],
    ['an empty discount', { discount: '' }, 'discount', required],
    ['a blank discount', { discount: '  ' }, 'discount', required],
    ['a discount of 100', { discount: '100' }, 'discount', discountRange],
    ['a negative discount', { discount: '-1' }, 'discount', discountRange],
    ['a fractional discount', { discount: '1.5' }, 'discount', discountRange],
    ['a discount in letters', { discount: 'abc' }, 'discount', discountRange],
    ['a comma discount', { discount: '1,' }, 'discount', discountRange],
  ];
  it.each(broken)('flags %s', (_case, change, field, message) => {
    expect(errorsOf(fabricFamilyCreateFormSchema.safeParse(familyForm(change)))).toEqual([{ field, message }]);
  });

  it('takes names of exactly 100 and descriptions of exactly 300 characters', () => {
    const parsed = fabricFamilyCreateFormSchema.parse(familyForm({ name: 'N'.repeat(100), descriptionPl: 'o'.repeat(300), descriptionEn: 'e'.repeat(300) }));
    expect([parsed.name.length, parsed.descriptionPl.length, parsed.descriptionEn.length]).toEqual([100, 300, 300]);
  });

  it('flags every missing required field at once', () => {
    expect(errorsOf(fabricFamilyCreateFormSchema.safeParse(familyForm({ name: '', priceGroupSlug: '', discount: '' })))).toEqual([
      { field: 'name', message: required },
      { field: 'priceGroupSlug', message: noPriceGroup },
      { field: 'discount', message: required },
    ]);
  });
});

describe('fabric family edit form', () => {
  it('allows descriptions of up to 1000 characters, not 1001', () => {
    expect(fabricFamilyEditFormSchema.parse(editForm({ descriptionPl: 'o'.repeat(1000) })).descriptionPl).toHaveLength(1000);
    expect(errorsOf(fabricFamilyEditFormSchema.safeParse(editForm({ descriptionEn: 'e'.repeat(1001) })))).toEqual([
      { field: 'descriptionEn', message: validationMessages.tooLong(1000) },
    ]);
  });

  it('requires the price group and an integer discount as at create', () => {
    expect(errorsOf(fabricFamilyEditFormSchema.safeParse(editForm({ priceGroupSlug: '', discount: '1.5' })))).toEqual([
      { field: 'priceGroupSlug', message: noPriceGroup },
      { field: 'discount', message: discountRange },
    ]);
  });

  it('does not take the name: it stays as created', () => {
    expect(fabricFamilyEditFormSchema.parse(editForm({ name: 'Nowa nazwa' }))).not.toHaveProperty('name');
  });
});

describe('fabric family REST bodies', () => {
  it('default the descriptions to empty and the family to active', () => {
    expect(fabricFamilyCreateBodySchema.parse({ name: 'Welur', priceGroupSlug: 'A', discount: 0 })).toEqual({
      name: 'Welur',
      descriptionPl: '',
      descriptionEn: '',
      priceGroupSlug: 'A',
      discount: 0,
      isActive: true,
    });
  });

  it.each([100, -1, 1.5])('refuse the discount %j with what is allowed', (discount) => {
    expect(errorsOf(fabricFamilyCreateBodySchema.safeParse({ name: 'Welur', priceGroupSlug: 'A', discount }))).toEqual([
      { field: 'discount', message: discountRange },
    ]);
  });

  it('refuse a missing price group and a missing discount with the form messages', () => {
    expect(errorsOf(fabricFamilyCreateBodySchema.safeParse({ name: 'Welur' }))).toEqual([
      { field: 'priceGroupSlug', message: noPriceGroup },
      { field: 'discount', message: required },
    ]);
  });

  it('need every edited field at update, descriptions up to 1000', () => {
    const body = { descriptionPl: 'o'.repeat(1000), descriptionEn: '', priceGroupSlug: 'B', discount: 5, isActive: false };
    expect(fabricFamilyUpdateBodySchema.parse(body)).toMatchObject(body);
    expect(errorsOf(fabricFamilyUpdateBodySchema.safeParse({ ...body, isActive: undefined }))).toEqual([{ field: 'isActive', message: required }]);
  });
});

describe('fabric form (spec part 1 §5)', () => {
  it('trims the name and takes jpg, jpeg and png files in any case', () => {
    expect(fabricFormSchema.parse(fabricForm({ name: ' Welur Grafit  ' })).name).toBe('Welur Grafit');
    for (const fileUrl of ['a.jpg', 'a.jpeg', 'a.png', 'A.JPG', 'b.JPeG', 'c.Png']) {
      expect(fabricFormSchema.parse(fabricForm({ fileUrl })).fileUrl, fileUrl).toBe(fileUrl);
    }
  });

  it('takes a file name of exactly 50 characters', () => {
    const fileUrl = `${'f'.repeat(46)}.png`;
    expect(fabricFormSchema.parse(fabricForm({ fileUrl })).fileUrl).toHaveLength(50);
  });

  const broken: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', required],
    ['a name over 100 characters', { name: 'N'.repeat(101) }, 'name', validationMessages.tooLong(100)],
    ['an empty file', { fileUrl: '' }, 'fileUrl', noFile],
    ['a blank file', { fileUrl: '  ' }, 'fileUrl', noFile],
    ['a missing file', { fileUrl: undefined }, 'fileUrl', noFile],
    ['a gif file', { fileUrl: 'welur.gif' }, 'fileUrl', fileType],
    ['a model file', { fileUrl: 'welur.glb' }, 'fileUrl', fileType],
    ['a file without an extension', { fileUrl: 'welur' }, 'fileUrl', fileType],
    ['a png that is not last', { fileUrl: 'welur.png.txt' }, 'fileUrl', fileType],
    ['a file name over 50 characters', { fileUrl: `${'f'.repeat(47)}.png` }, 'fileUrl', validationMessages.tooLong(50)],
    ['a swatch that is not jpg or png', { thumbUrl: 'probka.gif' }, 'thumbUrl', fileType],
  ];
  it.each(broken)('flags %s', (_case, change, field, message) => {
    expect(errorsOf(fabricFormSchema.safeParse(fabricForm(change)))).toEqual([{ field, message }]);
  });

  it('flags a missing name and file together', () => {
    expect(errorsOf(fabricFormSchema.safeParse(fabricForm({ name: ' ', fileUrl: '' })))).toEqual([
      { field: 'name', message: required },
      { field: 'fileUrl', message: noFile },
    ]);
  });

  it('create body defaults: no swatch, active, not default; its family is required', () => {
    expect(fabricCreateBodySchema.parse({ tcSlug: ' welur ', name: 'Grafit', fileUrl: 'grafit.png' })).toEqual({
      tcSlug: 'welur',
      name: 'Grafit',
      fileUrl: 'grafit.png',
      thumbUrl: '',
      isActive: true,
      isDefault: false,
    });
    expect(errorsOf(fabricCreateBodySchema.safeParse({ tcSlug: '', name: 'Grafit', fileUrl: 'grafit.png' }))).toEqual([
      { field: 'tcSlug', message: 'Nie ma takiej rodziny tkanin' },
    ]);
  });
});

describe('fabric colour and parameter forms', () => {
  it('lower-cases the rgb and turns the order into a number', () => {
    expect(fabricColorFormSchema.parse({ name: ' Żółty ', rgb: ' C8A27A ', displayOrd: ' 7 ' })).toEqual({ name: 'Żółty', rgb: 'c8a27a', displayOrd: 7 });
    expect(fabricColorFormSchema.parse({ name: 'Szary', rgb: '00ff00', displayOrd: '99' }).displayOrd).toBe(99);
    expect(fabricColorFormSchema.parse({ name: 'Szary', rgb: '00ff00', displayOrd: '0' }).displayOrd).toBe(0);
  });

  it.each(['abc', 'c8a27', 'c8a27a0', 'g8a27a', '#c8a27', '', 'c8 a27'])('flags the rgb %j', (rgb) => {
    expect(errorsOf(fabricColorFormSchema.safeParse({ name: 'Szary', rgb, displayOrd: '1' }))).toEqual([{ field: 'rgb', message: rgbInvalid }]);
  });

  it.each(['100', '-1', '1.5', 'x', ''])('flags the order %j', (displayOrd) => {
    expect(errorsOf(fabricColorFormSchema.safeParse({ name: 'Szary', rgb: '00ff00', displayOrd }))).toEqual([{ field: 'displayOrd', message: ordInvalid }]);
  });

  it('takes a colour name of 60 characters, not 61', () => {
    expect(fabricColorFormSchema.parse({ name: 'K'.repeat(60), rgb: '000000', displayOrd: '1' }).name).toHaveLength(60);
    expect(errorsOf(fabricColorFormSchema.safeParse({ name: 'K'.repeat(61), rgb: '000000', displayOrd: '1' }))).toEqual([
      { field: 'name', message: validationMessages.tooLong(60) },
    ]);
  });

  it('a type or property needs a name and an order only', () => {
    expect(fabricParameterFormSchema.parse({ name: ' Plecionka ', displayOrd: '3' })).toEqual({ name: 'Plecionka', displayOrd: 3 });
    expect(errorsOf(fabricParameterFormSchema.safeParse({ name: '', displayOrd: '123' }))).toEqual([
      { field: 'name', message: required },
      { field: 'displayOrd', message: ordInvalid },
    ]);
  });

  it('the colour body lower-cases rgb and refuses an order of 3 digits', () => {
    expect(fabricColorCreateBodySchema.parse({ name: 'Beż', rgb: 'ABCDEF', displayOrd: 4 })).toEqual({ name: 'Beż', rgb: 'abcdef', displayOrd: 4, isActive: true });
    expect(errorsOf(fabricColorCreateBodySchema.safeParse({ name: 'Beż', rgb: 'ABCDEF', displayOrd: 100 }))).toEqual([{ field: 'displayOrd', message: ordInvalid }]);
  });

  it('the update body takes a lone isActive and refuses an unknown kind', () => {
    expect(fabricParameterUpdateBodySchema.parse({ objectType: 'type', isActive: false })).toEqual({ objectType: 'type', isActive: false });
    expect(errorsOf(fabricParameterUpdateBodySchema.safeParse({ objectType: 'colour', isActive: false }))).toEqual([
      { field: 'objectType', message: fabricMessages.fabricParameterKindInvalid },
    ]);
  });
});

describe('the fabric filter of a family (D27)', () => {
  it('folds case and Polish letters', () => {
    expect(fabricFilterMatches('welur', 'Welur Grafit')).toBe(true);
    expect(fabricFilterMatches('WELUR', 'welur grafit')).toBe(true);
    expect(fabricFilterMatches('zolty', 'Żółty len')).toBe(true);
    expect(fabricFilterMatches('ŻÓŁ', 'zolty len')).toBe(true);
    expect(fabricFilterMatches('grafit', 'Welur Grafit')).toBe(true);
  });

  it('leaves out names without the phrase', () => {
    expect(fabricFilterMatches('welur', 'Len Beżowy')).toBe(false);
    expect(fabricFilterMatches('zolty', 'Zielony')).toBe(false);
  });

  it('applies from 2 characters: a shorter phrase matches everything', () => {
    for (const phrase of ['', ' ', 'x', ' x ', 'Ż']) expect(fabricFilterMatches(phrase, 'Welur Grafit'), phrase).toBe(true);
    expect(fabricFilterMatches('xy', 'Welur Grafit')).toBe(false);
    expect(fabricFilterMatches(' gr ', 'Welur Grafit')).toBe(true);
  });
});

describe('families by price group', () => {
  const family = (name: string, priceGroupSlug: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I') => ({ name, priceGroupSlug });

  it('orders groups A to I, names in Polish order, and leaves empty groups out', () => {
    const grouped = familiesByPriceGroup([
      family('Zamsz', 'I'),
      family('Łódź', 'C'),
      family('Welur', 'A'),
      family('Len', 'C'),
      family('Aksamit', 'A'),
      family('Mikrofibra', 'C'),
      family('Żakard', 'I'),
      family('Źdźbło', 'I'),
    ]);
    expect(grouped.map(({ group, families }) => [group, families.map((f) => f.name)])).toEqual([
      ['A', ['Aksamit', 'Welur']],
      ['C', ['Len', 'Łódź', 'Mikrofibra']],
      ['I', ['Zamsz', 'Źdźbło', 'Żakard']],
    ]);
  });

  it('answers no groups for no families and keeps the records as given', () => {
    expect(familiesByPriceGroup([])).toEqual([]);
    const record = { ...family('Welur', 'B'), slug: 'welur', discount: 5 };
    expect(familiesByPriceGroup([record])).toEqual([{ group: 'B', families: [record] }]);
  });

  it('knows the nine price groups, A to I', () => {
    expect(PRICE_GROUP_RECORDS.map((group) => group.slug)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(PRICE_GROUP_RECORDS[0]).toEqual({ name: 'Grupa A', slug: 'A' });
  });
});
