import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-video-player in German (docs/markets.md). */
export default {
  video: 'Video',
  play: 'Video abspielen: {title}',
  captions: 'Untertitel',
  consentPending: 'Ihre Cookie-Einstellungen werden geprüft…',
  consentTitle: 'Für dieses Video ist Ihre Cookie-Zustimmung nötig',
  consentText:
    '{site} zeigt dieses Video und verwendet Cookies. Erlauben Sie funktionale und Werbe-Cookies in Ihren Cookie-Einstellungen, um es hier anzusehen. Sie können Ihre Wahl jederzeit ändern.',
  consentButton: 'Cookie-Einstellungen',
  consentUnavailableTitle: 'Das Video kann gerade nicht angezeigt werden',
  consentUnavailableText:
    'Es braucht Ihre Cookie-Zustimmung, aber die Cookie-Einstellungen konnten nicht geladen werden. Ein Werbeblocker oder ein Netzwerkproblem kann sie aufhalten.',
  consentRetry: 'Erneut versuchen',
  consentRetrying: 'Neuer Versuch …',
  watchOn: 'Auf {site} ansehen',
  loadError: 'Dieses Video konnte nicht geladen werden.',
} satisfies LabelTable<typeof englishLabels>;
