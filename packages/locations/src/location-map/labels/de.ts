import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-location-map in German (docs/markets.md). */
export default {
  map: 'Karte: {place}',
  directions: 'Route',
  book: 'Besuch buchen',
  consentPending: 'Ihre Cookie-Einstellungen werden geprüft…',
  consentTitle: 'Für die Karte ist Ihre Cookie-Zustimmung nötig',
  consentText:
    'Die Karte stammt von Google Maps, das Cookies verwendet. Erlauben Sie funktionale und Werbe-Cookies in Ihren Cookie-Einstellungen, um sie zu sehen. Adresse und Routenlink funktionieren auch ohne.',
  consentButton: 'Cookie-Einstellungen ändern',
  consentUnavailableTitle: 'Die Karte kann gerade nicht angezeigt werden',
  consentUnavailableText:
    'Sie braucht Ihre Cookie-Zustimmung, aber die Cookie-Einstellungen konnten nicht geladen werden. Ein Werbeblocker oder ein Netzwerkproblem kann sie aufhalten.',
  consentRetry: 'Erneut versuchen',
  consentRetrying: 'Neuer Versuch …',
} satisfies LabelTable<typeof englishLabels>;
