import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-events-overview in French (docs/markets.md). */
export default {
  filter: 'Région',
  allRegions: 'Toutes les régions',
  loading: 'Chargement des événements…',
  resultCountOne: '{count} événement',
  resultCountOther: '{count} événements',
  pageStatus: 'Page {page} sur {pages}',
  pagination: 'Pages des événements',
  previousPage: 'Précédent',
  nextPage: 'Suivant',
  page: 'Page {page}',
  dateRange: 'Du {start} au {end}',
  noEvents: 'Aucun événement trouvé.',
} satisfies LabelTable<typeof englishLabels>;
