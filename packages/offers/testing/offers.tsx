/**
 * Test support for the offers views (never imported by element code): the CMS's offer cards as
 * HTML, and a host element holding them with a shadow root the view renders into, as the element
 * adapter does, at a chosen viewport width.
 */
import { defaultProps, type ElementApi, type PropsOf } from '@mf/core/element/define-api';
import { ElementContext } from '@mf/core/element/element-context';
import { render, within } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { vi } from 'vitest';

export interface CardSpec {
  type: string;
  name: string;
  /**
   * The card's facts block as the CMS renders it (README "Markup"): the price's value and the
   * expiry day as written, shown before the upgrade.
   */
  facts?: { price?: string; expires?: string };
  /** The embedded model as JSON text (a string is taken as written: broken JSON tests). */
  model?: Record<string, unknown> | string | null;
  heading?: string;
}

const TYPES = ['Tractors', 'Balers', 'Mowers', 'Loaders'];

/** `count` offers over 4 types: card i is of type i % 4, model "<type> <i>", price 1000 * (i + 1). */
export function offerSpecs(count: number): CardSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const type = TYPES[i % 4]!;
    return {
      type,
      name: `${type} M${Math.floor(i / 4) + 1}`,
      heading: `Offer ${i + 1}`,
      model: {
        title: `Offer ${i + 1}`,
        description: `Description ${i + 1}`,
        price: 1000 * (i + 1),
        expires: '2099-12-31',
      },
    };
  });
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function factsHtml(facts: CardSpec['facts']): string {
  if (!facts) return '';
  const price =
    facts.price === undefined
      ? ''
      : `<p><data value="${escape(facts.price)}">${escape(facts.price)} (as the CMS wrote it)</data></p>`;
  const expires =
    facts.expires === undefined
      ? ''
      : `<p>Valid until <time datetime="${escape(facts.expires)}">${escape(facts.expires)}</time></p>`;
  return `<div data-offer-facts>${price}${expires}</div>`;
}

export function cardsHtml(specs: readonly CardSpec[]): string {
  return specs
    .map(({ type, name, model, heading, facts }) => {
      const json =
        model === null || model === undefined
          ? ''
          : `<script type="application/json">${typeof model === 'string' ? model : JSON.stringify(model)}</script>`;
      return `<article data-type="${escape(type)}" data-name="${escape(name)}"><h3>${escape(heading ?? name)}</h3>${factsHtml(facts)}${json}</article>`;
    })
    .join('');
}

/**
 * The card view of the card whose heading is `heading` (shared/offer-card.tsx): the shadow root
 * of its facts block, where the element renders the price, the expiry and the request link.
 */
export function cardView(host: HTMLElement, heading: string): HTMLElement {
  const card = [...host.querySelectorAll('article')].find(
    (article) => article.querySelector('h3')?.textContent === heading,
  );
  const root = card?.querySelector('[data-offer-facts]')?.shadowRoot;
  if (!root) throw new Error(`no card view for "${heading}"`);
  // Testing Library's queries take the root as their container.
  return root as unknown as HTMLElement;
}

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** Renders `View` in a host holding `html`, the way the element adapter would. */
export function renderInHost<Api extends ElementApi>(
  api: Api,
  View: ComponentType<PropsOf<Api>>,
  html: string,
  overrides: Partial<PropsOf<Api>> = {},
  locale = 'en-US',
) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  const emit = vi.fn((_name: string, _detail?: unknown) => true);
  const props = { ...defaultProps(api), ...overrides } as PropsOf<Api>;
  const ui = (p: PropsOf<Api>) =>
    createElement(
      ElementContext.Provider,
      { value: { host, portalRoot: shadow, locale, emit } },
      createElement(View as ComponentType<Record<string, unknown>>, p as Record<string, unknown>),
    );
  const view = render(ui(props), { container: mount });
  return {
    ...view,
    host,
    shadow,
    emit,
    ui: within(mount),
    base: () => mount.querySelector<HTMLElement>('[part~="base"]')!,
    rerenderWith: (more: Partial<PropsOf<Api>>) => view.rerender(ui({ ...props, ...more })),
    cleanup: () => {
      view.unmount();
      host.remove();
    },
  };
}
