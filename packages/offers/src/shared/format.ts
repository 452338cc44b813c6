/**
 * Prices and expiry dates per locale (site-components spec §9: currency default en-US, USD,
 * 2 fraction digits; expiry dates per locale too). Intl through core/i18n.
 */
import { formatCurrency, formatDate } from '@mf/core/i18n/format';

/** 0 to 3 fraction digits; anything else is the spec's 2. */
export function fractionDigitsOf(value: number): number {
  return Number.isInteger(value) && value >= 0 && value <= 3 ? value : 2;
}

export function formatPrice(
  price: number,
  locale: string,
  currency: string,
  fractionDigits: number,
): string {
  return formatCurrency(price, locale, currency, fractionDigitsOf(fractionDigits));
}

export function formatExpiry(date: Date, locale: string): string {
  return formatDate(date, locale, { dateStyle: 'long' });
}
