import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-tabs in German (docs/markets.md). */
export default {
  tabs: 'Ansichten',
} satisfies LabelTable<typeof englishLabels>;
