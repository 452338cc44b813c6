import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-related-products in French (docs/markets.md). */
export default {
  section: 'Produits associés',
} satisfies LabelTable<typeof englishLabels>;
