import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-video-player in French (docs/markets.md). */
export default {
  video: 'Vidéo',
  play: 'Lire la vidéo : {title}',
  captions: 'Sous-titres',
  consentPending: 'Vérification de vos préférences de cookies…',
  consentTitle: 'Cette vidéo nécessite votre consentement aux cookies',
  consentText:
    '{site} diffuse cette vidéo et utilise des cookies. Pour la regarder ici, autorisez les cookies fonctionnels et publicitaires dans vos préférences de cookies. Vous pouvez modifier votre choix à tout moment.',
  consentButton: 'Préférences de cookies',
  consentUnavailableTitle: 'La vidéo ne peut pas être affichée pour le moment',
  consentUnavailableText:
    'Elle nécessite votre consentement aux cookies, mais les paramètres des cookies n’ont pas pu être chargés. Un bloqueur de publicités ou un problème de réseau peut en être la cause.',
  consentRetry: 'Réessayer',
  consentRetrying: 'Nouvelle tentative…',
  watchOn: 'Regarder sur {site}',
  loadError: 'Cette vidéo n’a pas pu être chargée.',
} satisfies LabelTable<typeof englishLabels>;
