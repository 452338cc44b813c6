import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-factory-locations in French (docs/markets.md). */
export default {
  map: 'Carte des sites de production',
  consentPending: 'Vérification de vos préférences de cookies…',
  consentTitle: 'La carte nécessite votre consentement aux cookies',
  consentText:
    'La carte est fournie par Google Maps, qui utilise des cookies. Pour l’afficher, autorisez les cookies fonctionnels et publicitaires dans vos préférences de cookies. La liste des sites ci-dessous reste disponible sans ce consentement.',
  consentButton: 'Modifier les préférences de cookies',
  consentUnavailableTitle: 'La carte ne peut pas être affichée pour le moment',
  consentUnavailableText:
    'Elle nécessite votre consentement aux cookies, mais les paramètres des cookies n’ont pas pu être chargés. Un bloqueur de publicités ou un problème de réseau peut en être la cause. La liste des sites ci-dessous reste disponible.',
  consentRetry: 'Réessayer',
  consentRetrying: 'Nouvelle tentative…',
} satisfies LabelTable<typeof englishLabels>;
