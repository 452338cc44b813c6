import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { EMPTY_MODEL, normalizeModel, type FormModalModel } from './internal/model';
import { englishLabels } from './labels/en';

/**
 * The model attribute's type as the manifest and the shipped typings print it: the JSON a page
 * gives (spec §3), self-contained (a consumer cannot see `FormModalModel`, the normalized form).
 */
const TYPE_TEXTS =
  '{ heading?: string; subheading?: string; cta_label?: string; form_cta_label?: string; iframe_src?: string }';
const MODEL_TEXTS =
  '{ title?: string; subtitle?: string; show_form_cta?: boolean | string; brochure_cta_link?: string; brochure_cta_label?: string; secondary_brochure_cta_link?: string; secondary_brochure_cta_label?: string; tertiary_brochure_cta_link?: string; tertiary_brochure_cta_label?: string }';
type TypeJson = {
  heading?: string;
  subheading?: string;
  cta_label?: string;
  form_cta_label?: string;
  iframe_src?: string;
};
type ModelJson = {
  title?: string;
  subtitle?: string;
  show_form_cta?: boolean | string;
  brochure_cta_link?: string;
  brochure_cta_label?: string;
  secondary_brochure_cta_link?: string;
  secondary_brochure_cta_label?: string;
  tertiary_brochure_cta_link?: string;
  tertiary_brochure_cta_label?: string;
};
type PerType<T> = { brochure?: T; demo?: T; quote?: T; informed?: T; offer?: T };
/** The JSON a page gives, which `normalizeModel` turns into a `FormModalModel`. */
type FormModalJson = PerType<TypeJson> & {
  items: {
    title: string;
    subtitle?: string;
    models: ({
      product_tag_id: string;
      brochure_image?: string;
      brochure_image_alt?: string;
    } & PerType<ModelJson>)[];
  }[];
};
const MODEL_TYPE = `{ brochure?: ${TYPE_TEXTS}; demo?: ${TYPE_TEXTS}; quote?: ${TYPE_TEXTS}; informed?: ${TYPE_TEXTS}; offer?: ${TYPE_TEXTS}; items: { title: string; subtitle?: string; models: { product_tag_id: string; brochure_image?: string; brochure_image_alt?: string; brochure?: ${MODEL_TEXTS}; demo?: ${MODEL_TEXTS}; quote?: ${MODEL_TEXTS}; informed?: ${MODEL_TEXTS}; offer?: ${MODEL_TEXTS} }[] }[] }`;

export const formModalApi = defineApi({
  tag: 'mf-form-modal',
  name: 'FormModal',
  summary:
    'The lead-form modal: opens on #modal-brochure|demo|quote|informed|offer, product accordion, then the embedded form.',
  attributes: {
    model: attr.json<FormModalModel, FormModalJson>({
      default: EMPTY_MODEL,
      type: MODEL_TYPE,
      description:
        'The data model (spec §3) as JSON: per type heading, subheading, cta_label, form_cta_label, iframe_src; items with models. May instead come as a `<script type="application/json">` child. Bad fields are reported by path and skipped.',
      // Each bad field is a problem of the attribute (core/element/problems), the rest is used.
      validate: (value, drop) =>
        normalizeModel(
          value,
          drop &&
            ((message) =>
              drop({ problem: `has bad data: ${message}`, instead: 'the rest is used' })),
        ),
    }),
    consentDomain: attr.string({
      description:
        "Consent manager domain; the form shows only with consent level 4+. Empty logs 'CCM Domain not specified' when a form is opened.",
      example: 'masseyferguson.com',
    }),
    corporateName: attr.string({
      description:
        'Corporate name that the form origin must contain for form_action messages (spec §7).',
      example: 'agcocorp',
    }),
    formHost: attr.string({
      description:
        'Host the form origin must be or be a subdomain of for form_action messages (spec §7).',
      example: 'my.salesforce-sites.com',
    }),
    ssurl: attr.string({
      description: 'Stylesheet override address passed to the form as `ssurl`.',
    }),
    site: attr.string({ description: '`Site` frame parameter.' }),
    locale: attr.string({
      description: "`Locale` frame parameter; empty means the element's locale.",
    }),
    gpi: attr.string({
      description:
        '`gpi` frame parameter, passed through as the CMS renders it (same for every model).',
    }),
    eventName: attr.string({
      description:
        '`event_name` frame parameter: the event the forms are about (e.g. on an event page).',
    }),
    primaryContentTags: attr.string({ description: '`PrimaryContentTags` frame parameter.' }),
    contentTags: attr.string({ description: '`ContentTags` frame parameter.' }),
    closeOnBackdrop: attr.boolean({
      description:
        'Close when the backdrop is clicked. Off by default, so a stray click does not lose a half-filled form.',
    }),
    minHeight: attr.number({
      default: 600,
      description: 'Frame min-height in px until the form reports its height.',
    }),
    contactUrl: attr.string({
      description:
        "The site's contact page (http(s) or a path), offered when a form cannot be shown because there is no consent manager to ask.",
      example: '/contact',
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-open': event<{ formType: string }>(
      'The modal opened for a form type (the address hash changed to #modal-<type>).',
      '{ formType: string }',
    ),
    'mf-close': event<{ formType: string }>(
      'The visitor closed the modal (close button, Escape or backdrop).',
      '{ formType: string }',
    ),
    'mf-form-action': event<{ formAction: string; type: string; productTag: string }>(
      'The embedded form reported an action (e.g. on_submit) from a trusted origin.',
      '{ formAction: string; type: string; productTag: string }',
    ),
  },
  parts: {
    base: { description: 'The wrapper; `data-state` is closed, accordion or form (spec §4).' },
    dialog: { description: 'The dialog panel.' },
    heading: { description: 'The dialog title.' },
    button: {
      description: "The text buttons: each model's call to action, Back, cookie settings.",
    },
    'dialog-backdrop': { description: 'The backdrop behind the panel.' },
    accordion: { description: 'The product accordion area.' },
    form: { description: 'The form area.' },
    'brochure-links': {
      description: 'The brochure download links shown after a brochure request.',
    },
    frame: { description: 'The embedded form iframe.' },
    'consent-panel': { description: 'The panel shown instead of the form without consent.' },
  },
  cssProperties: {
    '--mf-dialog-width': {
      description: 'Maximum width of the panel.',
      default: 'calc(56 * var(--_unit))',
    },
    '--mf-color-brand': { description: 'Brand colour of buttons.', default: '#367c2b' },
  },
});

export { englishLabels };
