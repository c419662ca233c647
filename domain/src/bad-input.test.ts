import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminAccountSchema, passwordSchema, signInSchema } from './auth.ts';
import { collectionCreateBodySchema, collectionCreateFormSchema, collectionUpdateFormSchema } from './collection.ts';
import { collectionDiscountsBodySchema, discountsFormSchema } from './discount.ts';
import { elementCreateBodySchema, elementFormSchema, elementListQuerySchema, elementUpdateBodySchema, type ElementFormInput } from './element.ts';
import { elementCategoryCreateBodySchema, elementCategoryFormSchema, elementCategoryUpdateBodySchema } from './element-category.ts';
import { fieldErrorsOf } from './errors.ts';
import { kitCreateBodySchema, kitElementBodySchema, kitFormSchema } from './kit.ts';
import { configurationListQuerySchema } from './client-configuration.ts';
import { catalogMessages } from './messages/catalog.ts';
import { sessionMessages } from './messages/session.ts';
import { validationMessages } from './messages/validation.ts';
import { elementSearchQuerySchema } from './search.ts';
import { PASSWORD_MAX } from './limits.ts';
import { historyListQuerySchema, historyUndoBodySchema, VERSION_MAX } from './history.ts';
import { translationUpdateBodySchema } from './translation.ts';
import { changePasswordBodySchema, userUpdateBodySchema } from './user-account.ts';

/** The message a schema gives at one field, or undefined when that field passed. */
function messageAt(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : fieldErrorsOf(result.error).find((error) => error.field === field)?.message;
}

const NUL = 'Sofa\u0000';
const LONE = 'Sofa\ud800';

const element: ElementFormInput = {
  name: 'MOD-1',
  file: 'mod.glb',
  thumbUrl: '',
  categoryId: 'c',
  available: true,
  isDefault: false,
  connectLeft: true,
  connectRight: true,
  angle: '90',
  dimb: '',
  dx: '100',
  dy: '90',
  dz: '80',
  description: '',
  descriptionEn: '',
  tinydesc: '',
  tinydescEn: '',
  priceA: '1234,50',
  priceB: '',
  priceC: '',
  priceD: '',
  priceE: '',
  priceF: '',
  priceG: '',
  priceH: '',
  priceI: '',
  displayOrd: '',
  equipment: [],
};
const elementBody = { collectionSlug: 'manhattan', name: 'MOD-1', file: 'mod.glb', categoryId: 'c', connect: 'a', angle: 90, dx: 100, dy: 90, dz: 80, priceA: 123450 };

/** Every text field of the shared rules (form, REST body, graph input, sign-in), with a valid value around it. */
const TEXT_FIELDS: [string, z.ZodType, object, string][] = [
  ['collection form', collectionCreateFormSchema, { name: 'Manhattan', description: '', categorySlug: 'sofy', discount: '0', thumbUrl: '', isActive: true }, 'name'],
  ['collection form', collectionCreateFormSchema, { name: 'Manhattan', description: '', categorySlug: 'sofy', discount: '0', thumbUrl: '', isActive: true }, 'description'],
  ['collection edit form', collectionUpdateFormSchema, { description: '', categorySlug: 'sofy', thumbUrl: '', isActive: true }, 'thumbUrl'],
  ['collection REST body', collectionCreateBodySchema, { name: 'Manhattan', category_slug: 'sofy', discount: 0 }, 'category_slug'],
  ['element category form', elementCategoryFormSchema, { name: 'Siedziska', nameEn: '', displayOrd: '1', available: true }, 'name'],
  ['element category REST body', elementCategoryCreateBodySchema, { collectionSlug: 'manhattan', name: 'Siedziska', displayOrd: 1 }, 'name_en'],
  ['element category REST update', elementCategoryUpdateBodySchema, { name: 'Siedziska', name_en: '', displayOrd: 1, available: true }, 'name'],
  ['element form', elementFormSchema('create'), element, 'name'],
  ['element form', elementFormSchema('update'), element, 'description'],
  ['element form', elementFormSchema('create'), element, 'tinydescEn'],
  ['element REST body', elementCreateBodySchema, elementBody, 'name'],
  ['element REST body', elementCreateBodySchema, elementBody, 'thumbUrl'],
  ['element REST update', elementUpdateBodySchema, elementBody, 'descriptionEn'],
  ['kit form', kitFormSchema, { name: 'Sofa', tinydesc: '', ord: '1', thumbUrl: '', isActive: true, elements: ['a', 'b'] }, 'name'],
  ['kit form', kitFormSchema, { name: 'Sofa', tinydesc: '', ord: '1', thumbUrl: '', isActive: true, elements: ['a', 'b'] }, 'tinydesc'],
  ['kit REST body', kitCreateBodySchema, { cSlug: 'manhattan', name: 'Sofa', elements: ['a', 'b'] }, 'thumbUrl'],
  ['kit element body', kitElementBodySchema, { elementId: 'a' }, 'elementId'],
  ['sign-in', signInSchema, { email: 'anna@example.pl', password: 'tajne-haslo-1' }, 'email'],
  ['sign-in', signInSchema, { email: 'anna@example.pl', password: 'tajne-haslo-1' }, 'password'],
  ['administrator account', adminAccountSchema, { email: 'anna@example.pl', name: 'Anna' }, 'name'],
  ['element search', elementSearchQuerySchema, { text: 'Sofa' }, 'text'],
  ['element list query', elementListQuerySchema, {}, 'filter'],
  ['configuration list query', configurationListQuerySchema, {}, 'email'],
];

describe('NUL and lone surrogates are refused by the shared rules, next to the field', () => {
  // Titled by where and which field: a schema printed in a title is megabytes of log.
  it.each(TEXT_FIELDS.map(([where, schema, valid, field]) => [where, field, schema, valid] as const))('%s: %s', (_where, field, schema, valid) => {
    expect(messageAt(schema, valid, field)).toBeUndefined();
    expect(messageAt(schema, { ...valid, [field]: NUL }, field)).toBe(validationMessages.unstorableText);
    expect(messageAt(schema, { ...valid, [field]: LONE }, field)).toBe(validationMessages.unstorableText);
  });

  it('ids in lists: kit elements, element equipment, discounts', () => {
    expect(messageAt(kitFormSchema, { name: 'Sofa', tinydesc: '', ord: '1', thumbUrl: '', isActive: true, elements: ['a', NUL] }, 'elements.1')).toBe(validationMessages.unstorableText);
    expect(messageAt(elementFormSchema('create'), { ...element, equipment: [LONE] }, 'equipment.0')).toBe(validationMessages.unstorableText);
    expect(messageAt(discountsFormSchema, { collection: '1', elements: [{ id: NUL, discount: '1' }] }, 'elements.0.id')).toBe(validationMessages.unstorableText);
    expect(messageAt(collectionDiscountsBodySchema, { discount: 0, elements: [{ _id: LONE, discount: 1 }] }, 'elements.0._id')).toBe(validationMessages.unstorableText);
  });

  it('a surrogate pair (an emoji) is text like any other', () => {
    expect(messageAt(collectionCreateFormSchema, { name: 'Sofa 🛋️', description: '😀', categorySlug: 'sofy', discount: '0', thumbUrl: '', isActive: true }, 'name')).toBeUndefined();
  });

  it('a password is refused before it is hashed when no stored one can be that long', () => {
    expect(messageAt(signInSchema, { email: 'anna@example.pl', password: 'x'.repeat(PASSWORD_MAX + 1) }, 'password')).toBe(sessionMessages.passwordTooLong);
    expect(messageAt(signInSchema, { email: 'anna@example.pl', password: 'x'.repeat(PASSWORD_MAX) }, 'password')).toBeUndefined();
    expect(messageAt(passwordSchema, NUL.repeat(3), '')).toBe(validationMessages.unstorableText);
  });
});

describe('REST bodies take each field in its own type, never coerced to text', () => {
  it.each([
    ['name', { a: 1 }, catalogMessages.elementNameRequired],
    ['name', 5, catalogMessages.elementNameRequired],
    ['file', ['a.glb'], catalogMessages.elementFileRequired],
    ['categoryId', true, catalogMessages.elementCategoryRequired],
    ['description', { toString: 'x' }, validationMessages.invalidRequest],
    ['angle', { a: 1 }, catalogMessages.angleRequired],
    ['dx', [100], catalogMessages.dimensionsRequired],
    ['priceA', { grosze: 1 }, catalogMessages.priceInvalid],
    ['displayOrd', false, catalogMessages.displayOrdInvalid],
    ['connect', 'x', catalogMessages.connectionTypeRequired],
    ['equipment', [{ _id: 'a' }], catalogMessages.unknownEquipment],
  ])('element %s: %j is refused with the field message', (field, value, message) => {
    expect(messageAt(elementCreateBodySchema, elementBody, field)).toBeUndefined();
    const field0 = field === 'equipment' ? 'equipment.0' : field;
    expect(messageAt(elementCreateBodySchema, { ...elementBody, [field]: value }, field0)).toBe(message);
  });

  it('numbers keep coming as numbers or as the form text', () => {
    const parsed = elementCreateBodySchema.parse({ ...elementBody, angle: '45', dimb: 70.5, dx: '100,5' });
    expect(parsed).toMatchObject({ name: 'MOD-1', angle: 45, dimb: 70.5, dx: 100.5 });
  });

  it('a kit ord that is not a whole number is not made text', () => {
    expect(messageAt(kitCreateBodySchema, { cSlug: 'manhattan', name: 'Sofa', elements: ['a', 'b'], ord: 1.5 }, 'ord')).toBe(catalogMessages.kitOrdInvalid);
    expect(messageAt(kitCreateBodySchema, { cSlug: 'manhattan', name: 'Sofa', elements: ['a', 'b'], ord: { a: 1 } }, 'ord')).toBe(validationMessages.requiredFieldsMissing);
    expect(kitCreateBodySchema.parse({ cSlug: 'manhattan', name: 'Sofa', elements: ['a', 'b'], ord: 7 }).ord).toBe(7);
  });
});

describe('the version a write names, and the history list query (D29)', () => {
  const VERSIONED_BODIES: [string, z.ZodType, object][] = [
    ['translation update', translationUpdateBodySchema, { pl: 'Zapisz', en: 'Save' }],
    ['user update', userUpdateBodySchema, { name: 'Ewa', city: 'Konin' }],
    ['password change', changePasswordBodySchema, { _id: 'u1', password: 'Haslo-Ewy-1' }],
    ['history undo', historyUndoBodySchema, {}],
  ];
  it.each(VERSIONED_BODIES.map(([where, schema, valid]) => [where, schema, valid] as const))('%s: a whole number from 1, else refused at the field', (_where, schema, valid) => {
    expect(messageAt(schema, valid, 'version')).toBeUndefined();
    expect(messageAt(schema, { ...valid, version: VERSION_MAX }, 'version')).toBeUndefined();
    for (const version of [0, -1, 1.5, '2', null, { a: 1 }, VERSION_MAX + 1]) {
      expect(messageAt(schema, { ...valid, version }, 'version'), JSON.stringify(version)).toBe(validationMessages.invalidRequest);
    }
  });

  // NUL in a query parameter is refused before any route reads it (tests/api/bad-input.test.ts).
  it('the history list: an unknown kind, a malformed cursor, day or page size refused at the parameter', () => {
    expect(messageAt(historyListQuerySchema, { kind: 'zzz' }, 'kind')).toBe(validationMessages.invalidRequest);
    expect(messageAt(historyListQuerySchema, { after: '12a' }, 'after')).toBe(validationMessages.invalidRequest);
    expect(messageAt(historyListQuerySchema, { from: '2025-02-30' }, 'from')).toBe(validationMessages.invalidRequest);
    expect(messageAt(historyListQuerySchema, { limit: '0' }, 'limit')).toBe(validationMessages.invalidRequest);
  });
});
