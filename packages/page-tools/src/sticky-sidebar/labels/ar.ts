import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-sticky-sidebar in Arabic (docs/markets.md). */
export default {
  nav: 'إجراءات سريعة',
  toggle: 'إجراءات سريعة',
} satisfies LabelTable<typeof englishLabels>;
