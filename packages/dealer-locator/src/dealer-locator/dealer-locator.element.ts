import { defineElement, type PropsOf } from '@mf/core';
import { disclosureCss } from '@mf/ui/disclosure';
import { paginationCss } from '@mf/ui/pagination';
import { selectCss } from '@mf/ui/select';
import { spinnerCss } from '@mf/ui/spinner';
import { dealerLocatorApi as api, type PreferredDealerDetail } from './dealer-locator.api';
import { DealerLocatorRoot } from './dealer-locator.root';
import css from './dealer-locator.css';

export const DealerLocatorElement = defineElement(
  api,
  DealerLocatorRoot,
  [selectCss, disclosureCss, paginationCss, spinnerCss, css].join('\n'),
);

declare global {
  interface HTMLElementTagNameMap {
    'mf-dealer-locator': HTMLElement & PropsOf<typeof api>;
  }
  interface HTMLElementEventMap {
    'mf-preferred-dealer-change': CustomEvent<PreferredDealerDetail | null>;
    'mf-dealer-select': CustomEvent<{ dealer_code: string } | null>;
  }
}
