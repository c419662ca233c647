/** D2: a collection discount is a whole percent 0–99, typed as integer text of at most 2 characters, stored ×10. */
export const COLLECTION_DISCOUNT_MAX_CHARS = 2;
export const COLLECTION_DISCOUNT_MAX_PERCENT = 99;
export const TENTHS_PER_PERCENT = 10;

const INTEGER_TEXT = /^\d+$/;

/** '15' → 15; anything but digits (or more characters than the field allows) → null. */
export function parseWholePercent(text: string, maxChars: number): number | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > maxChars || !INTEGER_TEXT.test(trimmed)) return null;
  return Number(trimmed);
}

export const percentToTenths = (percent: number): number => percent * TENTHS_PER_PERCENT;
export const tenthsToPercent = (tenths: number): number => Math.round(tenths / TENTHS_PER_PERCENT);
