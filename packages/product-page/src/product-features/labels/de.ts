import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-features in German (docs/markets.md). */
export default {
  features: 'Hauptmerkmale',
} satisfies LabelTable<typeof englishLabels>;
