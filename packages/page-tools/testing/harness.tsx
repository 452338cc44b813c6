/**
 * Test support for the page-tools views (never imported by element code): a host element with
 * the page's markup as its children and an open shadow root the view renders into (dialogs portal
 * there too), as the element adapter does; `emit` dispatches from the host like the adapter's.
 */
import { defaultProps, type ElementApi, type PropsOf } from '@mf/core/element/define-api';
import { ElementContext } from '@mf/core/element/element-context';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export function mountView<Api extends ElementApi>(
  api: Api,
  View: ComponentType<PropsOf<Api>>,
  { html = '', id = '', props = {} }: { html?: string; id?: string; props?: Partial<PropsOf<Api>> },
) {
  const host = document.createElement(api.tag);
  if (id) host.id = id;
  host.innerHTML = html;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const emit = vi.fn((name: string, detail?: unknown) =>
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true })),
  );
  const all = { ...defaultProps(api), ...props } as PropsOf<Api>;
  const view = render(
    <ElementContext.Provider value={{ host, portalRoot: shadow, locale: 'en', emit }}>
      <View {...all} />
    </ElementContext.Provider>,
    { container: mount },
  );
  return {
    host,
    shadow,
    emit,
    base: () => mount.querySelector<HTMLElement>('[part~="base"]')!,
    /** The focused element, inside the shadow root or on the page. */
    active: () => shadow.activeElement ?? document.activeElement,
    cleanup: () => {
      view.unmount();
      host.remove();
    },
  };
}

/** prefers-reduced-motion on (dialogs open and close at once) or off. */
export function reducedMotion(reduce = true): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
