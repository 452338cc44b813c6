import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-modal in French (docs/markets.md). */
export default {
  close: 'Fermer',
  dialog: 'Boîte de dialogue',
} satisfies LabelTable<typeof englishLabels>;
