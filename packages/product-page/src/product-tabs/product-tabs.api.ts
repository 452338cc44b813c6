import { attr, defineApi, event } from '@mf/core/element/define-api';
import { labelsAttribute } from '@mf/core/i18n/labels';
import type { TabsActivation } from '@mf/ui/tabs';
import { englishLabels } from './labels/en';

function validateActivation(value: unknown): TabsActivation {
  if (value === 'automatic' || value === 'manual') return value;
  throw new Error('expected automatic or manual');
}

export const productTabsApi = defineApi({
  tag: 'mf-product-tabs',
  name: 'ProductTabs',
  summary:
    'Tabs of a machine’s page (exterior, cab, at work …), each panel the page’s own HTML (a gallery with thumbnails and inline video); WAI-ARIA tabs, a tab change stops the video of the panel it hides.',
  attributes: {
    /** APG tabs: the tab list is labelled. */
    label: attr.string({
      description: "Accessible name of the tab list ('' = the `tabs` label).",
      example: 'MF 5S in pictures and films',
    }),
    /** APG tabs: automatic activation where a panel shows without delay (README). */
    activation: attr.string<TabsActivation>({
      default: 'automatic',
      type: "'automatic' | 'manual'",
      description:
        "'automatic': a tab is selected as soon as the arrow keys move focus to it (the panels are the page's HTML, shown at once); 'manual': arrows move focus, Enter or Space selects. An unknown value is logged and 'automatic' is used.",
      example: 'manual',
      validate: validateActivation,
    }),
    labels: labelsAttribute(englishLabels, {
      de: () => import('./labels/de'),
      fr: () => import('./labels/fr'),
      ar: () => import('./labels/ar'),
    }),
  },
  events: {
    'mf-tab-change': event<{ index: number; name: string }>(
      'Fired when the visitor selects a tab. `index` from 0, `name` the tab’s text.',
      '{ index: number; name: string }',
    ),
  },
  parts: {
    base: { description: 'The wrapper; data-state="tabs|empty" (empty: no child with a name).' },
    tablist: { description: 'The row of tabs.' },
    tab: { description: 'A tab; the selected one also has the part tab-selected.' },
    'tab-selected': { description: 'The selected tab.' },
    panel: { description: 'A tab panel, holding one child of the element.' },
  },
  slots: {
    '': {
      description:
        'The panels: one element child each, named by its data-label or its first heading (README "Markup"); the element gives each a `panel-n` slot.',
    },
  },
});

export { englishLabels };
