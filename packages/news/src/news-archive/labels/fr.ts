import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-news-archive in French (docs/markets.md). */
export default {
  filters: 'Filtrer les actualités',
  category: 'Catégorie',
  allCategories: 'Toutes les catégories',
  from: 'Du',
  to: 'Au',
  fromPlaceholder: 'Toute date',
  toPlaceholder: 'Aujourd’hui',
  dateHint: 'Par exemple {example}',
  openFromCalendar: 'Choisir la date de début',
  openToCalendar: 'Choisir la date de fin',
  fromDialog: 'Date de début',
  toDialog: 'Date de fin',
  close: 'Fermer',
  clear: 'Effacer la date',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  selectedDay: '{date}, sélectionné',
  today: 'Aujourd’hui, {date}',
  resultCountOne: '{count} actualité',
  resultCountOther: '{count} actualités',
  pageStatus: 'Page {page} sur {pages}',
  loading: 'Chargement des actualités…',
  pagination: 'Pages des actualités',
  previousPage: 'Précédent',
  nextPage: 'Suivant',
  page: 'Page {page}',
  noArticles: 'Aucune actualité ne correspond à votre sélection.',
} satisfies LabelTable<typeof englishLabels>;
