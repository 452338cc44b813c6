import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCarousel, setViewportWidth, slidesHtml } from '@mf/media/testing/view-harness';

let view: ReturnType<typeof renderCarousel> | null = null;
const open = (...args: Parameters<typeof renderCarousel>) => (view = renderCarousel(...args));

beforeEach(() => setViewportWidth(1024)); // desktop: 3 per group
afterEach(() => {
  view?.cleanup();
  view = null;
  vi.useRealTimers();
});

describe('<mf-content-carousel> view: thresholds (spec §4, §9)', () => {
  it('3 slides on desktop are a static row: no region, no controls, the slides untouched', () => {
    const { base, ui, slides } = open(slidesHtml(3));
    expect(base().dataset.state).toBe('static');
    expect(base().getAttribute('role')).toBeNull();
    expect(ui.queryAllByRole('button')).toEqual([]);
    for (const slide of slides) {
      expect(slide.getAttribute('role')).toBeNull();
      expect(slide.hasAttribute('inert')).toBe(false);
    }
  });

  it('4 slides on desktop are a carousel of groups of 3: a labelled region, slides "n of 4"', () => {
    const { base, ui, slides } = open(slidesHtml(4));
    expect(base().dataset.state).toBe('carousel');
    expect(ui.getByRole('region', { name: 'Featured machines' })).toBe(base());
    expect(base().getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides.every((s) => s.getAttribute('role') === 'group')).toBe(true);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    // Only the visible group is reachable.
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, false, false, true]);
    expect(ui.getByRole('button', { name: 'Previous slides' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(ui.getByRole('button', { name: 'Next slides' })).not.toHaveAttribute('aria-disabled');
    const picker = ui.getByRole('group', { name: 'Choose slides' });
    expect([...picker.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(
      ['Slides 1 to 3', 'Slides 2 to 4'],
    );
    expect(ui.getByRole('button', { name: 'Slides 1 to 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(ui.getByRole('status')).toHaveTextContent('Slides 1 to 3 of 4');
    expect(ui.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('images outside the visible group become lazy; the hero’s first image is eager and high priority', () => {
    setViewportWidth(400);
    const { slides } = open(slidesHtml(3).replace('<img ', '<img loading="lazy" '), {
      variant: 'hero',
    });
    const images = slides.map((s) => s.querySelector('img')!);
    expect(images.map((i) => i.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
  });

  it.each(['cards', 'hero', 'gallery'] as const)(
    '%s: the same thresholds and groups at every breakpoint (1/2/3/4)',
    async (variant) => {
      vi.useFakeTimers();
      for (const [width, group] of [
        [400, 1],
        [800, 2],
        [1100, 3],
        [1500, 4],
      ] as const) {
        setViewportWidth(width);
        const atLimit = open(slidesHtml(group), { variant });
        expect(atLimit.base().dataset.state, `${group} slides at ${width}px`).toBe('static');
        expect(atLimit.ui.queryAllByRole('button')).toEqual([]);
        atLimit.cleanup();
        const above = open(slidesHtml(group + 1), { variant });
        expect(above.base().dataset.state, `${group + 1} slides at ${width}px`).toBe('carousel');
        expect(above.slides.filter((s) => !s.hasAttribute('inert'))).toHaveLength(group);
        above.cleanup();
      }
      view = null;
    },
  );

  it('re-evaluated on resize: 3 slides become a carousel on tablet and static again on desktop', async () => {
    vi.useFakeTimers();
    const { base, resize, slides } = open(slidesHtml(3));
    expect(base().dataset.state).toBe('static');
    await resize(800);
    expect(base().dataset.state).toBe('carousel');
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, false, true]);
    await resize(1100);
    expect(base().dataset.state).toBe('static');
    expect(slides.some((s) => s.hasAttribute('inert') || s.hasAttribute('aria-label'))).toBe(false);
  });

  it('the ownership links: a carousel on mobile, a plain list on desktop', async () => {
    vi.useFakeTimers();
    setViewportWidth(400);
    const { base, resize, ui, slides } = open(slidesHtml(5), { variant: 'ownership-links' });
    expect(base().dataset.state).toBe('carousel');
    await resize(1500);
    expect(base().dataset.state).toBe('static');
    expect(ui.getByRole('list')).toBeInTheDocument();
    expect(slides.every((s) => s.getAttribute('role') === 'listitem')).toBe(true);
    expect(ui.queryAllByRole('button')).toEqual([]);
  });

  it('slides the page adds later are counted', async () => {
    const { base, host } = open(slidesHtml(3));
    expect(base().dataset.state).toBe('static');
    act(() => host.insertAdjacentHTML('beforeend', slidesHtml(1)));
    await waitFor(() => expect(base().dataset.state).toBe('carousel'));
  });

  it('unmounting takes every attribute it set off the slides', () => {
    const { slides, unmount } = open(slidesHtml(5));
    unmount();
    for (const slide of slides)
      for (const name of ['role', 'aria-label', 'aria-roledescription', 'inert'])
        expect(slide.hasAttribute(name)).toBe(false);
  });
});

describe('<mf-content-carousel> view: rotation', () => {
  // Mobile: 3 hero slides are a carousel of one slide per group.
  beforeEach(() => setViewportWidth(400));
  const stubReducedMotion = (reduce: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: reduce && query.includes('reduce'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  it('rotates a group at a time with the live region off, wraps around, never emits', async () => {
    vi.useFakeTimers();
    const { ui, status, emit, base } = open(slidesHtml(3), { variant: 'hero', autoplay: 5 });
    expect(base().dataset.rotating).toBe('true');
    expect(ui.getByRole('status')).toHaveAttribute('aria-live', 'off');
    expect(ui.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
    // Each check 600 ms after a change: keen-slider's 500 ms animation has ended.
    await act(() => vi.advanceTimersByTimeAsync(5600));
    expect(status()).toBe('Slide 2 of 3');
    for (const expected of ['Slide 3 of 3', 'Slide 1 of 3']) {
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(status()).toBe(expected);
    }
    expect(emit).not.toHaveBeenCalled();
  });

  it('the stop control stops it and makes the live region polite; start resumes', async () => {
    vi.useFakeTimers();
    const { ui, status } = open(slidesHtml(3), { variant: 'hero', autoplay: 5 });
    fireEvent.click(ui.getByRole('button', { name: 'Stop automatic slide show' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(status()).toBe('Slide 1 of 3');
    expect(ui.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(ui.getByRole('button', { name: 'Start automatic slide show' }));
    await act(() => vi.advanceTimersByTimeAsync(5600));
    expect(status()).toBe('Slide 2 of 3');
  });

  it('the pointer over it and focus in it pause it without stopping it (docs/laws/motion.md)', async () => {
    vi.useFakeTimers();
    const { host, status, ui } = open(slidesHtml(3), { variant: 'hero', autoplay: 5 });
    fireEvent.pointerEnter(host);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(status()).toBe('Slide 1 of 3');
    fireEvent.pointerLeave(host);
    await act(() => vi.advanceTimersByTimeAsync(5600));
    expect(status()).toBe('Slide 2 of 3');
    const link = host.querySelector('a')!;
    act(() => link.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(status()).toBe('Slide 2 of 3');
    expect(ui.getByRole('button', { name: 'Stop automatic slide show' })).toBeInTheDocument();
    act(() => link.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    await act(() => vi.advanceTimersByTimeAsync(5600));
    expect(status()).toBe('Slide 3 of 3');
  });

  it('a press of the control (focus, then click, as a mouse or a tap gives it) stops it until pressed again', async () => {
    vi.useFakeTimers();
    const { host, status, ui } = open(slidesHtml(3), { variant: 'hero', autoplay: 5 });
    const stop = ui.getByRole('button', { name: 'Stop automatic slide show' });
    fireEvent.pointerEnter(host);
    fireEvent.focusIn(stop);
    fireEvent.click(stop);
    fireEvent.focusOut(stop);
    fireEvent.pointerLeave(host);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(status()).toBe('Slide 1 of 3');
    fireEvent.click(ui.getByRole('button', { name: 'Start automatic slide show' }));
    await act(() => vi.advanceTimersByTimeAsync(5600));
    expect(status()).toBe('Slide 2 of 3');
  });

  it('under prefers-reduced-motion nothing rotates and there is no rotation control', async () => {
    vi.useFakeTimers();
    stubReducedMotion(true);
    const { ui, status, base } = open(slidesHtml(3), { variant: 'hero', autoplay: 5 });
    expect(base().dataset.rotating).toBe('false');
    expect(ui.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(status()).toBe('Slide 1 of 3');
    expect(ui.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});

describe('<mf-content-carousel> view: media', () => {
  it('a slide that leaves the visible group stops its media', async () => {
    setViewportWidth(400);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const { host, ui, slides } = open(
      '<div><video src="/a.mp4"></video><mf-video-player></mf-video-player></div><div>Two</div>',
    );
    const stopped = vi.fn();
    host.querySelector('mf-video-player')!.addEventListener('mf-media-stop', stopped);
    fireEvent.click(ui.getByRole('button', { name: 'Slide 2' }));
    await waitFor(() => expect(slides[0]).toHaveAttribute('inert'));
    expect(pause).toHaveBeenCalled();
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
