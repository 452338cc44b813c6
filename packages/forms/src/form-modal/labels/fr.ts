import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';
import leadForm from '../../lead-form/labels/fr';

/** mf-form-modal in French (docs/markets.md). */
export default {
  // The form's own texts are the lead form's (the modal holds one).
  ...leadForm,
  close: 'Fermer',
  back: 'Retour aux produits',
  headingFallback: 'Demande d’informations',
  ctaFallback: 'Sélectionner',
  noProducts: 'Aucun produit n’est disponible pour cette demande.',
  brochureReady: 'Merci. Votre brochure est prête à être téléchargée.',
  newTab: '(s’ouvre dans un nouvel onglet)',
} satisfies LabelTable<typeof englishLabels>;
