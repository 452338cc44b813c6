import { defineElement } from '@mf/core/element/define-element';
import { siteHeaderApi as api } from './site-header.api';
import { SiteHeader } from './site-header';
import css from './site-header.css';

export const SiteHeaderElement = defineElement(api, SiteHeader, css, {
  // No layout shift at the upgrade: until React's first commit the page's own markup
  // stays shown in the page stylesheet's layout (core/element/pending.ts, packages/navigation/page.css).
  holdUntilRendered: true,
});
