import { defineElement } from '@mf/core/element/define-element';
import { comboboxCss } from '@mf/ui/combobox';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { disclosureCss } from '@mf/ui/disclosure';
import { paginationCss } from '@mf/ui/pagination';
import { selectCss } from '@mf/ui/select';
import { spinnerCss } from '@mf/ui/spinner';
import { dealerLocatorApi as api } from './dealer-locator.api';
import { DealerLocatorRoot } from './dealer-locator.root';
import css from './dealer-locator.css';
import detailCss from './internal/detail/detail.css';
import mapCss from './internal/map/map.css';
import placesCss from './internal/places/places.css';
import popupCss from './internal/popup/popup.css';
import resultsCss from './internal/results/results.css';
import searchCss from './internal/search/search.css';

export const DealerLocatorElement = defineElement(
  api,
  DealerLocatorRoot,
  // One shadow stylesheet: the host rules, then each room's rules beside its views, in this order.
  [
    selectCss,
    comboboxCss,
    disclosureCss,
    paginationCss,
    spinnerCss,
    css,
    searchCss,
    resultsCss,
    detailCss,
    mapCss,
    placesCss,
    consentPanelCss,
    popupCss,
  ].join('\n'),
  // The count and the distances are numbers: Intl is readied while the first answer loads.
  {
    intl: true,
    // No layout shift at the upgrade: until React's first commit `data-mf-pending` keeps
    // the page stylesheet's reserved room (page.css; core/element/pending).
    holdUntilRendered: true,
  },
);
