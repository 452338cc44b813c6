import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-header in French (docs/markets.md). */
export default {
  mainNav: 'Menu principal',
  utilityNav: 'Services',
  menu: 'Menu',
  subMenu: '{label} : autres liens',
  search: 'Rechercher',
  findDealer: 'Trouver un concessionnaire',
  yourDealer: 'Votre concessionnaire :',
  callDealer: 'Appeler {name} : {phone}',
  market: '{market} ({language})',
  changeMarket: 'Changer de marché et de langue',
} satisfies LabelTable<typeof englishLabels>;
