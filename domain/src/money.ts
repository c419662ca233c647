/** D1: prices are integers in grosze; no floating point touches a price. */
const PRICE_TEXT = /^(\d{1,3}(?:[ \u00a0]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/;

/** The largest price that can be stored: prices are PostgreSQL `integer` columns of grosze (21 474 836,47 zł). */
export const PRICE_MAX_GROSZE = 2_147_483_647;

/** '1234,50', '1234.50', '1 234,5', '1234' → grosze; anything else (negative, 3 decimals, letters) → null. */
export function parsePrice(text: string): number | null {
  const match = PRICE_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/[ \u00a0]/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const grosze = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(grosze) ? grosze : null;
}

/** 123450 → '1 234,50 zł' (spaces between thousands, as staff write it). */
export function formatPrice(grosze: number): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} zł`;
}

/** The form's text for a stored price: 123450 → '1234,50'. */
export function priceText(grosze: number): string {
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
}
