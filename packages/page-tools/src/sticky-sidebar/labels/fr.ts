import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-sticky-sidebar in French (docs/markets.md). */
export default {
  nav: 'Accès rapide',
  toggle: 'Accès rapide',
} satisfies LabelTable<typeof englishLabels>;
