import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-form-modal in French (docs/markets.md). */
export default {
  frameTitle: 'Formulaire de contact',
  consentPending: 'Vérification de vos préférences de cookies…',
  consentTitle: 'Ce formulaire nécessite votre consentement aux cookies',
  consentText:
    'Ce formulaire est fourni par notre partenaire de service client et utilise des cookies. Pour l’afficher, autorisez les cookies fonctionnels et publicitaires dans vos préférences de cookies. Vous pouvez modifier votre choix à tout moment.',
  consentButton: 'Préférences de cookies',
  consentUnavailableTitle: 'Le formulaire ne peut pas être affiché pour le moment',
  consentUnavailableText:
    'Il nécessite votre consentement aux cookies, mais les paramètres des cookies n’ont pas pu être chargés. Un bloqueur de publicités ou un problème de réseau peut en être la cause.',
  consentCallDealer: 'Vous pouvez aussi appeler {dealer} :',
  consentCallYourDealer: 'Vous pouvez aussi appeler votre concessionnaire :',
  consentContactPage: 'Autres moyens de nous contacter',
  consentRetry: 'Réessayer',
  consentRetrying: 'Nouvelle tentative…',
  unavailable: 'Ce formulaire n’est pas disponible pour le moment. Veuillez réessayer plus tard.',
  close: 'Fermer',
  back: 'Retour aux produits',
  headingFallback: 'Demande d’informations',
  ctaFallback: 'Sélectionner',
  noProducts: 'Aucun produit n’est disponible pour cette demande.',
  brochureReady: 'Merci. Votre brochure est prête à être téléchargée.',
  newTab: '(s’ouvre dans un nouvel onglet)',
} satisfies LabelTable<typeof englishLabels>;
