/**
 * Test support for the location elements' view tests (never imported by element code): a host
 * element with the page's children and a shadow root the view renders into, as the adapter does,
 * at a chosen viewport width; a consent manager stand-in at a chosen level.
 */
import { defaultProps, type PropsOf } from '@mf/core/element/define-api';
import { ElementContext } from '@mf/core/element/element-context';
import { CONSENT_CHANGE_MESSAGE } from '@mf/core/browser/consent';
import { act, render, within } from '@testing-library/react';
import { vi } from 'vitest';
import { FactoryLocations } from '../src/factory-locations/factory-locations';
import { factoryLocationsApi } from '../src/factory-locations/factory-locations.api';
import { LocationMap } from '../src/location-map/location-map';
import { locationMapApi } from '../src/location-map/location-map.api';

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function mountHost(tag: string, html: string) {
  const host = document.createElement(tag);
  host.innerHTML = html;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const emit = vi.fn((_name: string, _detail?: unknown) => true);
  return { host, shadow, mount, emit };
}

export function renderLocationMap(
  overrides: Partial<PropsOf<typeof locationMapApi>> = {},
  html = '<address>Avenue Blaise Pascal, 60000 Beauvais</address>',
) {
  const { host, shadow, mount, emit } = mountHost('mf-location-map', html);
  const props = { ...defaultProps(locationMapApi), ...overrides };
  const view = render(
    <ElementContext.Provider value={{ host, portalRoot: shadow, locale: 'en-GB', emit }}>
      <LocationMap {...props} />
    </ElementContext.Provider>,
    { container: mount },
  );
  return { ...view, host, ui: within(mount), base: () => mount.querySelector('[part~=base]')! };
}

const FACTORIES_HTML = `
<h2>Our factories</h2>
<ul>
  <li data-lat="49.4295" data-long="2.0807" data-label="Tractors">
    <h3>Beauvais</h3><address>Avenue Blaise Pascal, Beauvais, France</address>
    <a href="/factories/beauvais">About Beauvais</a>
  </li>
  <li data-lat="62.7903" data-long="22.8403" data-name="Suolahti" data-label="Tractors">
    <h3>Suolahti plant</h3><address>Suolahti, Finland</address>
    <a href="/factories/suolahti">About Suolahti</a>
  </li>
  <li data-lat="0" data-long="11.1" data-label="Harvesters">
    <h3>Breganze</h3><address>Breganze, Italy</address>
    <a href="/factories/breganze">About Breganze</a>
  </li>
</ul>`;

export function renderFactoryLocations(
  overrides: Partial<PropsOf<typeof factoryLocationsApi>> = {},
  html = FACTORIES_HTML,
) {
  const { host, shadow, mount, emit } = mountHost('mf-factory-locations', html);
  const props = { ...defaultProps(factoryLocationsApi), ...overrides };
  const view = render(
    <ElementContext.Provider value={{ host, portalRoot: shadow, locale: 'en-GB', emit }}>
      <FactoryLocations {...props} />
    </ElementContext.Provider>,
    { container: mount },
  );
  return {
    ...view,
    host,
    emit,
    ui: within(mount),
    base: () => mount.querySelector('[part~=base]')!,
  };
}

/** A TrustArc stand-in at `level` (4+ allows maps); `grant()` raises it and posts the change. */
export function installConsent(initial: number) {
  let level = initial;
  const openPreferences = vi.fn();
  (globalThis as { truste?: unknown }).truste = {
    cma: { callApi: () => ({ consentDecision: level }) },
    eu: { clickListener: openPreferences },
  };
  return {
    openPreferences,
    grant() {
      level = 4;
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { ...CONSENT_CHANGE_MESSAGE } }));
      });
    },
    uninstall() {
      delete (globalThis as { truste?: unknown }).truste;
    },
  };
}
