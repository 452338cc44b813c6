import { defineElement } from '@mf/core/element/define-element';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { mapAreaCss } from '../shared/map-area';
import { factoryLocationsApi as api } from './factory-locations.api';
import { FactoryLocations } from './factory-locations';
import css from './factory-locations.css';

export const FactoryLocationsElement = defineElement(api, FactoryLocations, css, {
  extraCss: [mapAreaCss, consentPanelCss],
  // The page's list stays shown between the upgrade and the first render (CLS 0).
  holdUntilRendered: true,
});
