/**
 * The portal check of both conformance suites (docs/style.md: dropdowns and dialogs render
 * inside the element's own shadow root, never document.body): watch the document outside the element while
 * it mounts and while every popup it offers is opened.
 */

export interface InteractionReport {
  /** What was clicked, changed or followed, for the failure message. */
  interactions: string[];
  /** Openers that did not open their popup after a click. */
  notOpened: string[];
  /** Open popups whose aria-controls target is not in the element's shadow root. */
  escaped: string[];
}

/** How a suite performs one action and lets it take effect (act in jsdom, a frame in Chromium). */
export type Perform = (action: () => void) => Promise<void>;
/** How a suite waits for a condition; rejects when it is not reached. */
export type WaitUntil = (check: () => boolean, what: string) => Promise<void>;

const named = (node: Element) =>
  `${node.localName}${node.id ? `#${node.id}` : ''}[${(node.getAttribute('aria-label') ?? node.textContent ?? '').trim().slice(0, 30)}]`;

/** Starts recording nodes added anywhere in the document outside `container`; call to stop. */
export function watchOutside(container: Element): () => string[] {
  const added: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (!container.contains(node)) added.push(`${record.target.nodeName} > ${node.nodeName}`);
  };
  const observer = new MutationObserver(note);
  observer.observe(container.ownerDocument, { childList: true, subtree: true });
  return () => {
    note(observer.takeRecords());
    observer.disconnect();
    return added;
  };
}

/**
 * Popup openers: buttons and non-text comboboxes that declare a popup (`aria-haspopup`) or a
 * collapsed state (`aria-expanded="false"`), enabled. A text combobox opens on typing, not here.
 */
function openers(root: ShadowRoot): HTMLElement[] {
  return [
    ...root.querySelectorAll<HTMLElement>(
      'button[aria-haspopup]:not([aria-haspopup=false]), button[aria-expanded=false], [role=combobox]:not(input):is([aria-haspopup], [aria-expanded=false])',
    ),
  ].filter((node) => !node.matches(':disabled'));
}

/**
 * Anything in the shadow root a visitor could operate, following a link aside (a list of cards
 * with links, as the product features' grid, has nothing to open).
 */
export const hasControls = (root: ShadowRoot) =>
  root.querySelector('button:enabled, select:enabled, input:enabled, [tabindex]:not(a)') !== null;

/**
 * The suites run on an address with a q parameter: `<mf-search-results>` reloads an address
 * without one with an empty q (site spec §2), which would navigate the test page away.
 */
export function withSearchQuery(): void {
  const url = new URL(location.href);
  if (url.searchParams.has('q')) return;
  url.searchParams.set('q', '');
  history.replaceState(history.state, '', url.href);
}

/**
 * Whether a `#hash` link of a gallery page is one the suites follow: every one but the site
 * search's `#search`, which toggles a search bar (a disclosure, not a dialog; the page's
 * click on it is prevented, so the address never changes). mf-site-search's own tests cover it.
 */
export const opensByHash = (href: string) => href !== '#search';

/**
 * Opens each popup the element offers and checks its aria-controls target is in the shadow root;
 * follows the first of its gallery page's `#hash` links (a modal opened by the address hash), and
 * checks a dialog opened in the shadow root. With neither, does the element's first interaction:
 * an enabled button, else a select changed to its next option, else its first in-page link.
 */
export async function openPopups(
  element: HTMLElement,
  perform: Perform,
  waitUntil: WaitUntil,
  hashLinks: readonly string[] = [],
): Promise<InteractionReport> {
  const root = element.shadowRoot!;
  const report: InteractionReport = { interactions: [], notOpened: [], escaped: [] };
  const close = async (opener?: HTMLElement) => {
    await perform(() =>
      (root.activeElement ?? opener ?? element).dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }),
      ),
    );
    if (opener?.getAttribute('aria-expanded') === 'true') await perform(() => opener.click());
  };
  const found = openers(root);
  for (const opener of found) {
    report.interactions.push(named(opener));
    await perform(() => opener.click());
    try {
      await waitUntil(
        () => opener.getAttribute('aria-expanded') === 'true',
        `${named(opener)} to open`,
      );
    } catch {
      report.notOpened.push(named(opener));
      continue;
    }
    for (const id of (opener.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean))
      if (!root.getElementById(id)) report.escaped.push(`${named(opener)} -> #${id}`);
    await close(opener);
  }
  const [hash] = hashLinks;
  if (hash) {
    report.interactions.push(`link ${hash}`);
    const before = location.href;
    await perform(() => (location.hash = hash));
    try {
      await waitUntil(() => root.querySelector('[role=dialog]') !== null, `a dialog for ${hash}`);
    } catch {
      report.notOpened.push(`link ${hash}`);
    }
    await close();
    history.replaceState(null, '', before);
  }
  if (found.length === 0 && !hash) {
    const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
      (node) => !node.disabled && node.type !== 'submit',
    );
    const select = root.querySelector('select');
    if (button) {
      report.interactions.push(named(button));
      await perform(() => button.click());
    } else if (select && select.options.length > 1) {
      report.interactions.push(named(select));
      await perform(() => {
        select.selectedIndex = (select.selectedIndex + 1) % select.options.length;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    } else {
      // Only links (the location map's book link to a section of the page): the first
      // in-page one is followed, and the address put back.
      const link = root.querySelector<HTMLAnchorElement>('a[href^="#"]');
      if (link) {
        report.interactions.push(named(link));
        const before = location.href;
        await perform(() => link.click());
        history.replaceState(null, '', before);
      }
    }
  }
  return report;
}
