import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-features in French (docs/markets.md). */
export default {
  features: 'Points forts',
} satisfies LabelTable<typeof englishLabels>;
