import { defineElement } from '@mf/core/element/define-element';
import { holdUntilRendered } from '@mf/core/element/pending';
import { type HostElement, type JsxProps } from '@mf/core/element/types';
import { consentPanelCss } from '@mf/ui/consent-panel';
import { mapAreaCss } from '../shared/map-area';
import { factoryLocationsApi as api } from './factory-locations.api';
import { FactoryLocations } from './factory-locations';
import css from './factory-locations.css';

export const FactoryLocationsElement = defineElement(api, FactoryLocations, css, {
  extraCss: [mapAreaCss, consentPanelCss],
});
// The page's list stays shown between the upgrade and the first render (CLS 0).
holdUntilRendered(api.tag);

declare global {
  interface HTMLElementTagNameMap {
    'mf-factory-locations': HostElement<typeof api>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX is a namespace in React's types
  namespace JSX {
    interface IntrinsicElements {
      'mf-factory-locations': JsxProps<typeof api>;
    }
  }
}
