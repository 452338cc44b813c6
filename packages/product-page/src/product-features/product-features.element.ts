import { defineElement } from '@mf/core/element/define-element';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { holdUntilRendered } from '@mf/core/element/pending';
import { disclosureCss } from '@mf/ui/disclosure';
import { productFeaturesApi as api } from './product-features.api';
import { ProductFeatures } from './product-features';
import css from './product-features.css';

export const ProductFeaturesElement = defineElement(api, ProductFeatures, css, {
  extraCss: [disclosureCss],
});

// No layout shift at the upgrade: until React's first commit the page's features keep the page
// stylesheet's cards or accordion rows (packages/product-page/page.css).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-product-features': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-product-features': JsxProps<typeof api>;
    }
  }
}
