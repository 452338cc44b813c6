import type { LabelTable } from '@mf/core/i18n/labels';
import type { cardLabels } from '../../shared/card/labels';

/** mf-product-card in Arabic (docs/markets.md). */
export default {
  flip: 'المواصفات',
  flipBack: 'نظرة عامة',
  readMore: 'اقرأ المزيد',
  readLess: 'عرض أقل',
  close: 'إغلاق',
  compare: 'مقارنة',
  power: 'القدرة',
} satisfies LabelTable<typeof cardLabels>;
