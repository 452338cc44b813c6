/**
 * Test support (vitest + Testing Library only; never imported by element code): renders an
 * element's React view with its api defaults, inside the context the element adapter provides,
 * with a spy for `emit`.
 */
import { render } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { vi } from 'vitest';
import { defaultProps, type ElementApi, type PropsOf } from '../src/element/define-api';
import { ElementContext } from '../src/element/element-context';

export interface RenderViewOptions {
  locale?: string;
}

export function renderView<Api extends ElementApi>(
  api: Api,
  View: ComponentType<PropsOf<Api>>,
  overrides: Partial<PropsOf<Api>> = {},
  { locale = 'en-GB' }: RenderViewOptions = {},
) {
  const emit = vi.fn((_name: string, _detail?: unknown) => true);
  const props = { ...defaultProps(api), ...overrides } as PropsOf<Api>;
  const ui = (p: PropsOf<Api>) =>
    createElement(
      ElementContext.Provider,
      { value: { host: null, portalRoot: null, locale, emit } },
      createElement(View as ComponentType<Record<string, unknown>>, p as Record<string, unknown>),
    );
  const view = render(ui(props));
  return {
    ...view,
    emit,
    props,
    /** The view's `part="base"` wrapper. */
    base: () => view.container.querySelector<HTMLElement>('[part~="base"]')!,
    rerenderWith: (more: Partial<PropsOf<Api>>) => view.rerender(ui({ ...props, ...more })),
  };
}
