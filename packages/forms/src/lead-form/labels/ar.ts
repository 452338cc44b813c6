import type { LabelTable } from '@mf/core/i18n/labels';
import type { leadFrameLabelDefaults } from './en';

/** mf-lead-form in Arabic (docs/markets.md). */
export default {
  frameTitle: 'نموذج التواصل',
  consentPending: 'جارٍ التحقق من تفضيلات ملفات تعريف الارتباط…',
  consentTitle: 'يتطلب هذا النموذج موافقتك على ملفات تعريف الارتباط',
  consentText:
    'هذا النموذج مقدَّم من شريكنا لخدمة العملاء ويستخدم ملفات تعريف الارتباط. لعرضه، اسمح بملفات تعريف الارتباط الوظيفية والإعلانية في تفضيلات ملفات تعريف الارتباط. يمكنك تغيير اختيارك في أي وقت.',
  consentButton: 'تفضيلات ملفات تعريف الارتباط',
  consentUnavailableTitle: 'يتعذّر عرض النموذج حاليًا',
  consentUnavailableText:
    'يتطلب النموذج موافقتك على ملفات تعريف الارتباط، لكن تعذّر تحميل إعدادات ملفات تعريف الارتباط. قد يكون السبب أداة لحظر الإعلانات أو مشكلة في الشبكة.',
  consentCallDealer: 'يمكنك أيضًا الاتصال بـ {dealer}:',
  consentCallYourDealer: 'يمكنك أيضًا الاتصال بوكيلك:',
  consentContactPage: 'طرق أخرى للتواصل معنا',
  consentRetry: 'إعادة المحاولة',
  consentRetrying: 'جارٍ إعادة المحاولة…',
  unavailable: 'هذا النموذج غير متاح حاليًا. يُرجى المحاولة لاحقًا.',
} satisfies LabelTable<typeof leadFrameLabelDefaults>;
