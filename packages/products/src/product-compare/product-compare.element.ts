import { defineElement } from '@mf/core/element/define-element';
import { productCompareApi as api } from './product-compare.api';
import { ProductCompare } from './product-compare';
import css from './product-compare.css';

// The comparison's dialog and table bring their own sheet when first opened (comparison.tsx).
export const ProductCompareElement = defineElement(api, ProductCompare, css);
