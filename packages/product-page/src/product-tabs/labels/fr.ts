import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-tabs in French (docs/markets.md). */
export default {
  tabs: 'Vues',
} satisfies LabelTable<typeof englishLabels>;
