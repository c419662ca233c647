import { describe, expect, it } from 'vitest';
import { PRICE_GROUPS, type PriceGroup } from './catalog.ts';
import { fieldErrorsOf } from './errors.ts';
import { discountedPrice, KIT_DEFAULT_ORD, KIT_MAX_ELEMENTS, KIT_MIN_ELEMENTS, kitCreateBodySchema, kitFormSchema, kitTotalPrices, type PricedElement } from './kit.ts';
import { catalogMessages } from './messages/catalog.ts';
import { validationMessages } from './messages/validation.ts';

const required = validationMessages.requiredFieldsMissing;
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sofa 3-osobowa',
  tinydesc: 'Trzy moduły',
  ord: '2',
  thumbUrl: 'sofa.png',
  isActive: true,
  elements: ['a', 'b', 'a'],
  ...overrides,
});
const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) => (result.success ? [] : fieldErrorsOf(result.error!));

describe('kit form (spec part 2 §3 "Kit", §5, §9)', () => {
  it('trims the texts, turns ord into a number (empty: 1) and keeps repeated elements in order', () => {
    expect(kitFormSchema.parse(form({ name: '  Sofa 3-osobowa ', tinydesc: ' Trzy moduły ', ord: ' 12 ' }))).toEqual({
      name: 'Sofa 3-osobowa',
      tinydesc: 'Trzy moduły',
      ord: 12,
      thumbUrl: 'sofa.png',
      isActive: true,
      elements: ['a', 'b', 'a'],
    });
    expect(kitFormSchema.parse(form({ ord: '' })).ord).toBe(KIT_DEFAULT_ORD);
    expect(KIT_DEFAULT_ORD).toBe(1);
    expect(kitFormSchema.parse(form({ ord: '0' })).ord).toBe(0);
    expect(kitFormSchema.parse(form({ ord: '07' })).ord).toBe(7);
    expect(kitFormSchema.parse(form({ name: 'N'.repeat(60), tinydesc: 't'.repeat(60), thumbUrl: 'u'.repeat(40) })).name).toHaveLength(60);
    expect(kitFormSchema.parse(form({ elements: ['a', 'a'] })).elements).toEqual(['a', 'a']);
  });

  const broken: [string, Record<string, unknown>, string, string][] = [
    ['an empty name', { name: '' }, 'name', required],
    ['a blank name', { name: '   ' }, 'name', required],
    ['no name', { name: undefined }, 'name', required],
    ['a name over 60 characters', { name: 'N'.repeat(61) }, 'name', validationMessages.tooLong(60)],
    ['a tinydesc over 60 characters', { tinydesc: 't'.repeat(61) }, 'tinydesc', validationMessages.tooLong(60)],
    ['no tinydesc', { tinydesc: undefined }, 'tinydesc', required],
    ['a thumbUrl over 40 characters', { thumbUrl: 'u'.repeat(41) }, 'thumbUrl', validationMessages.tooLong(40)],
    ['an ord of 3 digits', { ord: '100' }, 'ord', catalogMessages.kitOrdInvalid],
    ['a negative ord', { ord: '-1' }, 'ord', catalogMessages.kitOrdInvalid],
    ['a fractional ord', { ord: '1,5' }, 'ord', catalogMessages.kitOrdInvalid],
    ['an ord in words', { ord: 'jeden' }, 'ord', catalogMessages.kitOrdInvalid],
    ['no ord', { ord: undefined }, 'ord', required],
    ['no isActive', { isActive: undefined }, 'isActive', required],
    ['one element', { elements: ['a'] }, 'elements', required],
    ['no elements', { elements: [] }, 'elements', required],
    ['a missing element list', { elements: undefined }, 'elements', required],
    ['an empty element id', { elements: ['a', ''] }, 'elements.1', required],
  ];
  it.each(broken)('flags %s', (_case, change, field, message) => {
    expect(errorsOf(kitFormSchema.safeParse(form(change)))).toEqual([{ field, message }]);
  });

  it(`needs at least ${KIT_MIN_ELEMENTS} elements and flags every field at once`, () => {
    expect(KIT_MIN_ELEMENTS).toBe(2);
    expect(errorsOf(kitFormSchema.safeParse(form({ name: '', ord: 'x', elements: ['a'] })))).toEqual([
      { field: 'name', message: required },
      { field: 'ord', message: catalogMessages.kitOrdInvalid },
      { field: 'elements', message: required },
    ]);
  });

  it(`takes at most ${KIT_MAX_ELEMENTS} elements`, () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `e${i % 3}`);
    expect(kitFormSchema.safeParse(form({ elements: ids(KIT_MAX_ELEMENTS) })).success).toBe(true);
    expect(errorsOf(kitFormSchema.safeParse(form({ elements: ids(KIT_MAX_ELEMENTS + 1) })))).toEqual([
      { field: 'elements', message: catalogMessages.kitTooManyElements(KIT_MAX_ELEMENTS) },
    ]);
    expect(catalogMessages.kitTooManyElements(100)).toBe('Zestaw może mieć najwyżej 100 elementów');
  });
});

describe('kit create body (spec part 2 §7 createKit)', () => {
  it('defaults what the body leaves out: ord 1, empty texts, active', () => {
    expect(kitCreateBodySchema.parse({ cSlug: ' manhattan ', name: 'Narożnik', elements: ['a', 'b'] })).toEqual({
      cSlug: 'manhattan',
      name: 'Narożnik',
      tinydesc: '',
      ord: 1,
      thumbUrl: '',
      isActive: true,
      elements: ['a', 'b'],
    });
  });

  it('takes ord as a number or as text, by the form rules', () => {
    const parse = (ord: unknown) => kitCreateBodySchema.safeParse({ cSlug: 'm', name: 'N', ord, elements: ['a', 'b'] });
    expect(parse(12).data?.ord).toBe(12);
    expect(parse('3').data?.ord).toBe(3);
    expect(parse(0).data?.ord).toBe(0);
    for (const ord of [100, -1, 1.5, 'x', true]) {
      expect(errorsOf(parse(ord)), String(ord)).toEqual([{ field: 'ord', message: ord === true ? required : catalogMessages.kitOrdInvalid }]);
    }
  });

  it("names the body's own fields in its failures", () => {
    expect(errorsOf(kitCreateBodySchema.safeParse({ cSlug: 'm', name: ' ', elements: ['a', ''] }))).toEqual([
      { field: 'name', message: required },
      { field: 'elements.1', message: required },
    ]);
    expect(errorsOf(kitCreateBodySchema.safeParse({ cSlug: 'm', name: 'N', elements: 'a' }))).toEqual([{ field: 'elements', message: required }]);
    expect(errorsOf(kitCreateBodySchema.safeParse({ cSlug: 'm', name: 'N', elements: ['a', 'b'], isActive: 'tak' }))).toEqual([
      { field: 'isActive', message: required },
    ]);
  });

  it.each([undefined, '', '   ', 5])('flags the collection slug %j', (cSlug) => {
    expect(errorsOf(kitCreateBodySchema.safeParse({ cSlug, name: 'N', elements: ['a', 'b'] }))).toEqual([
      { field: 'cSlug', message: catalogMessages.unknownCollection },
    ]);
  });
});

/** An element with the given prices in grosze (the rest missing) and its discount in whole percent. */
function priced(prices: Partial<Record<PriceGroup, number>>, discount = 0): PricedElement {
  const all = Object.fromEntries(PRICE_GROUPS.map((group) => [`price${group}`, prices[group] ?? null])) as Record<`price${PriceGroup}`, number | null>;
  return { ...all, discount };
}

describe('discountedPrice (D1, D2, D3)', () => {
  it('applies the element discount, then the collection discount in tenths, rounding to the nearest grosz', () => {
    expect(discountedPrice(123450, 0, 0)).toBe(123450);
    expect(discountedPrice(100000, 10, 0)).toBe(90000);
    // 5% of the collection is stored as 50 tenths.
    expect(discountedPrice(100000, 0, 50)).toBe(95000);
    expect(discountedPrice(100000, 10, 50)).toBe(85500);
    // 150 × 0.99 = 148.5 → 149 (half up); 999 × 0.67 = 669.33 → 669.
    expect(discountedPrice(150, 1, 0)).toBe(149);
    expect(discountedPrice(999, 33, 0)).toBe(669);
    // 12345 × 0.9 × 0.95 = 10554.975 → 10555.
    expect(discountedPrice(12345, 10, 50)).toBe(10555);
    expect(discountedPrice(100000, 100, 0)).toBe(0);
    expect(discountedPrice(100000, 0, 990)).toBe(1000);
  });

  it('stays exact for large prices (integers only)', () => {
    expect(discountedPrice(999_999_99, 0, 0)).toBe(999_999_99);
    expect(discountedPrice(999_999_99, 50, 500)).toBe(25_000_000);
  });
});

describe('kitTotalPrices', () => {
  const x = priced({ A: 12345, B: 20000 }, 10);
  const y = priced({ A: 9999, B: 15000, C: 5000 });

  it('sums each group over the elements after their discounts, an element twice counting twice', () => {
    const totals = kitTotalPrices([x, y, x], 50);
    // A: 2 × 10555 (12345 × 0.9 × 0.95, rounded per element) + 9499 (9999 × 0.95 = 9499.05).
    expect(totals.A).toBe(2 * 10555 + 9499);
    // B: 2 × 17100 + 14250.
    expect(totals.B).toBe(48450);
  });

  it('has no price at a group where any element has none', () => {
    const totals = kitTotalPrices([x, y, x], 0);
    expect(totals.C).toBeNull();
    expect(totals).toEqual({ A: 2 * 11111 + 9999, B: 2 * 18000 + 15000, C: null, D: null, E: null, F: null, G: null, H: null, I: null });
    expect(kitTotalPrices([y, y], 0).C).toBe(10000);
  });

  it('has no price at all for a kit without elements', () => {
    expect(Object.values(kitTotalPrices([], 0)).every((total) => total === null)).toBe(true);
  });

  it('takes the collection discount in tenths of a percent', () => {
    const plain = priced({ A: 100000 });
    expect(kitTotalPrices([plain, plain], 0).A).toBe(200000);
    expect(kitTotalPrices([plain, plain], 100).A).toBe(180000);
    expect(kitTotalPrices([plain, plain], 5).A).toBe(199000);
  });
});
