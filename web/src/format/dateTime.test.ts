import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime.ts';

describe('formatDateTime (D4)', () => {
  it('shows Warsaw time in Polish format, winter and summer', () => {
    expect(formatDateTime('2026-01-15T10:30:00.000Z')).toBe('15 sty 2026, 11:30');
    expect(formatDateTime('2026-07-01T22:05:00Z')).toBe('2 lip 2026, 00:05');
  });

  it('keeps a value that is not a date as it came', () => {
    expect(formatDateTime('wczoraj')).toBe('wczoraj');
  });
});
