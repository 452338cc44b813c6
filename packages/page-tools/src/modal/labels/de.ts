import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-modal in German (docs/markets.md). */
export default {
  close: 'Schließen',
  dialog: 'Dialog',
} satisfies LabelTable<typeof englishLabels>;
