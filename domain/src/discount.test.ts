import { describe, expect, it } from 'vitest';
import { collectionDiscountsBodySchema, discountsBody, discountsFormSchema, parseWholePercent, percentToTenths, tenthsToPercent } from './discount.ts';
import { fieldErrorsOf } from './errors.ts';
import { catalogMessages } from './messages/catalog.ts';
import { validationMessages } from './messages/validation.ts';

const onlyIntegers = validationMessages.requiredFieldsMissing;
const collectionRange = catalogMessages.discountInvalid(99);
const elementRange = catalogMessages.discountInvalid(100);

describe('discounts form (spec part 2 §5; D2, D3)', () => {
  it('parses integer text into whole percents', () => {
    const parsed = discountsFormSchema.parse({
      collection: ' 15 ',
      elements: [
        { id: 'a', discount: '0' },
        { id: 'b', discount: '100' },
        { id: 'c', discount: '7' },
      ],
    });
    expect(parsed).toEqual({ collection: 15, elements: [{ id: 'a', discount: 0 }, { id: 'b', discount: 100 }, { id: 'c', discount: 7 }] });
    expect(discountsBody(parsed)).toEqual({ discount: 150, elements: [{ _id: 'a', discount: 0 }, { _id: 'b', discount: 100 }, { _id: 'c', discount: 7 }] });
  });

  it.each(['', '  '])("flags an empty collection discount %j with the spec's message", (collection) => {
    const result = discountsFormSchema.safeParse({ collection, elements: [] });
    expect(fieldErrorsOf(result.error!)).toEqual([{ field: 'collection', message: onlyIntegers }]);
  });

  it.each(['1.5', '1,5', '12,', '-1', 'abc', '100', '1e1', '12 3'])('flags the collection discount %j with what is allowed', (collection) => {
    const result = discountsFormSchema.safeParse({ collection, elements: [] });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual([{ field: 'collection', message: collectionRange }]);
  });

  it.each(['2.5', '12,0', '-5', 'x', '101', '0100', '1000'])('flags an element discount %j at its index with what is allowed', (discount) => {
    const result = discountsFormSchema.safeParse({ collection: '10', elements: [{ id: 'a', discount: '5' }, { id: 'b', discount }] });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual([{ field: 'elements.1.discount', message: elementRange }]);
  });

  it('flags every bad value at once', () => {
    const result = discountsFormSchema.safeParse({ collection: '9.5', elements: [{ id: 'a', discount: '' }, { id: 'b', discount: '3' }, { id: 'c', discount: '1,2' }] });
    expect(fieldErrorsOf(result.error!)).toEqual([
      { field: 'collection', message: collectionRange },
      { field: 'elements.0.discount', message: onlyIntegers },
      { field: 'elements.2.discount', message: elementRange },
    ]);
  });

  it('keeps the helpers consistent: 2 and 3 characters, ×10', () => {
    expect(parseWholePercent('99', 2)).toBe(99);
    expect(parseWholePercent('100', 2)).toBeNull();
    expect(tenthsToPercent(percentToTenths(37))).toBe(37);
  });
});

describe('collection discounts REST body', () => {
  it('accepts tenths that are whole percents and element percents 0–100', () => {
    const body = { discount: 990, elements: [{ _id: 'a', discount: 100 }, { _id: 'b', discount: 0 }] };
    expect(collectionDiscountsBodySchema.parse(body)).toEqual(body);
  });

  it.each([
    [{ discount: 155, elements: [] }, 'discount'],
    [{ discount: 1000, elements: [] }, 'discount'],
    [{ discount: -10, elements: [] }, 'discount'],
    [{ discount: '150', elements: [] }, 'discount'],
    [{ discount: 150, elements: [{ _id: 'a', discount: 2.5 }] }, 'elements.0.discount'],
    [{ discount: 150, elements: [{ _id: 'a', discount: 1 }, { _id: 'b', discount: 101 }] }, 'elements.1.discount'],
    [{ discount: 150, elements: [{ _id: 'a', discount: '5' }] }, 'elements.0.discount'],
  ])('refuses %j at %s', (body, field) => {
    const result = collectionDiscountsBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual([{ field, message: onlyIntegers }]);
  });
});
