import { defineElement } from '@mf/core/element/define-element';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { mapAreaCss } from '../shared/map-area';
import { locationMapApi as api } from './location-map.api';
import { LocationMap } from './location-map';
import css from './location-map.css';

export const LocationMapElement = defineElement(api, LocationMap, css, {
  extraCss: [mapAreaCss, consentPanelCss],
  // The page's address stays shown between the upgrade and the first render.
  holdUntilRendered: true,
});
