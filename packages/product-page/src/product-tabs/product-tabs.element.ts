import { defineElement } from '@mf/core/element/define-element';
import { tabsCss } from '@mf/ui/tabs';
import { productTabsApi as api } from './product-tabs.api';
import { ProductTabs } from './product-tabs';

// The tab row's look, one control high, is the shared widget's (@mf/ui/tabs); the panels'
// content is the page's HTML: the element has no sheet of its own.
export const ProductTabsElement = defineElement(api, ProductTabs, tabsCss, {
  // No layout shift at the upgrade: until React's first commit the first panel stays in the page
  // stylesheet's layout under the room of the tab row (packages/product-page/page.css).
  holdUntilRendered: true,
});
