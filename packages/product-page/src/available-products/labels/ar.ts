import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-available-products in Arabic (docs/markets.md). */
export default {
  region: 'الطرازات المتوفرة',
} satisfies LabelTable<typeof englishLabels>;
