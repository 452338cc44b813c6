import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-available-products in German (docs/markets.md). */
export default {
  region: 'Verfügbare Modelle',
} satisfies LabelTable<typeof englishLabels>;
