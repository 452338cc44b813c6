import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-features in Arabic (docs/markets.md). */
export default {
  features: 'المزايا الرئيسية',
} satisfies LabelTable<typeof englishLabels>;
