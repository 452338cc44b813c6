import { useEffect, useState } from 'react';
import { disarmUnsafeLinks } from './unsafe-links';

/**
 * (Moved from the navigation package when the sticky sidebar came: it reads its quick actions the
 * same way as the header and the footer read their links.)
 *
 * The element's light DOM, read into a model once at the upgrade and again whenever the CMS
 * changes it (a MutationObserver on the host: the authoring editor edits in place). The light DOM
 * itself stays where it is (crawlers and the visitor before the upgrade see it); the shadow root
 * has no default slot, so after the upgrade only the rendered model shows.
 */
export function useLightDom<T>(
  host: HTMLElement | null,
  read: (host: HTMLElement) => T,
  empty: T,
): T {
  const [model, setModel] = useState<T>(() => (host ? read(host) : empty));
  useEffect(() => {
    if (!host || typeof MutationObserver === 'undefined') return;
    // A link the CMS adds later that would run script is disarmed too (./unsafe-links.ts).
    const observer = new MutationObserver(() => {
      disarmUnsafeLinks(host);
      setModel(read(host));
    });
    observer.observe(host, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: [
        'href',
        'data-nav',
        'aria-current',
        'lang',
        'data-icon',
        'data-toggle',
        'data-target',
      ],
    });
    return () => observer.disconnect();
  }, [host, read]);
  return model;
}
