import { defineElement } from '@mf/core/element/define-element';
import { dialogCss } from '@mf/ui/dialog';
import { marketSelectorApi as api } from './market-selector.api';
import { MarketSelector } from './market-selector';
import css from './market-selector.css';

export const MarketSelectorElement = defineElement(api, MarketSelector, css, {
  extraCss: [dialogCss],
});
