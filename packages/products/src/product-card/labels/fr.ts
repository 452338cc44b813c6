import type { LabelTable } from '@mf/core/i18n/labels';
import type { cardLabels } from '../../shared/card/labels';

/** mf-product-card in French (docs/markets.md). */
export default {
  flip: 'Caractéristiques techniques',
  flipBack: 'Présentation',
  readMore: 'Lire la suite',
  readLess: 'Réduire',
  close: 'Fermer',
  compare: 'Comparer',
  power: 'Puissance',
} satisfies LabelTable<typeof cardLabels>;
