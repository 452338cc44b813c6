import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-related-products in German (docs/markets.md). */
export default {
  section: 'Ähnliche Produkte',
} satisfies LabelTable<typeof englishLabels>;
