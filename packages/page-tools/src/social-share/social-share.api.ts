import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { validateNetworks, validateShareUrl } from './internal/share-links';
import { englishLabels } from './labels/en';

type ShareMethod =
  'native' | 'copy' | 'facebook' | 'x' | 'linkedin' | 'xing' | 'whatsapp' | 'email';

export const socialShareApi = defineApi({
  tag: 'mf-social-share',
  name: 'SocialShare',
  summary:
    'Share the current page: the browser’s own share sheet (Web Share API) where it has one, otherwise links to the usual networks and e-mail; a copy-link button that says it copied. No third-party script or request before a click.',
  attributes: {
    url: attr.string({
      description:
        "The address to share (http or https; a relative one resolves against the page). Empty: the page's canonical link, else its address; credentials and the hash are removed. Anything else is logged and the page's address is used.",
      example: 'https://www.mf-machinery.example/tractors/mf-5s',
      validate: validateShareUrl,
    }),
    shareTitle: attr.string({
      description:
        "The title to share (the e-mail subject, the post's text). Empty: the document's title. Control characters are removed, and it is cut at 200 characters.",
      example: 'The new MF 5S',
    }),
    networks: attr.string({
      default: 'facebook x linkedin whatsapp email',
      description:
        'The links shown where the browser has no share sheet, in this order: any of facebook, x, linkedin, xing, whatsapp, email, separated by spaces. An unknown name is logged and the default list is used.',
      example: 'xing linkedin email',
      validate: validateNetworks,
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-share': event<{ method: ShareMethod }>(
      'The visitor shared the page: through the share sheet (`native`, once the browser says it was shared), a network or e-mail link, or `copy` once the link was copied.',
      "{ method: 'native' | 'copy' | 'facebook' | 'x' | 'linkedin' | 'xing' | 'whatsapp' | 'email' }",
    ),
  },
  parts: {
    base: {
      description:
        'The wrapper (a group named by the visible `share` label); `data-state` is native (the share sheet button) or links.',
    },
    list: { description: 'The row of share buttons and links.' },
    item: { description: 'One entry of the row (with `list-item`).' },
    'list-item': { description: 'One entry of the row (with `item`).' },
    link: { description: 'A network or e-mail link.' },
    button: { description: 'The Share and Copy link buttons.' },
    input: { description: 'The address field shown when the link could not be copied.' },
  },
});

export { englishLabels };
