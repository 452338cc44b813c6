import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The map lives in one detached host node for the element's whole life ("map in a
 * desktop container at 992 px and wider, in a mobile container below"). The results panel
 * renders a slot in whichever container the layout calls for, and the slot adopts the host: the
 * Google map inside is moved, never re-created (a new map would cost a new map load).
 */
export function useMapHost(): HTMLDivElement {
  const [host] = useState(() => {
    const node = document.createElement('div');
    node.className = 'dl-map__host';
    return node;
  });
  return host;
}

/** Where the map host is shown; a layout change mounts a slot elsewhere and the host moves. */
export function MapSlot({ host }: { host: HTMLElement }) {
  const slot = useRef<HTMLDivElement>(null);
  // A layout effect: the host is in place before the map's own (passive) effects measure it.
  useLayoutEffect(() => {
    const node = slot.current;
    if (!node) return;
    node.append(host);
    return () => {
      if (host.parentNode === node) host.remove();
    };
  }, [host]);
  return <div ref={slot} className="dl-map__slot" />;
}
