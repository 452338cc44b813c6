/**
 * The moment between the upgrade and React's first commit (no layout shift when the
 * carousel starts). An upgraded element has a shadow root at once but its content only after
 * React renders, asynchronously: for that frame the light-DOM content (slides, offer cards) would
 * not be rendered at all. Used by every element whose content is the page's own HTML
 * (<mf-content-carousel>, <mf-offers-grid>, <mf-offers-carousel>, <mf-site-header>,
 * <mf-site-footer>, ...). Elements do not call these: `defineElement(api, View, css,
 * { holdUntilRendered: true })` holds each element when it is first connected and releases it
 * after the view's first commit (define-element.tsx).
 */
const PENDING = 'data-mf-pending';

/**
 * Puts a placeholder slot and the pending mark on `host`, an upgraded element whose view has not
 * rendered yet (the adapter calls it when the element is first connected: at the definition for
 * the page's elements, later for one a script inserts or a definition held back by the page).
 */
export function holdUntilRendered(host: Element): void {
  const root = host.shadowRoot;
  if (!root || root.querySelector(`slot[${PENDING}], [part~="base"]`)) return;
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

/** Called by the adapter once the view has rendered: takes the placeholder and the mark away. */
export function releaseRendered(host: Element | null): void {
  if (!host) return;
  host.shadowRoot?.querySelectorAll(`slot[${PENDING}]`).forEach((slot) => slot.remove());
  host.removeAttribute(PENDING);
}
