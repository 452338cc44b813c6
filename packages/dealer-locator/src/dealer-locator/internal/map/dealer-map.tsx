import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatLabel } from '@mf/core/i18n/labels';
import { mapsLoaderOptions } from '@mf/core/maps/loader';
import type { Dealer } from '../data/types';
import { NO_KEY_MESSAGE } from './map-model';
import { useDealerMap } from './use-dealer-map';

interface DealerMapLabels {
  serviceTruckNotice: string;
  mapUnavailable: string;
  dealerSelected: string;
  dealerUnselected: string;
  mapCluster: string;
}

export interface DealerMapProps {
  /** The map's host node (map-slot.tsx): shown in the desktop or the mobile container. */
  host: HTMLElement;
  visible: boolean;
  apiKey: string;
  locale: string;
  dealers: readonly Dealer[];
  selected: Dealer | null;
  center: google.maps.LatLngLiteral | null;
  labels: DealerMapLabels;
  onSelect: (dealer: Dealer | null) => void;
}

/**
 * The results map: the map canvas, or an accessible message when Maps cannot load;
 * marker selection and unselection are announced in a live region (spec §4).
 */
export function DealerMap(props: DealerMapProps) {
  const { labels } = props;
  const container = useRef<HTMLDivElement>(null);
  const [note, setNote] = useState('');
  const loader = useMemo(
    () => (props.apiKey ? mapsLoaderOptions(props.apiKey, props.locale) : null),
    [props.apiKey, props.locale],
  );
  const { status } = useDealerMap(container, {
    visible: props.visible,
    loader,
    dealers: props.dealers,
    selected: props.selected,
    center: props.center,
    labels,
    onSelect: (dealer) => {
      setNote(
        dealer
          ? formatLabel(labels.dealerSelected, { name: dealer.name })
          : labels.dealerUnselected,
      );
      props.onSelect(dealer);
    },
  });
  // Without a key Google cannot load a map: the message at once instead of an empty region
  // that waits for ever, and the reason in the console when the map is shown.
  const noKey = !loader;
  const warned = useRef(false);
  useEffect(() => {
    if (!noKey || !props.visible || warned.current) return;
    warned.current = true;
    console.info(NO_KEY_MESSAGE);
  }, [noKey, props.visible]);
  const failed = status === 'failed' || noKey;
  return createPortal(
    <>
      {failed ? <p className="dl-message dl-map__unavailable">{labels.mapUnavailable}</p> : null}
      <div
        ref={container}
        className="dl-map__canvas"
        data-status={noKey ? 'failed' : status}
        hidden={failed}
      />
      {/* A live region without role=status: the element's one status region carries the
          result count; this one only the map's own selection (spec §4). */}
      <div className="mf-visually-hidden" aria-live="polite" aria-atomic="true">
        {note}
      </div>
    </>,
    props.host,
  );
}
