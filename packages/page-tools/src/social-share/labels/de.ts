import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-social-share in German (docs/markets.md). */
export default {
  share: 'Diese Seite teilen',
  shareButton: 'Teilen',
  copy: 'Link kopieren',
  copied: 'Link kopiert',
  copyFailed: 'Diesen Link kopieren:',
  facebook: 'Auf Facebook teilen',
  x: 'Auf X teilen',
  linkedin: 'Auf LinkedIn teilen',
  xing: 'Auf XING teilen',
  whatsapp: 'Auf WhatsApp teilen',
  email: 'Per E-Mail teilen',
  newTab: '(öffnet in einem neuen Tab)',
} satisfies LabelTable<typeof englishLabels>;
