import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-search in French (docs/markets.md). */
export default {
  search: 'Rechercher',
  placeholder: 'Rechercher sur le site',
  submit: 'Rechercher',
  close: 'Fermer la recherche',
  suggestions: 'Suggestions de recherche',
  suggestionCountOne: '{count} suggestion',
  suggestionCountOther: '{count} suggestions',
} satisfies LabelTable<typeof englishLabels>;
