import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-location-map in Arabic (docs/markets.md). */
export default {
  map: 'الخريطة: {place}',
  directions: 'الاتجاهات',
  book: 'احجز زيارة',
  consentPending: 'جارٍ التحقق من تفضيلات ملفات تعريف الارتباط…',
  consentTitle: 'تتطلب الخريطة موافقتك على ملفات تعريف الارتباط',
  consentText:
    'الخريطة مقدَّمة من Google Maps التي تستخدم ملفات تعريف الارتباط. لعرضها، اسمح بملفات تعريف الارتباط الوظيفية والإعلانية في تفضيلات ملفات تعريف الارتباط. يعمل العنوان ورابط الاتجاهات من دونها.',
  consentButton: 'تغيير تفضيلات ملفات تعريف الارتباط',
  consentUnavailableTitle: 'يتعذّر عرض الخريطة حاليًا',
  consentUnavailableText:
    'تتطلب الخريطة موافقتك على ملفات تعريف الارتباط، لكن تعذّر تحميل إعدادات ملفات تعريف الارتباط. قد يكون السبب أداة لحظر الإعلانات أو مشكلة في الشبكة.',
  consentRetry: 'إعادة المحاولة',
  consentRetrying: 'جارٍ إعادة المحاولة…',
} satisfies LabelTable<typeof englishLabels>;
