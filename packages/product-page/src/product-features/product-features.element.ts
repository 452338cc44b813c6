import { defineElement } from '@mf/core/element/define-element';
import { disclosureCss } from '@mf/ui/disclosure';
import { productFeaturesApi as api } from './product-features.api';
import { ProductFeatures } from './product-features';
import css from './product-features.css';

export const ProductFeaturesElement = defineElement(api, ProductFeatures, css, {
  extraCss: [disclosureCss],
  // No layout shift at the upgrade: until React's first commit the page's features keep the page
  // stylesheet's cards or accordion rows (packages/product-page/page.css).
  holdUntilRendered: true,
});
