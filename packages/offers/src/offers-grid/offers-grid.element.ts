import { defineElement } from '@mf/core/element/define-element';
import { holdUntilRendered } from '@mf/core/element/pending';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { selectCss } from '@mf/ui/select';
import { offersGridApi as api } from './offers-grid.api';
import { OffersGrid } from './offers-grid';
import { prepareCards } from './internal/cards';
import css from './offers-grid.css';

export const OffersGridElement = defineElement(api, OffersGrid, css, {
  extraCss: [selectCss],
  // The count, the prices and the expiry dates.
  intl: true,
  // The cards' models are parsed in a task of their own, not in the first render's.
  prepare: (host) => prepareCards(host, api.tag),
});

// No layout shift at the upgrade: until React's first commit a placeholder slot shows the cards
// and `data-mf-pending` keeps packages/offers/page.css's pre-upgrade layout (core/element/pending).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-offers-grid': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-offers-grid': JsxProps<typeof api>;
    }
  }
}
