import { formatDecimal } from '@mf/core/i18n/format';

/** spec §9: distance shown with one decimal, followed by its unit. */
export function formatDistance(distance: number, unit: string, locale: string): string {
  return `${formatDecimal(distance, locale, 1)} ${unit}`;
}
