import { defineElement } from '@mf/core/element/define-element';
import { disclosureCss } from '@mf/ui/disclosure';
import { siteFooterApi as api } from './site-footer.api';
import { SiteFooter } from './site-footer';
import css from './site-footer.css';

export const SiteFooterElement = defineElement(api, SiteFooter, css, {
  extraCss: [disclosureCss],
  // No layout shift at the upgrade: core/element/pending.ts, packages/navigation/page.css.
  holdUntilRendered: true,
});
