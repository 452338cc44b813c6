import { defineApi } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import { englishLabels } from './labels/en';

export const stickySidebarApi = defineApi({
  tag: 'mf-sticky-sidebar',
  name: 'StickySidebar',
  summary:
    'The sticky sidebar of quick actions (find a dealer, request a quote, brochure …): the page’s own links, stuck to the viewport edge, active on hover and focus, inactive 3 s after the pointer leaves; a button in the corner on mobile and tablet.',
  attributes: {
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {},
  parts: {
    base: {
      description:
        'The wrapper; `data-state` is active or inactive (spec §4), `data-layout` strip (desktop) or corner (mobile, tablet).',
    },
    list: { description: 'The list of quick actions.' },
    item: { description: 'One quick action (with `list-item`).' },
    'list-item': { description: 'One quick action (with `item`).' },
    link: { description: 'The link of a quick action.' },
    toggle: { description: 'The button that shows and hides the actions on mobile and tablet.' },
  },
  slots: {
    '': {
      description:
        'The quick actions: one `<a href>` per action with its text, and `data-icon` (dealer, quote, brochure, demo, phone, mail; else an arrow). Shown as they are without script; the element shows its own copy of each link after the upgrade.',
    },
  },
  cssProperties: {
    '--mf-sticky-sidebar-top': {
      description: 'Where the strip sits on desktop: the top of its middle.',
      default: '50%',
    },
  },
});

export { englishLabels };
