/**
 * The tabs of <mf-product-tabs> read from the page's own HTML (spec §2 "Product selector on the
 * page (tabs)"): each element child is a panel, named by its `data-label` or else its first
 * heading's text. A child without a name cannot be a tab: it is logged by position and left out.
 */
export interface Panel {
  element: HTMLElement;
  name: string;
}

const SKIP = /^(script|style|template|link)$/;

/** The panels of `host`, in order (a child left out is logged under the host's tag). */
export function readPanels(host: Element): Panel[] {
  const panels: Panel[] = [];
  [...host.children].forEach((child, index) => {
    if (!(child instanceof HTMLElement) || SKIP.test(child.localName)) return;
    const heading = child.querySelector('h2, h3, h4, h5, h6');
    const name = (child.dataset.label ?? heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!name) {
      console.error(
        `${host.localName}: child ${index + 1} (<${child.localName}>) has no data-label and no heading: left out`,
      );
      return;
    }
    panels.push({ element: child, name });
  });
  return panels;
}

/** No panels (before the host is known): one array, so the reader's model starts stable. */
export const NO_PANELS: Panel[] = [];

/** The slot a panel's element goes into. */
export function panelSlot(index: number): string {
  return `panel-${index + 1}`;
}

/** Gives every panel its slot (the element is shown in its tab panel), taking stale ones back. */
export function assignSlots(host: Element, panels: readonly Panel[]): void {
  const mine = new Set(panels.map((panel) => panel.element));
  for (const child of host.children)
    if (!mine.has(child as HTMLElement) && child.getAttribute('slot')?.startsWith('panel-'))
      child.removeAttribute('slot');
  panels.forEach((panel, index) => panel.element.setAttribute('slot', panelSlot(index)));
}
