import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-sticky-sidebar in German (docs/markets.md). */
export default {
  nav: 'Schnellzugriff',
  toggle: 'Schnellzugriff',
} satisfies LabelTable<typeof englishLabels>;
