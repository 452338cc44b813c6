/**
 * Test support (vitest only; never imported by element code): mounts a defined element with the
 * page's markup inside it, as a CMS template would, and collects what it warned, for the tests
 * of content problems (core/element/problems: one warning per problem).
 */
import { act, waitFor } from '@testing-library/react';
import { vi, type MockInstance } from 'vitest';

export interface Mounted {
  element: HTMLElement;
  /** Every `console.warn` line since the mount began. */
  warnings: () => string[];
  warn: MockInstance<typeof console.warn>;
}

/** Lets the element's tasks (prepare, mount, the first render) and their effects run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

/**
 * `<tag ...attributes>html</tag>` appended to the body and rendered (its `part="base"` drawn, or
 * its `rendered` condition met).
 */
export async function mountWithMarkup(
  tag: string,
  html: string,
  attributes: Record<string, string> = {},
  rendered: (element: HTMLElement) => boolean = (element) =>
    element.shadowRoot?.querySelector('[part~="base"]') != null,
): Promise<Mounted> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = html;
  document.body.append(element);
  await waitFor(() => {
    if (!rendered(element)) throw new Error(`<${tag}> has not rendered`);
  });
  await settle();
  return { element, warn, warnings: () => warn.mock.calls.map((call) => String(call[0])) };
}
