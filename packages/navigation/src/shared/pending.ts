/**
 * The frame between the upgrade and React's first commit: an upgraded element has a shadow root
 * at once but its content only after React renders. Until then a placeholder slot shows the
 * page's own markup and `data-mf-pending` keeps the page stylesheet's pre-upgrade layout
 * (packages/navigation/page.css), so the upgrade moves nothing (CLS 0, issue 11).
 */
const PENDING = 'data-mf-pending';

/** Puts a placeholder slot and the pending mark on every upgraded, not yet rendered `tag`. */
export function holdUntilRendered(tag: string): void {
  if (typeof document === 'undefined') return;
  for (const host of document.querySelectorAll(tag)) {
    const root = host.shadowRoot;
    if (!root || root.querySelector('[part~="base"]')) continue;
    // A slot for each named slot the markup uses (the header's logo), in document order, then
    // the default one: the page's children all stay shown, in their order.
    const names = [...new Set([...host.children].map((child) => child.getAttribute('slot')))];
    for (const name of [...names.filter((n): n is string => n !== null), null]) {
      const slot = document.createElement('slot');
      if (name !== null) slot.name = name;
      slot.setAttribute(PENDING, '');
      root.append(slot);
    }
    host.setAttribute(PENDING, '');
  }
}

/** Called by the view once it has rendered: takes the placeholder and the mark away. */
export function releaseRendered(host: Element | null): void {
  if (!host) return;
  host.shadowRoot?.querySelectorAll(`slot[${PENDING}]`).forEach((slot) => slot.remove());
  host.removeAttribute(PENDING);
}
