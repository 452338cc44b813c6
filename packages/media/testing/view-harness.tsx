/**
 * Test support for the carousel's view tests (never imported by element code): a host element
 * with the page's slides as its children and a shadow root the view renders into with a slot,
 * as the element adapter does, at a chosen viewport width.
 */
import { defaultProps, type PropsOf } from '@mf/core/element/define-api';
import { ElementContext } from '@mf/core/element/element-context';
import { act, render, within } from '@testing-library/react';
import { vi } from 'vitest';
import { ContentCarousel } from '../src/content-carousel/content-carousel';
import { contentCarouselApi } from '../src/content-carousel/content-carousel.api';

type Props = PropsOf<typeof contentCarouselApi>;

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** `count` slides, each an article with a heading, a link and an image. */
export function slidesHtml(count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<article><img src="/s${i + 1}.jpg" alt="Slide picture ${i + 1}"><h3>Machine ${i + 1}</h3><a href="/m${i + 1}">More</a></article>`,
  ).join('');
}

export function renderCarousel(html: string, overrides: Partial<Props> = {}) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const emit = vi.fn((_name: string, _detail?: unknown) => true);
  const props = { ...defaultProps(contentCarouselApi), label: 'Featured machines', ...overrides };
  const ui = (p: Props) => (
    <ElementContext.Provider value={{ host, portalRoot: shadow, locale: 'en', emit }}>
      <ContentCarousel {...p} />
    </ElementContext.Provider>
  );
  const view = render(ui(props), { container: mount });
  const slides = [...host.children] as HTMLElement[];
  return {
    ...view,
    host,
    emit,
    slides,
    ui: within(mount),
    base: () => mount.querySelector<HTMLElement>('[part~="base"]')!,
    status: () => mount.querySelector('[role="status"]')?.textContent ?? null,
    rerenderWith: (more: Partial<Props>) => view.rerender(ui({ ...props, ...more })),
    cleanup: () => {
      view.unmount();
      host.remove();
    },
    /** Moves the viewport to `width` and lets the debounced breakpoint follow. */
    resize: async (width: number) => {
      setViewportWidth(width);
      await act(async () => {
        window.dispatchEvent(new Event('resize'));
        await vi.advanceTimersByTimeAsync(250);
      });
    },
  };
}
