/** The English texts, the default of `labels`; labels/ has the other languages (docs/markets.md). */
export const englishLabels = {
  share: 'Share this page',
  shareButton: 'Share',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Copy this link:',
  facebook: 'Share on Facebook',
  x: 'Share on X',
  linkedin: 'Share on LinkedIn',
  xing: 'Share on XING',
  whatsapp: 'Share on WhatsApp',
  email: 'Share by e-mail',
  newTab: '(opens in a new tab)',
};
