import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';
import leadForm from '../../lead-form/labels/ar';

/** mf-form-modal in Arabic (docs/markets.md). */
export default {
  // The form's own texts are the lead form's (the modal holds one).
  ...leadForm,
  close: 'إغلاق',
  back: 'العودة إلى المنتجات',
  headingFallback: 'طلب معلومات',
  ctaFallback: 'اختيار',
  noProducts: 'لا توجد منتجات متاحة لهذا الطلب.',
  brochureReady: 'شكرًا لك. الكتيّب جاهز للتنزيل.',
  newTab: '(يُفتح في علامة تبويب جديدة)',
} satisfies LabelTable<typeof englishLabels>;
