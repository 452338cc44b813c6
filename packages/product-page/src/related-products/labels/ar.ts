import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-related-products in Arabic (docs/markets.md). */
export default {
  section: 'منتجات ذات صلة',
} satisfies LabelTable<typeof englishLabels>;
