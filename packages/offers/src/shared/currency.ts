/** A three-letter ISO 4217 code (the `currency` attribute; empty: the market's currency). */
export function validateCurrency(value: unknown): string {
  if (value === '') return '';
  if (typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim()))
    return value.trim().toUpperCase();
  throw new Error('expected a three-letter currency code such as USD');
}
