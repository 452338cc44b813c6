import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-available-products in French (docs/markets.md). */
export default {
  region: 'Modèles disponibles',
} satisfies LabelTable<typeof englishLabels>;
