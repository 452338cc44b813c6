import { defineElement } from '@mf/core/element/define-element';
import { comboboxCss } from '@mf/ui/combobox';
import { siteSearchApi as api } from './site-search.api';
import { SiteSearch } from './site-search';
import css from './site-search.css';

export const SiteSearchElement = defineElement(api, SiteSearch, css, {
  extraCss: [comboboxCss],
  // The suggestions' count: readied at the upgrade, not in the first keystroke's answer.
  intl: true,
});
