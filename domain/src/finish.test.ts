import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './errors.ts';
import { finishBodySchema, finishesByType, finishFormSchema, finishTypeCode, FINISH_TYPE_LABELS, legFieldsMisplaced } from './finish.ts';
import { validationMessages } from './messages/validation.ts';

// The spec's and our own words, so a changed message fails here.
const required = 'Wypełnij wymagane pola';
const noType = 'Wybierz rodzaj wybarwienia';
const noTexture = 'Wybierz plik wybarwienia';
const textureType = 'Plik wybarwienia musi być obrazem jpg, png lub gif';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrorsOf>[0] }) => (result.success ? [] : fieldErrorsOf(result.error!));
const form = (overrides: Record<string, unknown> = {}) => ({ name: 'Dąb naturalny', type: 'w', texture: 'dab.png', symbol: 'DB-NAT', oldName: '', legTextureName: '', ...overrides });

describe('finish form (spec part 2 §3, D24)', () => {
  it('takes a name, a type and a texture image, trimmed', () => {
    expect(finishFormSchema.parse(form({ name: '  Orzech ', texture: ' orzech.JPG ' }))).toMatchObject({ name: 'Orzech', texture: 'orzech.JPG', type: 'w' });
  });

  it('names each missing field with its message', () => {
    expect(errorsOf(finishFormSchema.safeParse(form({ name: '', type: '', texture: '' })))).toEqual([
      { field: 'name', message: required },
      { field: 'type', message: noType },
      { field: 'texture', message: noTexture },
    ]);
  });

  it('holds the limits: name 60, texture 40, symbol 35', () => {
    expect(errorsOf(finishFormSchema.safeParse(form({ name: 'x'.repeat(61), texture: `${'t'.repeat(37)}.png`, symbol: 's'.repeat(36) })))).toEqual([
      { field: 'name', message: validationMessages.tooLong(60) },
      { field: 'texture', message: validationMessages.tooLong(40) },
      { field: 'symbol', message: validationMessages.tooLong(35) },
    ]);
    expect(finishFormSchema.safeParse(form({ name: 'x'.repeat(60), texture: `${'t'.repeat(36)}.png`, symbol: 's'.repeat(35) })).success).toBe(true);
  });

  it('takes a texture image of the texture list only', () => {
    expect(errorsOf(finishFormSchema.safeParse(form({ texture: 'model.glb' })))).toEqual([{ field: 'texture', message: textureType }]);
    expect(finishFormSchema.safeParse(form({ texture: 'slojenie.gif' })).success).toBe(true);
  });

  it('refuses a type outside w, c, m in the REST body', () => {
    expect(errorsOf(finishBodySchema.safeParse(form({ type: 'x' })))).toEqual([{ field: 'type', message: noType }]);
    expect(finishBodySchema.parse({ name: 'Chrom', type: 'm', texture: 'chrom.png' })).toMatchObject({ symbol: '', oldName: '', legTextureName: '' });
  });

  it('keeps the leg fields to leg finishes', () => {
    expect(legFieldsMisplaced('elements', { symbol: 'X' })).toBe(true);
    expect(legFieldsMisplaced('elements', { symbol: ' ', oldName: '' })).toBe(false);
    expect(legFieldsMisplaced('legs', { symbol: 'X', oldName: 'Stary', legTextureName: 'noga' })).toBe(false);
  });
});

describe('finishes by type', () => {
  it('groups as wood grain, solid and metal, each by name in Polish order, empty groups kept', () => {
    const groups = finishesByType([
      { name: 'Chrom', type: 'METAL' },
      { name: 'Orzech', type: 'w' },
      { name: 'Ąbc', type: 'WOOD_GRAIN' },
      { name: 'Dąb', type: 'w' },
    ]);
    expect(groups.map((group) => [FINISH_TYPE_LABELS[group.type], group.finishes.map((finish) => finish.name)])).toEqual([
      ['Widoczne usłojenie', ['Ąbc', 'Dąb', 'Orzech']],
      ['Efekt jednolity', []],
      ['Metal', ['Chrom']],
    ]);
  });

  it('reads a type as REST or the graph names it', () => {
    expect([finishTypeCode('c'), finishTypeCode('SOLID'), finishTypeCode('solid')]).toEqual(['c', 'c', undefined]);
  });
});
