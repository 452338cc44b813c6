import { defineElement } from '@mf/core/element/define-element';
import { comboboxCss } from '@mf/ui/combobox';
import { siteSearchApi as api } from './site-search.api';
import { SiteSearch } from './site-search';
import css from './site-search.css';

export const SiteSearchElement = defineElement(api, SiteSearch, css, {
  extraCss: [comboboxCss],
  // The suggestions' count: readied at the upgrade, not in the first keystroke's answer.
  intl: true,
  // The inline bar's room (README, "Markup") is kept until its first render: defined but not yet
  // drawn, it was 0 px tall for a frame (the gallery page's content moved up and back, 0.05).
  holdUntilRendered: true,
});
