import { defineElement } from '@mf/core/element/define-element';
import { holdUntilRendered } from '@mf/core/element/pending';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { mapAreaCss } from '../shared/map-area';
import { locationMapApi as api } from './location-map.api';
import { LocationMap } from './location-map';
import css from './location-map.css';

export const LocationMapElement = defineElement(api, LocationMap, css, {
  extraCss: [mapAreaCss, consentPanelCss],
});
// The page's address stays shown between the upgrade and the first render.
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-location-map': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-location-map': JsxProps<typeof api>;
    }
  }
}
