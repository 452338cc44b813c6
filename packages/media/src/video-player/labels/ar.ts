import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-video-player in Arabic (docs/markets.md). */
export default {
  video: 'فيديو',
  play: 'تشغيل الفيديو: {title}',
  captions: 'الترجمة النصية',
  consentPending: 'جارٍ التحقق من تفضيلات ملفات تعريف الارتباط…',
  consentTitle: 'يتطلب هذا الفيديو موافقتك على ملفات تعريف الارتباط',
  consentText:
    'يعرض {site} هذا الفيديو ويستخدم ملفات تعريف الارتباط. لمشاهدته هنا، اسمح بملفات تعريف الارتباط الوظيفية والإعلانية في تفضيلات ملفات تعريف الارتباط. يمكنك تغيير اختيارك في أي وقت.',
  consentButton: 'تفضيلات ملفات تعريف الارتباط',
  consentUnavailableTitle: 'يتعذّر عرض الفيديو حاليًا',
  consentUnavailableText:
    'يتطلب الفيديو موافقتك على ملفات تعريف الارتباط، لكن تعذّر تحميل إعدادات ملفات تعريف الارتباط. قد يكون السبب أداة لحظر الإعلانات أو مشكلة في الشبكة.',
  consentRetry: 'إعادة المحاولة',
  consentRetrying: 'جارٍ إعادة المحاولة…',
  watchOn: 'شاهده على {site}',
  loadError: 'تعذّر تحميل هذا الفيديو.',
} satisfies LabelTable<typeof englishLabels>;
