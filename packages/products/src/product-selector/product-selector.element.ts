import { defineElement } from '@mf/core/runtime';
import { dialogCss } from '@mf/ui/dialog';
import { disclosureCss } from '@mf/ui/disclosure';
import { rangeSliderCss } from '@mf/ui/range-slider';
import { selectCss } from '@mf/ui/select';
import { spinnerCss } from '@mf/ui/spinner';
import { cardCss } from '../shared/card/card-view';
import { productSelectorApi as api } from './product-selector.api';
import { ProductSelector } from './product-selector';
import css from './product-selector.css';

export const ProductSelectorElement = defineElement(api, ProductSelector, css, {
  extraCss: [disclosureCss, rangeSliderCss, selectCss, dialogCss, spinnerCss, cardCss],
  // The counts, the filters' ranges and the text sort's collator.
  intl: true,
  // No layout shift at the upgrade: until React's first commit `data-mf-pending` keeps
  // the page stylesheet's reserved room (packages/products/page.css; core/element/pending).
  holdUntilRendered: true,
});
