import { useMemo, useRef, type ReactNode } from 'react';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { canOpenConsentPreferences } from '@mf/core/browser/consent';
import { useMapsConsent } from '@mf/core/browser/maps-consent';
import { ConsentPanel, type ConsentPanelLabels } from '@mf/ui/consent-panel';
import { markerSizeFor } from './location';
import type { MapMarker } from './map-engine';
import { useLocationMap } from './use-location-map';

/** The map part's state, shown as data-state on part="base". */
type MapAreaState =
  | 'no-map'
  | 'consent-pending'
  | 'no-consent'
  | 'no-consent-manager'
  | 'loading'
  | 'ready'
  | 'error';

interface MapAreaOptions {
  tag: string;
  markers: readonly MapMarker[];
  apiKey: string;
  locale: string;
  consentDomain: string;
  noConsentManager: boolean;
  /** The map region's accessible name. */
  mapLabel: string;
  labels: ConsentPanelLabels;
  onActivate?: (index: number) => void;
  /** The marker to highlight and centre (the location chosen in the list). */
  active?: number | null;
}

/**
 * The map part both location elements share: nothing without a location to map (spec §5: then
 * not even consent is asked), the no-consent panel until consent allows Google (level 4+,
 * exactly as the dealer locator: core/browser/maps-consent, the `no-consent-manager` attribute),
 * then the map (use-location-map); nothing again after a load failure (spec §8: logged; the
 * element degrades to its text and links). Marker sizes follow the breakpoint (spec §9).
 */
export function useMapArea(options: MapAreaOptions): { state: MapAreaState; view: ReactNode } {
  const { markers, consentDomain, noConsentManager } = options;
  const hasPlaces = markers.length > 0;
  const consent = useMapsConsent(consentDomain, noConsentManager, hasPlaces);
  const breakpoint = useBreakpoint();
  const size = useMemo(() => markerSizeFor(breakpoint), [breakpoint]);
  const container = useRef<HTMLDivElement>(null);
  const enabled = hasPlaces && consent.status === 'granted';
  const status = useLocationMap({
    tag: options.tag,
    container,
    markers,
    apiKey: options.apiKey,
    locale: options.locale,
    enabled,
    size,
    ...(options.onActivate ? { onActivate: options.onActivate } : {}),
    active: options.active ?? null,
  });

  if (!hasPlaces) return { state: 'no-map', view: null };
  if (consent.status !== 'granted') {
    const state: MapAreaState =
      consent.status === 'pending'
        ? 'consent-pending'
        : consent.status === 'denied' && canOpenConsentPreferences()
          ? 'no-consent'
          : 'no-consent-manager';
    return {
      state,
      view: (
        <div className="map-area map-area--panel">
          <ConsentPanel consent={consent} labels={options.labels} />
        </div>
      ),
    };
  }
  if (status === 'error') return { state: 'error', view: null };
  return {
    state: status === 'ready' ? 'ready' : 'loading',
    view: (
      <div
        className="map-area"
        part="map"
        role="region"
        aria-label={options.mapLabel}
        aria-busy={status === 'ready' ? undefined : true}
      >
        <div ref={container} className="map-area__canvas" />
      </div>
    ),
  };
}

/** The map part's styles (tokens only), for both elements' stylesheets. */
export const mapAreaCss = `
.map-area{position:relative;box-sizing:border-box;block-size:var(--_map-height);min-block-size:var(--_map-height)}
.map-area--panel{block-size:auto}
.map-area--panel .consent-panel{min-block-size:var(--_map-height)}
.map-area__canvas{inline-size:100%;block-size:100%}
.location-marker{display:block;box-sizing:border-box;margin:0;padding:0;border:0;background:none;color:var(--_color-marker);cursor:pointer;min-inline-size:24px;min-block-size:24px}
.location-marker svg{display:block;inline-size:100%;block-size:100%;fill:currentColor}
.location-marker[aria-current]{color:var(--_color-focus);z-index:1}
.location-marker:focus-visible{outline:3px solid var(--_color-focus);outline-offset:2px}
`;
