import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-search in German (docs/markets.md). */
export default {
  search: 'Suche',
  placeholder: 'Website durchsuchen',
  submit: 'Suchen',
  close: 'Suche schließen',
  suggestions: 'Suchvorschläge',
  suggestionCountOne: '{count} Vorschlag',
  suggestionCountOther: '{count} Vorschläge',
} satisfies LabelTable<typeof englishLabels>;
