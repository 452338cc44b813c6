/**
 * Test support for the navigation views (never imported by element code): a host element with
 * the page's markup as its children and a shadow root the view renders into, as the element
 * adapter does, at a chosen viewport width.
 */
import { defaultProps, type ElementApi, type PropsOf } from '@mf/core/element/define-api';
import { ElementContext } from '@mf/core/element/element-context';
import { act, render, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

export function renderView<Api extends ElementApi>(
  api: Api,
  View: ComponentType<PropsOf<Api>>,
  html: string,
  overrides: Partial<PropsOf<Api>> = {},
) {
  const host = document.createElement(api.tag);
  host.innerHTML = html;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const emit = vi.fn((name: string, detail?: unknown) =>
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
  );
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
    shadow,
    emit,
    // The shadow root: portals (dialogs) render there, beside the mount.
    ui: within(shadow as unknown as HTMLElement),
    base: () => mount.querySelector<HTMLElement>('[part~="base"]')!,
    rerenderWith: (more: Partial<PropsOf<Api>>) => view.rerender(ui({ ...props, ...more })),
    cleanup: () => {
      view.unmount();
      host.remove();
    },
  };
}

/** Moves the viewport to `width` and lets the debounced breakpoint follow (fake timers). */
export async function resize(width: number): Promise<void> {
  setViewportWidth(width);
  await act(async () => {
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(250);
  });
}

/** The sample header markup a CMS renders (README "Markup"). */
export const HEADER_HTML = `
  <a slot="logo" href="/"><img src="/logo.svg" alt="MF home" width="120" height="32"></a>
  <nav data-nav="utility" aria-label="Service">
    <ul><li><a href="/owners">Owners</a></li><li><a href="/careers">Careers</a></li></ul>
  </nav>
  <nav data-nav="main" aria-label="Main">
    <ul>
      <li data-nav="products"><a href="/products">Products</a>
        <ul>
          <li><a href="/tractors">Tractors</a><ul><li><a href="/tractors/5s">MF 5S</a></li></ul></li>
          <li><a href="/combines">Combines</a></li>
        </ul>
      </li>
      <li><a href="/ownership">Ownership</a><ul><li><a href="/finance">Finance</a></li></ul></li>
      <li><a href="/news" aria-current="page">News</a></li>
    </ul>
  </nav>`;

export const FOOTER_HTML = `
  <nav data-nav="columns" aria-label="Footer">
    <section><h2>Products</h2><ul><li><a href="/tractors">Tractors</a></li><li><a href="/combines">Combines</a></li></ul></section>
    <section><h2>Company</h2><ul><li><a href="/about">About us</a></li></ul></section>
  </nav>
  <ul data-nav="social"><li><a href="https://video.example/mf">Videos</a></li></ul>
  <ul data-nav="legal"><li><a href="/privacy">Privacy</a></li></ul>
  <a data-nav="global-home" href="https://www.mf.example/" lang="en">Global site (English)</a>
  <p data-nav="copyright">© 2026 MF</p>`;

export const MARKETS = {
  regions: [
    {
      name: 'Europe',
      markets: [
        { name: 'United Kingdom', languages: [{ name: 'English', lang: 'en-GB', href: '/uk/' }] },
        {
          name: 'Schweiz',
          languages: [
            { name: 'Deutsch', lang: 'de-CH', href: '/ch/de/' },
            { name: 'Français', lang: 'fr-CH', href: '/ch/fr/' },
          ],
        },
      ],
    },
    {
      name: 'North America',
      markets: [
        {
          name: 'Canada',
          languages: [
            { name: 'English', lang: 'en-CA', href: '/ca/en/' },
            { name: 'Français', lang: 'fr-CA', href: '/ca/fr/' },
          ],
        },
      ],
    },
  ],
};

export const marketsHtml = (data: unknown = MARKETS) =>
  `<script type="application/json">${JSON.stringify(data)}</script>`;
