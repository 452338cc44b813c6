import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-market-selector in French (docs/markets.md). */
export default {
  title: 'Choisissez votre marché',
  intro: 'Choisissez votre région, puis votre marché et votre langue.',
  region: 'Région',
  market: 'Marché',
  language: 'Langue',
  choose: 'Sélectionner…',
  continue: 'Continuer',
  disabledHint: 'Choisissez d’abord une région, un marché et une langue.',
  close: 'Fermer',
  suggestion: 'Suggestion selon la langue de votre navigateur :',
  noMarkets: 'Aucun marché n’est disponible.',
} satisfies LabelTable<typeof englishLabels>;
