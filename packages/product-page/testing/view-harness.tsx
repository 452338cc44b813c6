/**
 * Test support for the product page's view tests (never imported by element code): a host
 * element with the page's HTML as its children and a shadow root the view renders into, as the
 * element adapter does, at a chosen viewport width.
 */
import { defaultProps, type ElementApi, type PropsOf } from '@mf/core/element/define-api';
import { ElementContext } from '@mf/core/element/element-context';
import { act, render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** Moves the viewport to `width` and lets the debounced breakpoint follow (fake timers). */
export async function resizeTo(width: number): Promise<void> {
  setViewportWidth(width);
  await act(async () => {
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(250);
  });
}

/** `count` figures, each a picture with its thumbnail. */
export function figuresHtml(count: number): string {
  return Array.from(
    { length: count },
    (_, i) =>
      `<figure><img src="/p${i + 1}.jpg" data-thumb="/t${i + 1}.jpg" alt="Picture ${i + 1}"></figure>`,
  ).join('');
}

export function renderView<Api extends ElementApi>(
  api: Api,
  View: ComponentType<PropsOf<Api>>,
  html: string,
  overrides: Partial<PropsOf<Api>> = {},
  tag = api.tag,
) {
  const host = document.createElement(tag);
  host.innerHTML = html;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const emit = vi.fn((_name: string, _detail?: unknown) => true);
  const props = { ...defaultProps(api), ...overrides } as PropsOf<Api>;
  const ui = (p: PropsOf<Api>) => (
    <ElementContext.Provider value={{ host, portalRoot: shadow, locale: 'en', emit }}>
      <View {...p} />
    </ElementContext.Provider>
  );
  const view = render(ui(props), { container: mount });
  return {
    ...view,
    host,
    emit,
    shadow,
    ui: within(mount),
    part: (name: string) => mount.querySelector<HTMLElement>(`[part~="${name}"]`),
    rerenderWith: (more: Partial<PropsOf<Api>>) => view.rerender(ui({ ...props, ...more })),
  };
}
