import type { LabelTable } from '@mf/core/i18n/labels';
import type { englishLabels } from './en';

/** mf-social-share in French (docs/markets.md). */
export default {
  share: 'Partager cette page',
  shareButton: 'Partager',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  copyFailed: 'Copiez ce lien :',
  facebook: 'Partager sur Facebook',
  x: 'Partager sur X',
  linkedin: 'Partager sur LinkedIn',
  xing: 'Partager sur XING',
  whatsapp: 'Partager via WhatsApp',
  email: 'Partager par e-mail',
  newTab: '(s’ouvre dans un nouvel onglet)',
} satisfies LabelTable<typeof englishLabels>;
