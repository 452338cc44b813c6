import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-modal in Arabic (docs/markets.md). */
export default {
  close: 'إغلاق',
  dialog: 'مربع حوار',
} satisfies LabelTable<typeof englishLabels>;
