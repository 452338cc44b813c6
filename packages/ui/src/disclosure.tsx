/**
 * WAI-ARIA disclosure (and accordion) primitive: a button with `aria-expanded` and
 * `aria-controls`, and the region it shows or hides (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/,
 * .../patterns/accordion/).
 *
 * The region moves through four states (dealer-locator spec §4 "Detail: sections are
 * collapsible (expanding, expanded, collapsing, collapsed)"): opening animates its height from 0
 * to its content height, closing back to 0. The state is on the region as `data-state` so an
 * element's CSS can style each phase. Under prefers-reduced-motion the change is instant.
 *
 * Usage (single disclosure):
 *
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <Disclosure id="hours" open={open} onOpenChange={setOpen} summary="Opening times" headingLevel={3}>
 *   <OpeningTimes />
 * </Disclosure>
 * ```
 *
 * Accordion, one section open at a time:
 *
 * ```tsx
 * const accordion = useAccordion({ single: true });
 * {sections.map((s) => (
 *   <Disclosure key={s.id} id={s.id} {...accordion.itemProps(s.id)} summary={s.title}>...</Disclosure>
 * ))}
 * ```
 *
 * Render `disclosureCss` in the element's stylesheet (exported below).
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { prefersReducedMotion } from '@mf/core/browser/motion';

export type DisclosureState = 'expanding' | 'expanded' | 'collapsing' | 'collapsed';

/** Default height animation (spec §9 of site-components: UI animations are 300 ms). */
export const DISCLOSURE_DURATION_MS = 300;

/**
 * Extra wait before a transition is declared finished when no `transitionend` arrives (dealer-locator
 * spec §9 "transition fail-safe delay 100 ms"; background tabs and `display: none` ancestors never
 * fire it).
 */
export const DISCLOSURE_FAIL_SAFE_MS = 100;

/**
 * Drives a region's height animation and returns its current state.
 *
 * @param open whether the region should be open
 * @param regionRef the region element whose `style.height` is animated
 * @param durationMs animation length; 0 or prefers-reduced-motion make it instant
 * @param onStateChange called with each new state (after the first render)
 */
export function useDisclosureState(
  open: boolean,
  regionRef: RefObject<HTMLElement | null>,
  durationMs = DISCLOSURE_DURATION_MS,
  onStateChange?: (state: DisclosureState) => void,
): DisclosureState {
  const [state, setState] = useState<DisclosureState>(open ? 'expanded' : 'collapsed');
  const notify = useRef(onStateChange);
  useLayoutEffect(() => {
    notify.current = onStateChange;
  });
  const [previousOpen, setPreviousOpen] = useState(open);
  // Start a phase when `open` flips: adjusted during render (React's pattern for state derived
  // from props), so StrictMode's double effects cannot animate the first render.
  if (previousOpen !== open) {
    setPreviousOpen(open);
    const instant = durationMs <= 0 || prefersReducedMotion();
    if (open) setState(instant ? 'expanded' : 'expanding');
    else setState(instant ? 'collapsed' : 'collapsing');
  }

  // Run the animation of a phase, then settle.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || (state !== 'expanding' && state !== 'collapsing')) {
      if (region) {
        region.style.height = '';
        region.style.transition = '';
        region.style.overflow = '';
      }
      return;
    }
    const target: DisclosureState = state === 'expanding' ? 'expanded' : 'collapsed';
    // Collapsing starts from the current height, so reversing mid-animation does not jump.
    const from = state === 'expanding' ? '0px' : `${region.offsetHeight}px`;
    region.style.overflow = 'hidden';
    region.style.transition = 'none';
    region.style.height = from;
    const full = `${region.scrollHeight}px`;
    void region.offsetHeight; // commit the start height before the transition begins
    region.style.transition = `height ${durationMs}ms ease`;
    region.style.height = state === 'expanding' ? full : '0px';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setState(target);
    };
    const onEnd = (event: TransitionEvent) => {
      if (event.target === region && event.propertyName === 'height') finish();
    };
    region.addEventListener('transitionend', onEnd);
    const timer = setTimeout(finish, durationMs + DISCLOSURE_FAIL_SAFE_MS);
    return () => {
      done = true;
      clearTimeout(timer);
      region.removeEventListener('transitionend', onEnd);
    };
  }, [state, durationMs, regionRef]);

  const reported = useRef(state);
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    notify.current?.(state);
  }, [state]);

  return state;
}

export interface DisclosureProps {
  /** Base id: the button gets `<id>-button`, the region `<id>-region`. Unique in the shadow root. */
  id: string;
  /** Whether the region is open (controlled). */
  open: boolean;
  /** Called with the requested state when the button is activated. */
  onOpenChange: (open: boolean) => void;
  /** Button content (the section title). */
  summary: ReactNode;
  /** Region content. Kept mounted while collapsed (hidden), so its state survives. */
  children: ReactNode;
  /**
   * Wraps the button in `<hN>` as the accordion pattern asks (2-6). Omit for a plain disclosure.
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Height animation in ms (default 300); instant under prefers-reduced-motion. */
  durationMs?: number;
  /** Called on every state change (expanding, expanded, collapsing, collapsed). */
  onStateChange?: (state: DisclosureState) => void;
  /**
   * Gives the region `role="region"` labelled by the button (accordion pattern). Default true;
   * set false when many sections are on a page (the APG advises against > 6 region landmarks).
   */
  landmark?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
  /** `part` names on the wrapper (the button gets `disclosure-button`, the region `disclosure-region`). */
  part?: string;
}

/** A disclosure button and its animated region. */
export function Disclosure({
  id,
  open,
  onOpenChange,
  summary,
  children,
  headingLevel,
  durationMs = DISCLOSURE_DURATION_MS,
  onStateChange,
  landmark = true,
  className,
  part,
}: DisclosureProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  const state = useDisclosureState(open, regionRef, durationMs, onStateChange);
  const buttonId = `${id}-button`;
  const regionId = `${id}-region`;
  const button = (
    <button
      type="button"
      id={buttonId}
      className="mf-disclosure__button"
      part="disclosure-button"
      aria-expanded={open}
      aria-controls={regionId}
      onClick={() => onOpenChange(!open)}
    >
      <span className="mf-disclosure__summary">{summary}</span>
      <span className="mf-disclosure__icon" aria-hidden="true" />
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div
      className={['mf-disclosure', className].filter(Boolean).join(' ')}
      part={part}
      data-state={state}
    >
      {Heading ? <Heading className="mf-disclosure__heading">{button}</Heading> : button}
      <div
        ref={regionRef}
        id={regionId}
        className="mf-disclosure__region"
        part="disclosure-region"
        role={landmark ? 'region' : undefined}
        aria-labelledby={landmark ? buttonId : undefined}
        data-state={state}
        hidden={state === 'collapsed'}
      >
        {children}
      </div>
    </div>
  );
}

export interface AccordionOptions {
  /** Only one section open at a time (site-components spec §4 "Accordion lists open one at a time"). */
  single?: boolean;
  /** Ids open at first. */
  initiallyOpen?: string[];
}

export interface Accordion {
  /** Ids currently open. */
  openIds: ReadonlySet<string>;
  isOpen: (id: string) => boolean;
  /** Opens or closes a section; in single mode opening one closes the others. */
  setOpen: (id: string, open: boolean) => void;
  /** Closes every section (e.g. "all collapsed on each new render", dealer-locator spec §4). */
  collapseAll: () => void;
  /** `open` + `onOpenChange` for a `<Disclosure>`. */
  itemProps: (id: string) => { open: boolean; onOpenChange: (open: boolean) => void };
}

/** State for a group of disclosures acting as an accordion. */
export function useAccordion({
  single = false,
  initiallyOpen = [],
}: AccordionOptions = {}): Accordion {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(
    () => new Set(single ? initiallyOpen.slice(0, 1) : initiallyOpen),
  );
  const setOpen = useCallback(
    (id: string, open: boolean) =>
      setOpenIds((current) => {
        if (open) return single ? new Set([id]) : new Set([...current, id]);
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [single],
  );
  const collapseAll = useCallback(() => setOpenIds(new Set()), []);
  const isOpen = useCallback((id: string) => openIds.has(id), [openIds]);
  const itemProps = useCallback(
    (id: string) => ({ open: openIds.has(id), onOpenChange: (open: boolean) => setOpen(id, open) }),
    [openIds, setOpen],
  );
  return { openIds, isOpen, setOpen, collapseAll, itemProps };
}

/** Disclosure styles; add to the sheet of every element that uses `<Disclosure>`. */
export const disclosureCss = `
.mf-disclosure__heading { margin: 0; font-size: inherit; }
.mf-disclosure__button { display: flex; width: 100%; min-height: var(--_control-size); align-items: center; justify-content: space-between; gap: var(--_space-4); padding: var(--_space-3) var(--_space-4); border: 0; border-bottom: 1px solid var(--_color-divider); background: none; color: inherit; font: inherit; font-weight: var(--_font-weight-bold); text-align: start; cursor: pointer; }
.mf-disclosure__button:focus-visible { outline: 3px solid var(--_color-focus); outline-offset: -3px; }
.mf-disclosure__icon { flex: none; width: calc(0.6 * var(--_unit)); height: calc(0.6 * var(--_unit)); border-right: 2px solid currentColor; border-bottom: 2px solid currentColor; transform: rotate(45deg); transition: transform var(--_duration-long) var(--_easing-standard); }
.mf-disclosure__button[aria-expanded='true'] .mf-disclosure__icon { transform: rotate(-135deg); }
.mf-disclosure__region { padding: 0 var(--_space-4); }
@media (prefers-reduced-motion: reduce) { .mf-disclosure__icon { transition: none; } }
`;
