/** The form modal's unit-test harness: the view in an element context, with the page around it. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { defaultProps } from '@mf/core/element/define-api';
import { ElementContext, type ElementContextValue } from '@mf/core/element/element-context';
import { FormModal } from '../src/form-modal/form-modal';
import { formModalApi } from '../src/form-modal/form-modal.api';
import { FORM_ORIGIN } from './fixture';
import { normalizeModel } from '../src/form-modal/internal/model';

/** The consent decision the stubbed consent manager gives. */
export const consent = { level: 4 };
export const emit = vi.fn((_name: string, _detail?: unknown) => true);

export function stubEnvironment(): void {
  vi.stubGlobal('truste', {
    cma: { callApi: () => ({ consentDecision: consent.level }) },
    eu: { clickListener: vi.fn() },
  });
  // Instant dialog and accordion transitions (prefers-reduced-motion), so no timers are needed.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
}

export function renderModal(
  options: { script?: string; attribute?: unknown; props?: object } = {},
) {
  const host = document.createElement('div');
  if (options.script !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = options.script;
    host.append(script);
  }
  const props = {
    ...defaultProps(formModalApi),
    consentDomain: 'example.com',
    corporateName: 'agcocorp',
    formHost: 'my.salesforce-sites.com',
    ...(options.props ?? {}),
  };
  if (options.attribute) props.model = normalizeModel(options.attribute);
  const tree = (context: Partial<ElementContextValue>) => (
    <ElementContext.Provider value={{ host, portalRoot: null, locale: 'en-GB', emit, ...context }}>
      <a href="#modal-brochure">Open brochure</a>
      <FormModal {...props} />
    </ElementContext.Provider>
  );
  const result = render(tree({}));
  /** Renders again with another element context (as the element does when its locale changes). */
  const rerenderWith = (context: Partial<ElementContextValue>) => result.rerender(tree(context));
  return { ...result, host, rerenderWith };
}

export function openHash(hash: string): void {
  act(() => {
    history.pushState(null, '', `#${hash}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
}

export const dialog = () => screen.getByRole('dialog');
export const base = (container: HTMLElement) => container.querySelector('[part="base"]')!;
export const cta = (name: RegExp) => screen.getByRole('button', { name });

export function chooseFirstModel(): HTMLIFrameElement {
  fireEvent.click(cta(/Request brochure\s+MF 5S\.105/));
  return screen.getByTitle('Contact form: MF 5S.105') as HTMLIFrameElement;
}

export function postFromFrame(frame: HTMLIFrameElement, data: unknown, origin = FORM_ORIGIN): void {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify(data),
        origin,
        source: frame.contentWindow,
      }),
    );
  });
}
