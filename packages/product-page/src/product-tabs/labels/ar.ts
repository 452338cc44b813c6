import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-tabs in Arabic (docs/markets.md). */
export default {
  tabs: 'طرق العرض',
} satisfies LabelTable<typeof englishLabels>;
