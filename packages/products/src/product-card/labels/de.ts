import type { LabelTable } from '@mf/core/i18n/labels';
import type { cardLabels } from '../../shared/card/labels';

/** mf-product-card in German (docs/markets.md). */
export default {
  flip: 'Technische Daten',
  flipBack: 'Übersicht',
  readMore: 'Mehr lesen',
  readLess: 'Weniger lesen',
  close: 'Schließen',
  compare: 'Vergleichen',
  power: 'Leistung',
} satisfies LabelTable<typeof cardLabels>;
