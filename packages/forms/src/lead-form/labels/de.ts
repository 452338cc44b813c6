import type { LabelTable } from '@mf/core/i18n/labels';
import type { leadFrameLabelDefaults } from './en';

/** mf-lead-form in German (docs/markets.md). */
export default {
  frameTitle: 'Kontaktformular',
  consentPending: 'Ihre Cookie-Einstellungen werden geprüft…',
  consentTitle: 'Für dieses Formular ist Ihre Cookie-Zustimmung nötig',
  consentText:
    'Das Formular wird von unserem Kundenservice-Partner bereitgestellt und verwendet Cookies. Erlauben Sie funktionale und Werbe-Cookies in Ihren Cookie-Einstellungen, um es zu sehen. Sie können Ihre Wahl jederzeit ändern.',
  consentButton: 'Cookie-Einstellungen',
  consentUnavailableTitle: 'Das Formular kann gerade nicht angezeigt werden',
  consentUnavailableText:
    'Es braucht Ihre Cookie-Zustimmung, aber die Cookie-Einstellungen konnten nicht geladen werden. Ein Werbeblocker oder ein Netzwerkproblem kann sie aufhalten.',
  consentCallDealer: 'Sie können auch {dealer} anrufen:',
  consentCallYourDealer: 'Sie können auch Ihren Händler anrufen:',
  consentContactPage: 'Weitere Kontaktmöglichkeiten',
  consentRetry: 'Erneut versuchen',
  consentRetrying: 'Neuer Versuch …',
  unavailable: 'Dieses Formular ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
} satisfies LabelTable<typeof leadFrameLabelDefaults>;
