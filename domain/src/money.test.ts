import { describe, expect, it } from 'vitest';
import { formatPrice, parsePrice, priceText } from './money.ts';

describe('prices in grosze (D1)', () => {
  it.each([
    ['1234,50', 123450],
    ['1234.50', 123450],
    ['1234', 123400],
    ['1234,5', 123450],
    [' 1 234,50 ', 123450],
    ['0,01', 1],
    ['0', 0],
  ])('parses %j as %i grosze', (text, grosze) => {
    expect(parsePrice(text)).toBe(grosze);
  });

  it.each(['', 'abc', '12,345', '-5', '1,2,3', '12a', '1 23,00', '1e3'])('refuses %j', (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it('never goes through floating point: 0,29 and 1,15 stay exact', () => {
    expect(parsePrice('0,29')).toBe(29);
    expect(parsePrice('1,15')).toBe(115);
    expect(parsePrice('19,99')).toBe(1999);
  });

  it('shows prices as staff write them', () => {
    expect(formatPrice(123450)).toBe('1 234,50 zł');
    expect(formatPrice(99)).toBe('0,99 zł');
    expect(formatPrice(123456789)).toBe('1 234 567,89 zł');
    expect(priceText(123405)).toBe('1234,05');
  });
});
