import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-search-results in French (docs/markets.md). */
export default {
  filters: 'Filtrer les résultats',
  source: 'Source',
  allSources: 'Toutes les sources',
  apply: 'Afficher les résultats',
  resultCountOne: '{count} résultat',
  resultCountOther: '{count} résultats',
  pageStatus: 'Page {page} sur {pages}',
  pagination: 'Pages de résultats',
  previousPage: 'Précédent',
  nextPage: 'Suivant',
  page: 'Page {page}',
} satisfies LabelTable<typeof englishLabels>;
