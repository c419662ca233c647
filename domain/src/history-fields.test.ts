import { describe, expect, it } from 'vitest';
import { fieldLabel, formatHistoryValue } from './history-fields.ts';
import { changeTime, versionFromIfMatch } from './history.ts';

describe("the history's fields as the screens show them (D29)", () => {
  it('names fields in Polish, and a field it does not know by its REST name', () => {
    expect([fieldLabel('element', 'priceA'), fieldLabel('collection', 'discount'), fieldLabel('kit', 'elements'), fieldLabel('element', 'nowe')]).toEqual([
      'Cena A',
      'Rabat',
      'Elementy',
      'nowe',
    ]);
  });

  it('shows prices in zł, discounts in %, yes/no, a connection by name and nothing as a dash', () => {
    expect(formatHistoryValue('element', 'priceA', 169000)).toBe('1 690,00 zł');
    expect(formatHistoryValue('element', 'discount', 15)).toBe('15 %');
    // A collection's discount is stored in tenths of a percent (D2).
    expect(formatHistoryValue('collection', 'discount', 125)).toBe('12,5 %');
    expect(formatHistoryValue('element', 'available', false)).toBe('nie');
    expect(formatHistoryValue('element', 'connect', 'l')).toBe('Lewa');
    expect(formatHistoryValue('element', 'dx', 70.5)).toBe('70,5');
    expect([null, '', []].map((value) => formatHistoryValue('element', 'priceB', value))).toEqual(['—', '—', '—']);
  });

  it("shows a kit's elements by their names, in order", () => {
    expect(formatHistoryValue('kit', 'elements', [{ _id: 'a', name: 'Narożnik' }, { _id: 'b', name: 'Puf' }])).toBe('Narożnik, Puf');
  });
});

describe('versions', () => {
  it("reads the version an If-Match names: a quoted number, weak or bare; '*' or nothing names none; anything else none of ours", () => {
    expect(['"7"', 'W/"7"', '7', '*', undefined, '"abc"', '"0"'].map(versionFromIfMatch)).toEqual([7, 7, 7, undefined, undefined, null, null]);
  });

  it("names a change's time as the clock for today, else with the date (Europe/Warsaw)", () => {
    const now = new Date('2026-11-29T13:30:00Z');
    expect(changeTime(new Date('2026-11-29T13:05:00Z'), now)).toBe('14:05');
    expect(changeTime(new Date('2026-11-28T13:05:00Z'), now)).toBe('28 lis 2026, 14:05');
  });
});
