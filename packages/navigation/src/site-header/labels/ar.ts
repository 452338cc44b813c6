import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-site-header in Arabic (docs/markets.md). */
export default {
  mainNav: 'القائمة الرئيسية',
  utilityNav: 'الخدمات',
  menu: 'القائمة',
  subMenu: '{label}: روابط إضافية',
  search: 'بحث',
  findDealer: 'ابحث عن وكيل',
  yourDealer: 'وكيلك:',
  callDealer: 'اتصل بـ {name}: {phone}',
  market: '{market} ({language})',
  changeMarket: 'تغيير السوق واللغة',
} satisfies LabelTable<typeof englishLabels>;
