import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-product-compare in Arabic (docs/markets.md). */
export default {
  heading: 'مقارنة المنتجات',
  chosen: 'تم اختيار {count} من {max}',
  remove: 'إزالة {title}',
  removeShort: 'إزالة',
  compare: 'مقارنة ({count})',
  clear: 'مسح',
  hint: 'اختر منتجين على الأقل للمقارنة.',
  emptied:
    'لم يتم اختيار أي منتج. استخدم «مقارنة» في بطاقات المنتجات لاختيار منتجات يصل عددها إلى {max}.',
  added: 'تمت إضافة {title} إلى المقارنة.',
  removed: 'تمت إزالة {title} من المقارنة.',
  cleared: 'المقارنة فارغة.',
  refused: 'الحد الأقصى للمقارنة هو {max} من المنتجات. أزل منتجًا قبل إضافة {title}.',
  loading: 'جارٍ تحميل المقارنة…',
  error: 'تعذّر تحميل بيانات المنتج. يُرجى المحاولة مرة أخرى.',
  unknown: 'المنتج {n}',
  title: 'مقارنة المنتجات',
  caption: 'مقارنة {count} من المنتجات جنبًا إلى جنب',
  close: 'إغلاق',
  differences: 'إظهار الاختلافات فقط',
  noDifferences: 'لا تختلف المنتجات المعروضة في هذه المواصفات.',
  model: 'الطراز',
  noValue: '–',
  power: 'القدرة',
  price: 'السعر',
  hp: '{value} حصان',
  kw: '{value} كيلوواط',
} satisfies LabelTable<typeof englishLabels>;
