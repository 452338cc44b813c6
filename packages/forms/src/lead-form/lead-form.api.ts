import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { leadFrameLabelDefaults } from './labels/en';

export const leadFormApi = defineApi({
  tag: 'mf-lead-form',
  name: 'LeadForm',
  summary:
    'An embedded lead form frame: address with page, dealer and campaign parameters, auto-height, consent gate.',
  attributes: {
    src: attr.string({
      description:
        'The configured form address (http or https). The frame parameters are appended to it (spec §7). Required: without it no form is shown.',
      example: 'https://agcocorp.my.salesforce-sites.com/leadform',
      required: true,
      missing: 'no form is shown',
    }),
    ssurl: attr.string({
      description: 'Stylesheet override address passed to the form as `ssurl` (http or https).',
    }),
    locale: attr.string({
      description:
        "`Locale` parameter; empty means the element's own locale (its `lang`, the page's `lang`, else en).",
    }),
    requestType: attr.string({
      description:
        '`RequestType` parameter: brochure, demo, quote, informed, offer or the CMS value.',
    }),
    productTag: attr.string({ description: '`ProductTag` parameter: the product tag id.' }),
    gpi: attr.string({ description: '`gpi` parameter, passed through as the CMS renders it.' }),
    offerTitle: attr.string({
      description: '`offer_title` parameter: the offer the form is about.',
    }),
    primaryContentTags: attr.string({ description: '`PrimaryContentTags` parameter.' }),
    contentTags: attr.string({ description: '`ContentTags` parameter.' }),
    site: attr.string({ description: '`Site` parameter: the site name.' }),
    eventName: attr.string({ description: '`event_name` parameter: the event the form is about.' }),
    consentDomain: attr.string({
      description:
        "Consent manager domain asked for the consent decision (level 4+ shows the form). Empty logs 'CCM Domain not specified' and the form stays hidden.",
      example: 'masseyferguson.com',
    }),
    corporateName: attr.string({
      description:
        'Corporate name that the form origin must contain for form_action messages (spec §7), e.g. the Salesforce org name.',
      example: 'agcocorp',
    }),
    formHost: attr.string({
      description:
        'Host that the form origin must be (or be a subdomain of) for form_action messages (spec §7); may include a port.',
      example: 'my.salesforce-sites.com',
    }),
    minHeight: attr.number({
      default: 600,
      description:
        'Frame min-height in px until the form reports its height, so the page does not jump.',
    }),
    contactUrl: attr.string({
      description:
        "The site's contact page (http(s) or a path), offered when the form cannot be shown because there is no consent manager to ask.",
      example: '/contact',
    }),
    labels: labelsAttribute(leadFrameLabelDefaults, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-form-action': event<{ formAction: string; type: string }>(
      'The form reported an action (e.g. on_submit) from a trusted origin.',
      '{ formAction: string; type: string }',
    ),
  },
  parts: {
    base: { description: 'The wrapper; `data-state` is ready, unconfigured or error.' },
    frame: { description: 'The iframe.' },
    'consent-panel': { description: 'The panel shown instead of the form without consent.' },
    button: { description: 'The cookie-settings button of the consent panel.' },
    'consent-pending': { description: 'The text shown while the consent manager is asked.' },
  },
  cssProperties: {
    '--mf-color-brand': { description: 'Brand colour of the consent button.', default: '#367c2b' },
  },
});

export { leadFrameLabelDefaults };
