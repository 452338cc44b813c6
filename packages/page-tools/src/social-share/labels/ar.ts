import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-social-share in Arabic (docs/markets.md). */
export default {
  share: 'شارك هذه الصفحة',
  shareButton: 'مشاركة',
  copy: 'نسخ الرابط',
  copied: 'تم نسخ الرابط',
  copyFailed: 'انسخ هذا الرابط:',
  facebook: 'شارك على Facebook',
  x: 'شارك على X',
  linkedin: 'شارك على LinkedIn',
  xing: 'شارك على XING',
  whatsapp: 'شارك عبر WhatsApp',
  email: 'شارك عبر البريد الإلكتروني',
  newTab: '(يُفتح في علامة تبويب جديدة)',
} satisfies LabelTable<typeof englishLabels>;
