/**
 * The carousel of the library: keen-slider drives the motion (touch, drag, snapping); this adds
 * what keen-slider has not (docs/specs/browser-notes.md): the WAI-ARIA carousel pattern (a labelled
 * region with the carousel role description, each slide a group labelled "n of m", previous and
 * next buttons, a slide picker, a polite live region that is off while rotating), keyboard
 * operation, a rotation control whenever it rotates by itself, and no rotation under
 * prefers-reduced-motion.
 *
 * The slides are the page's own HTML: the element children of `host`, slotted (never copied), so
 * their text and links exist without script and before the upgrade. spec §4/§9 decide when it is
 * a carousel at all (./carousel-model.ts), re-evaluated on resize (core/browser/breakpoints).
 *
 * Add `carouselCss` to the element's stylesheet.
 */
import { problemList } from '@mf/core/element/problems';
import { disarmUnsafeLinks } from '@mf/core/element/unsafe-links';
import { isRtl } from '@mf/core/browser/direction';
import { formatLabel } from '@mf/core/i18n/labels';
import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { useReducedMotion } from '@mf/core/browser/motion';
import { stopMedia } from '@mf/core/browser/media';
import { afterNextPaint } from '@mf/core/browser/after-paint';
import type KeenSlider from 'keen-slider';
import type { KeenSliderInstance } from 'keen-slider';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import {
  groupOf,
  groupStarts,
  isCarousel,
  lastStart,
  slidesPerGroup,
  stepTo,
  visibleSlides,
  type CarouselRule,
} from './carousel-model';
import { markSlides, setImageLoading, slidesOf, thumbnailOf } from './carousel-slides';
import { LiveRegion } from './live-region';

export * from './carousel-model';
/** The slides of a host: its element children without scripts, styles and templates. */
export { slidesOf } from './carousel-slides';
// Imported as text and minified by the build (scripts/build-plugins.ts), like every element sheet.
export { default as carouselCss } from './carousel.css';

export interface CarouselLabels {
  /** aria-roledescription of the region. */
  roleCarousel: string;
  /** aria-roledescription of a slide. */
  roleSlide: string;
  /** A slide's name: '{n} of {count}'. */
  slide: string;
  previous: string;
  next: string;
  /** Name of the picker group. */
  picker: string;
  /** A picker button showing one slide: 'Slide {n}'. */
  pickSlide: string;
  /** A picker button showing a group: 'Slides {from} to {to}'. */
  pickGroup: string;
  /** Live text with one slide per group: 'Slide {n} of {count}'. */
  showingSlide: string;
  /** Live text with groups: 'Slides {from} to {to} of {count}'. */
  showingGroup: string;
  stopRotation: string;
  startRotation: string;
}

/** What a caller may ask of the carousel (the `handle` prop). */
export interface CarouselHandle {
  /**
   * Shows the group holding slide `index` (nothing moves when it is shown already, or when the
   * slides are a static row), as a change of the visitor's: `onChange` reports it. The image
   * gallery's larger view uses it so the carousel follows the picture shown when it closes.
   */
  show: (index: number) => void;
}

export interface CarouselProps {
  /** The element whose element children are the slides. */
  host: HTMLElement | null;
  /** Accessible name of the region. */
  label: string;
  rule?: CarouselRule;
  /** Seconds between automatic slide changes; 0 = never rotates. */
  autoplay?: number;
  labels: CarouselLabels;
  /** The picker shows the slides' thumbnails (the image gallery). */
  thumbnails?: boolean;
  /** The first slide's first image is the page's largest paint: never lazy (the hero). */
  eagerFirst?: boolean;
  /** When not a carousel the slides are a plain list (the ownership links). */
  list?: boolean;
  /**
   * Previous and next show only with more slides than this (the product gallery's thumbnail
   * arrows: more than 4, spec §9); the picker and the arrow keys still move. Default 0: always.
   */
  stepButtonsAbove?: number;
  /** The visitor changed the slides (buttons, picker, keys, swipe): the first visible index. */
  onChange?: (first: number) => void;
  /** Receives the carousel's `CarouselHandle` (optional; additive for the gallery's larger view). */
  handle?: Ref<CarouselHandle>;
}

type Cause = 'user' | 'auto';

/**
 * True when the host is laid out right to left (its computed `direction`: a `dir` on it or on
 * an ancestor of the page), following a later change of any `dir` attribute in the document.
 * Read when rendering, not in the commit: there, after React has inserted the carousel's tree,
 * the read would make the browser compute that tree's style inside the commit's task (1.5-2 ms
 * of the product gallery's 13); before it, the page's style is clean.
 */
function useRtl(host: HTMLElement | null): boolean {
  const [read, setRead] = useState(() => ({ host, rtl: isRtl(host) }));
  let rtl = read.rtl;
  if (read.host !== host) {
    // A new host: its direction, read in this render (React's state-from-props pattern).
    rtl = isRtl(host);
    setRead({ host, rtl });
  }
  useLayoutEffect(() => {
    if (!host) return;
    const observer = new MutationObserver(() => setRead({ host, rtl: isRtl(host) }));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['dir'],
      subtree: true,
    });
    return () => observer.disconnect();
  }, [host]);
  return rtl;
}

/** The slides of `host`, following children added, removed, hidden or shown by the page. */
function useSlides(host: HTMLElement | null): HTMLElement[] {
  const [slides, setSlides] = useState<HTMLElement[]>(() => (host ? slidesOf(host) : []));
  useEffect(() => {
    if (!host) return;
    const read = () => {
      // The slides are the page's HTML, shown as they are: a link in them that would run script is
      // disarmed when it comes (core/element/unsafe-links), and a carousel with no slide at all
      // is reported, so the editor mode shows what to add instead of a blank box.
      disarmUnsafeLinks(host);
      const problems = problemList(host, 'slides');
      if (!slidesOf(host).length)
        problems.add({
          place: 'content',
          problem: 'has no slides',
          instead: 'nothing is shown; add each slide as a child element',
        });
      problems.report();
      setSlides((old) => {
        const now = slidesOf(host);
        return now.length === old.length && now.every((s, i) => s === old[i]) ? old : now;
      });
    };
    read();
    const observer = new MutationObserver(read);
    // A child's `hidden` too (slidesOf). The filter cannot stop at the children: one inside a
    // slide reads the same slides again, and the state keeps the old array.
    observer.observe(host, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
    return () => observer.disconnect();
  }, [host]);
  return slides;
}

export function Carousel(props: CarouselProps) {
  const { host, labels, rule = {}, autoplay = 0 } = props;
  const slides = useSlides(host);
  const breakpoint = useBreakpoint();
  const reduced = useReducedMotion();
  const rtl = useRtl(host);
  const count = slides.length;
  const perView = slidesPerGroup(breakpoint, rule);
  const enabled = isCarousel(count, breakpoint, rule);
  const [firstState, setFirst] = useState(0);
  const first = enabled ? Math.min(firstState, lastStart(count, perView)) : 0;
  const trackRef = useRef<HTMLDivElement>(null);
  const baseRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const cause = useRef<Cause>('user');
  const onChange = useRef(props.onChange);
  const firstRef = useRef(first);

  // Rotation (docs/laws/motion.md): a rotation control whenever it rotates, and only the
  // visitor's press of it stops or starts the rotation (mouse, touch or keys alike); the pointer
  // over it and focus inside it pause it without changing that; never under prefers-reduced-motion.
  const rotates = enabled && autoplay > 0 && !reduced;
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = rotates && !stopped && !hovered && !focused;

  const visible = useMemo(
    () => new Set(enabled ? visibleSlides(first, count, perView) : slides.map((_, i) => i)),
    [enabled, first, count, perView, slides],
  );

  const go = (target: number, why: Cause) => {
    cause.current = why;
    const index = Math.min(Math.max(0, target), lastStart(count, perView));
    const slider = sliderRef.current;
    if (slider) slider.moveToIdx(index);
    else setFirst(index);
  };

  // keen-slider lives while this is a carousel with these groups; destroyed otherwise (it then
  // takes its inline sizes and transforms off the slides). It is loaded only when a carousel
  // first needs it (a chunk of its own, about 5.8 KB gzip): a static row, the common case of
  // a few cards on a wide screen, never downloads it. Until it is there the controls work
  // without motion (`go` sets the index; the slider starts at it).
  useEffect(() => {
    const track = trackRef.current;
    const base = baseRef.current;
    if (!enabled || !track || !base) return;
    let slider: KeenSliderInstance | undefined;
    let gone = false;
    loadKeenSlider().then(
      (Slider) => {
        if (gone) return;
        const spacing = parseFloat(getComputedStyle(base).columnGap) || 0;
        slider = new Slider(track, {
          selector: () => slides,
          // Right to left: the first slide at the right, next moves leftwards, a
          // swipe to the right shows the next slide (the track's row is reversed in the sheet).
          rtl,
          slides: { perView, spacing },
          initial: Math.min(firstRef.current, lastStart(count, perView)),
          // Reduced motion: the slide changes at once (keen-slider needs a non-zero duration).
          defaultAnimation: { duration: reduced ? 1 : 500 },
          // Our own renderer (placeSlides): keen-slider's writes translate3d().
          renderMode: 'custom',
          created: placeSlides,
          updated: placeSlides,
          detailsChanged: placeSlides,
          slideChanged: (s) => setFirst(s.track.details.rel),
          dragStarted: () => {
            cause.current = 'user';
          },
          animationEnded: (s) => {
            if (cause.current === 'user') onChange.current?.(s.track.details.rel);
          },
        });
        sliderRef.current = slider ?? null;
      },
      (error: unknown) => console.error('carousel: keen-slider could not be loaded', error),
    );
    return () => {
      gone = true;
      sliderRef.current = null;
      slider?.destroy();
      for (const slide of slides)
        slide.style.transform = slide.style.minWidth = slide.style.maxWidth = '';
    };
    // The current first slide only seeds a new slider; the slider reports later changes itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, perView, slides, reduced, rtl]);

  // Without keen-slider (no motion: a static change) the change is reported here.
  const reported = useRef(first);
  useEffect(() => {
    if (!sliderRef.current && first !== reported.current && cause.current === 'user')
      onChange.current?.(first);
    reported.current = first;
  }, [first]);

  // The slides' semantics, inert outside the visible group, lazy images outside it. In the same
  // commit as the state they follow (a layout effect): a carousel is never painted, nor read by
  // a screen reader, with every slide reachable, or a static row with slides still inert.
  const slideLabel = labels.slide;
  const roleSlide = labels.roleSlide;
  useLayoutEffect(() => {
    markSlides(slides, {
      carousel: enabled,
      list: !!props.list,
      visible,
      slideLabel,
      roleDescription: roleSlide,
    });
  }, [slides, enabled, visible, slideLabel, roleSlide, props.list]);
  useLayoutEffect(
    () => () => markSlides(slides, { ...NOT_A_CAROUSEL, visible: new Set() }),
    [slides],
  );
  // Images load for the shown group and the next one only (docs/laws/motion.md). Before the
  // paint: the element's first commit ends the page stylesheet's hold on them.
  const next = enabled ? stepTo(first, 1, count, perView, true) : 0;
  useLayoutEffect(() => {
    const wanted = enabled
      ? new Set([...visible, ...visibleSlides(next, count, perView)])
      : new Set(slides.keys());
    setImageLoading(slides, visible, !!props.eagerFirst, wanted);
  }, [slides, enabled, visible, next, count, perView, props.eagerFirst]);
  useLayoutEffect(
    () => () => {
      const all = new Set(slides.keys());
      setImageLoading(slides, all, false, all);
    },
    [slides],
  );

  // A slide that leaves the visible group stops its media (a playing video pauses).
  const shown = useRef<ReadonlySet<number>>(visible);
  useEffect(() => {
    for (const index of shown.current)
      if (!visible.has(index) && slides[index]) stopMedia(slides[index]);
    shown.current = visible;
  }, [visible, slides]);

  // Automatic rotation: a whole group at a time, from the last back to the first, every
  // `autoplay` seconds while rotating (a slide change does not restart the period).
  const goRef = useRef(go);
  // The latest values for the timer and keen-slider's callbacks, set after each commit.
  useLayoutEffect(() => {
    onChange.current = props.onChange;
    firstRef.current = first;
    goRef.current = go;
  });
  useImperativeHandle(
    props.handle,
    () => ({
      show: (index: number) => {
        if (!enabled || index < 0 || index >= count) return;
        if (visibleSlides(firstRef.current, count, perView).includes(index)) return;
        goRef.current(groupStarts(count, perView)[groupOf(index, count, perView)]!, 'user');
      },
    }),
    [enabled, count, perView],
  );
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      goRef.current(stepTo(firstRef.current, 1, count, perView, true), 'auto');
    }, autoplay * 1000);
    return () => clearInterval(timer);
  }, [rotating, autoplay, count, perView]);

  // Focus and pointer anywhere in the element, slides included (they are light DOM: React's own
  // handlers do not see their events). Pointer events, not mouse events: a touch ends its
  // "hover" when the finger lifts (the emulated mouseenter of a tap would never leave).
  useEffect(() => {
    if (!host) return;
    const on: Record<string, (event: Event) => void> = {
      focusin: () => setFocused(true),
      // Focus moving inside the element (to a control in the shadow root: related is the host).
      focusout: (event) => {
        const to = (event as FocusEvent).relatedTarget as Node | null;
        if (!to || !host.contains(to)) setFocused(false);
      },
      pointerenter: () => setHovered(true),
      pointerleave: () => setHovered(false),
    };
    for (const type in on) host.addEventListener(type, on[type]!);
    return () => {
      for (const type in on) host.removeEventListener(type, on[type]!);
    };
  }, [host]);

  const starts = groupStarts(count, perView);
  const group = groupOf(first, count, perView);

  // A picker wider than its row scrolls: the current group's button is brought into its view
  // (after the paint: a layout read). A picker that fits is not moved.
  const pickerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const picker = pickerRef.current;
    if (!picker) return;
    return afterNextPaint(() => {
      const current = picker.querySelector('[aria-current]');
      if (!current || picker.scrollWidth <= picker.clientWidth) return;
      const box = picker.getBoundingClientRect();
      const own = current.getBoundingClientRect();
      const delta =
        own.left < box.left
          ? own.left - box.left
          : own.right > box.right
            ? own.right - box.right
            : 0;
      if (delta) picker.scrollBy({ left: delta });
    });
  }, [group, enabled]);
  const stepButtons = count > (props.stepButtonsAbove ?? 0);
  const atStart = first <= 0;
  const atEnd = first >= lastStart(count, perView);
  const shownList = [...visible];
  const status =
    perView === 1
      ? formatLabel(labels.showingSlide, { n: first + 1, count })
      : formatLabel(labels.showingGroup, {
          from: shownList[0]! + 1,
          to: shownList.at(-1)! + 1,
          count,
        });

  // Left and right arrows on the carousel's own controls move a group the way the arrow points
  // (right to left, ArrowLeft is next); the slides' links and fields keep their keys.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!(event.target as Element).closest?.('[data-carousel-control]')) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const forward = (event.key === 'ArrowRight') !== rtl;
    go(stepTo(first, forward ? 1 : -1, count, perView), 'user');
  };

  const pickerLabel = (start: number) => {
    const end = Math.min(count, start + perView);
    return perView === 1
      ? formatLabel(labels.pickSlide, { n: start + 1 })
      : formatLabel(labels.pickGroup, { from: start + 1, to: end });
  };

  return (
    <div
      part="base"
      ref={baseRef}
      className="mf-carousel"
      data-state={enabled ? 'carousel' : 'static'}
      data-rotating={rotating ? 'true' : 'false'}
      role={enabled ? 'region' : undefined}
      aria-roledescription={enabled ? labels.roleCarousel : undefined}
      aria-label={enabled ? props.label : undefined}
      onKeyDown={onKeyDown}
    >
      {rotates ? (
        <button
          type="button"
          part="rotation"
          className="mf-carousel__rotation"
          data-carousel-control=""
          aria-label={stopped ? labels.startRotation : labels.stopRotation}
          onClick={() => setStopped((s) => !s)}
        >
          <span aria-hidden="true" className={stopped ? 'mf-icon-play' : 'mf-icon-pause'} />
        </button>
      ) : null}
      <div
        part="track"
        ref={trackRef}
        className="mf-carousel__track"
        role={!enabled && props.list ? 'list' : undefined}
        style={{ '--_per-view': perView } as React.CSSProperties}
      >
        <slot />
      </div>
      {enabled ? (
        <div part="controls" className="mf-carousel__controls">
          {stepButtons ? (
            <button
              type="button"
              part="previous"
              className="mf-carousel__step"
              data-carousel-control=""
              aria-label={labels.previous}
              aria-disabled={atStart || undefined}
              onClick={() => !atStart && go(stepTo(first, -1, count, perView), 'user')}
            >
              <span aria-hidden="true" className="mf-icon-previous" />
            </button>
          ) : null}
          <div
            part="picker"
            className="mf-carousel__picker"
            role="group"
            aria-label={labels.picker}
            ref={pickerRef}
          >
            {starts.map((start, i) => {
              const thumb = props.thumbnails ? thumbnailOf(slides[start]!) : '';
              return (
                <button
                  key={start}
                  type="button"
                  className={thumb ? 'mf-carousel__thumb' : 'mf-carousel__dot'}
                  data-carousel-control=""
                  aria-label={pickerLabel(start)}
                  aria-current={i === group || undefined}
                  onClick={() => go(start, 'user')}
                >
                  {thumb ? <img src={thumb} alt="" /> : null}
                </button>
              );
            })}
          </div>
          {stepButtons ? (
            <button
              type="button"
              part="next"
              className="mf-carousel__step"
              data-carousel-control=""
              aria-label={labels.next}
              aria-disabled={atEnd || undefined}
              onClick={() => !atEnd && go(stepTo(first, 1, count, perView), 'user')}
            >
              <span aria-hidden="true" className="mf-icon-next" />
            </button>
          ) : null}
        </div>
      ) : null}
      {enabled ? <LiveRegion message={status} off={rotating} /> : null}
    </div>
  );
}

/**
 * keen-slider's default renderer, with a 2D transform: the width of each slide, and each slide
 * moved to its place in the track. keen-slider's own writes `translate3d()`, which makes every
 * slide a composited layer that Chromium snaps to whole pixels apart from the rest of the
 * element: the slides then sat 1 px lower than the controls on a host placed at a fraction of a
 * pixel (the host-page screenshots of tests/e2e/host-pages.e2e.ts, measured 1.59% of pixels; 0
 * with a 2D transform).
 */
function placeSlides(slider: KeenSliderInstance): void {
  const details = slider.track.details;
  if (!details) return;
  let offset = 0;
  slider.slides.forEach((slide, index) => {
    const own = details.slides[index];
    if (!own) return;
    const size = own.size * slider.size;
    slide.style.minWidth = slide.style.maxWidth = `${size}px`;
    slide.style.transform = `translateX(${own.distance * slider.size - offset}px)`;
    offset += size;
  });
}

let keenSlider: Promise<typeof KeenSlider> | undefined;

/**
 * keen-slider, loaded once per page when the first carousel needs it. A failed load is logged
 * and asked again by the next carousel that needs it; meanwhile the controls still change the
 * shown group (its slides, names and live text), without motion.
 */
function loadKeenSlider(): Promise<typeof KeenSlider> {
  keenSlider ??= import('keen-slider').then(
    (module) => module.default,
    (error: unknown) => {
      keenSlider = undefined;
      throw error;
    },
  );
  return keenSlider;
}

const NOT_A_CAROUSEL = {
  carousel: false,
  list: false,
  slideLabel: '',
  roleDescription: '',
} as const;
