import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-header in German (docs/markets.md). */
export default {
  mainNav: 'Hauptmenü',
  utilityNav: 'Service',
  menu: 'Menü',
  subMenu: '{label}: weitere Links',
  search: 'Suche',
  findDealer: 'Händler finden',
  yourDealer: 'Ihr Händler:',
  callDealer: '{name} anrufen: {phone}',
  market: '{market} ({language})',
  changeMarket: 'Markt und Sprache ändern',
} satisfies LabelTable<typeof englishLabels>;
