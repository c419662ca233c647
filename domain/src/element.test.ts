import { describe, expect, it } from 'vitest';
import { elementBodySchema, elementFormSchema, elementFormValues, type ElementFormInput } from './element.ts';
import { fieldErrorsOf } from './errors.ts';
import { catalogMessages } from './messages/catalog.ts';

const valid: ElementFormInput = {
  name: 'NAR-01',
  file: 'naroznik.glb',
  thumbUrl: 'naroznik.png',
  categoryId: 'c1',
  available: true,
  isDefault: false,
  connectLeft: true,
  connectRight: false,
  angle: '90',
  dimb: '',
  dx: '120',
  dy: '95,5',
  dz: '80',
  description: 'Moduł narożny',
  descriptionEn: 'Corner module',
  tinydesc: 'Narożnik',
  tinydescEn: 'Corner',
  priceA: '1234,50',
  priceB: '1300',
  priceC: '',
  priceD: '',
  priceE: '',
  priceF: '',
  priceG: '',
  priceH: '',
  priceI: '2000.99',
  displayOrd: '3',
  equipment: ['e1', 'e1', 'e2'],
};

function errorsOf(mode: 'create' | 'update', change: Partial<ElementFormInput>) {
  const result = elementFormSchema(mode).safeParse({ ...valid, ...change });
  return result.success ? [] : fieldErrorsOf(result.error);
}

describe('element rules (spec part 2 §5, one set for form, graph, REST and CSV)', () => {
  it('turns valid form text into stored values: grosze, connection code, numbers', () => {
    const fields = elementFormSchema('create').parse(valid);
    expect(fields).toMatchObject({ connect: 'l', angle: 90, dimb: null, dx: 120, dy: 95.5, displayOrd: 3, equipment: ['e1', 'e2'] });
    expect(fields.prices).toMatchObject({ A: 123450, B: 130000, C: null, I: 200099 });
  });

  it.each([
    ['name', { name: ' ' }, catalogMessages.elementNameRequired],
    ['file', { file: '' }, catalogMessages.elementFileRequired],
    ['file', { file: 'model.obj' }, catalogMessages.elementFileType],
    ['categoryId', { categoryId: '' }, catalogMessages.elementCategoryRequired],
    ['angle', { angle: '' }, catalogMessages.angleRequired],
    ['angle', { angle: '1000' }, catalogMessages.angleInvalid],
    ['angle', { angle: 'prosty' }, catalogMessages.angleInvalid],
    ['dx', { dx: '' }, catalogMessages.dimensionsRequired],
    ['dz', { dz: 'wysoki' }, catalogMessages.dimensionInvalid],
    ['dy', { dy: '-5' }, catalogMessages.dimensionInvalid],
    ['dx', { dx: 'abc' }, catalogMessages.dimensionInvalid],
    ['priceA', { priceA: '' }, catalogMessages.priceARequired],
    ['priceC', { priceC: '12zł' }, catalogMessages.priceInvalid],
    ['displayOrd', { displayOrd: '100' }, catalogMessages.displayOrdInvalid],
  ])('flags %s with its message', (field, change, message) => {
    expect(errorsOf('create', change)).toContainEqual({ field, message });
  });

  it('names every broken field of an empty form at once, not in rounds', () => {
    const empty = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, typeof value === 'string' ? '' : value]));
    const fields = elementFormSchema('create').safeParse({ ...empty, connectLeft: false, connectRight: false, equipment: [] });
    expect(fieldErrorsOf(fields.error!)).toEqual(
      expect.arrayContaining([
        { field: 'name', message: catalogMessages.elementNameRequired },
        { field: 'file', message: catalogMessages.elementFileRequired },
        { field: 'categoryId', message: catalogMessages.elementCategoryRequired },
        { field: 'angle', message: catalogMessages.angleRequired },
        { field: 'connect', message: catalogMessages.connectionTypeRequired },
        { field: 'dx', message: catalogMessages.dimensionsRequired },
        { field: 'priceA', message: catalogMessages.priceARequired },
      ]),
    );
  });

  it('asks for the connection type on create and the connection side on update (D6)', () => {
    expect(errorsOf('create', { connectLeft: false, connectRight: false })).toEqual([{ field: 'connect', message: catalogMessages.connectionTypeRequired }]);
    expect(errorsOf('update', { connectLeft: false, connectRight: false })).toEqual([{ field: 'connect', message: catalogMessages.connectionSideRequired }]);
  });

  it('refuses a price the database cannot store (an integer of grosze), in the form and in a REST body', () => {
    const tooLarge = catalogMessages.priceTooLarge('21 474 836,47 zł');
    expect(tooLarge).toBe('Cena może wynosić najwyżej 21 474 836,47 zł');
    expect(elementFormSchema('create').parse({ ...valid, priceB: '21474836,47' }).prices.B).toBe(2_147_483_647);
    expect(errorsOf('create', { priceB: '21474836,48' })).toEqual([{ field: 'priceB', message: tooLarge }]);
    expect(errorsOf('create', { priceA: '30000000' })).toEqual([{ field: 'priceA', message: tooLarge }]);
    const body = { name: 'N', file: 'n.glb', categoryId: 'c1', connect: 'a', angle: 90, dx: 1, dy: 1, dz: 1, priceA: 3_000_000_000 };
    expect(fieldErrorsOf(elementBodySchema('create').safeParse(body).error!)).toEqual([{ field: 'priceA', message: tooLarge }]);
  });

  it('reads dimb only for an angled element', () => {
    expect(elementFormSchema('create').parse({ ...valid, angle: '90', dimb: '50' }).dimb).toBeNull();
    expect(elementFormSchema('create').parse({ ...valid, angle: '45', dimb: '50' }).dimb).toBe(50);
    expect(errorsOf('create', { angle: '45', dimb: 'x' })).toEqual([{ field: 'dimb', message: catalogMessages.dimensionInvalid }]);
  });

  it('checks a REST body by the same rules, with the same messages, and round-trips a stored element', () => {
    const body = {
      name: 'NAR-01', file: 'naroznik.glb', thumbUrl: '', categoryId: 'c1', connect: 'a', angle: 45, dimb: 60,
      dx: 120, dy: 95.5, dz: 80, priceA: 123450, priceB: null, equipment: [],
    };
    const fields = elementBodySchema('create').parse(body);
    expect(fields).toMatchObject({ connect: 'a', angle: 45, dimb: 60, dy: 95.5, prices: { A: 123450, B: null } });
    const broken = elementBodySchema('create').safeParse({ ...body, priceA: 12.5, connect: undefined, dx: null });
    expect(fieldErrorsOf(broken.error!)).toEqual(
      expect.arrayContaining([
        { field: 'priceA', message: catalogMessages.priceInvalid },
        { field: 'connect', message: catalogMessages.connectionTypeRequired },
        { field: 'dx', message: catalogMessages.dimensionsRequired },
      ]),
    );
    const stored = { ...body, available: true, isDefault: false, description: '', descriptionEn: '', tinydesc: '', tinydescEn: '',
      priceC: null, priceD: null, priceE: null, priceF: null, priceG: null, priceH: null, priceI: 99, displayOrd: 0, connect: 'a' as const, dimb: 60 };
    const again = elementFormSchema('update').parse(elementFormValues({ ...stored, priceB: null }));
    expect(again).toMatchObject({ connect: 'a', angle: 45, dimb: 60, dy: 95.5, prices: { A: 123450, B: null, I: 99 } });
  });
});
