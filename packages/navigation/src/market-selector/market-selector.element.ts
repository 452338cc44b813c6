import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { dialogCss } from '@mf/ui/dialog';
import { marketSelectorApi as api } from './market-selector.api';
import { MarketSelector } from './market-selector';
import css from './market-selector.css';

export const MarketSelectorElement = defineElement(api, MarketSelector, css, {
  extraCss: [dialogCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'mf-market-selector': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-market-selector': JsxProps<typeof api>;
    }
  }
}
