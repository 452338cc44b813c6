/**
 * The tabs of <mf-product-tabs> read from the page's own HTML (spec §2 "Product selector on the
 * page (tabs)"): each element child is a panel, named by its `data-label` or else its first
 * heading's text. A child without a name or without content cannot be a tab: it is reported by
 * position and left out.
 */
import { problemList } from '@mf/core/element/problems';

export interface Panel {
  element: HTMLElement;
  name: string;
}

const SKIP = /^(script|style|template|link)$/;

/** Content a panel may hold without any text of its own (an element of ours, with a dash, too). */
const MEDIA_ONLY =
  /^(img|picture|video|audio|iframe|svg|canvas|object|embed|table|form|input|select|textarea|button)$/;

/** What the panel shows beside its heading: text, or a picture, a video, a control, an element. */
function hasContent(panel: HTMLElement, heading: Element | null): boolean {
  const text = (panel.textContent ?? '').replace(/\s+/g, '');
  const headingText = (heading?.textContent ?? '').replace(/\s+/g, '');
  if (text.length > headingText.length) return true;
  return [...panel.querySelectorAll('*')].some(
    (element) =>
      !heading?.contains(element) &&
      (element.localName.includes('-') || MEDIA_ONLY.test(element.localName)),
  );
}

/**
 * The panels of `host`, in order. A child without a name, or with nothing but its heading,
 * cannot be a tab: it is left out and reported by its place (`section[2]`, counted among the
 * host's children from 0) through core/element/problems; so is a host without any panel.
 */
export function readPanels(host: Element): Panel[] {
  const panels: Panel[] = [];
  const problems = problemList(host, 'content');
  [...host.children].forEach((child, index) => {
    if (!(child instanceof HTMLElement) || SKIP.test(child.localName)) return;
    const heading = child.querySelector('h2, h3, h4, h5, h6');
    const name = (child.dataset.label ?? heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const place = `${child.localName}[${index}]`;
    if (!name)
      problems.add({ place, problem: 'has no data-label and no heading', instead: 'left out' });
    else if (!hasContent(child, heading))
      problems.add({ place, problem: 'has no content', value: name, instead: 'left out' });
    else panels.push({ element: child, name });
  });
  if (!panels.length)
    problems.add({
      place: 'content',
      problem: 'has no tab',
      instead: 'nothing is shown; add a <section> with a heading and its content for each tab',
    });
  problems.report();
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
