/**
 * The planted authoring mistakes (packages/check/testing/planted.ts, docs/authoring-mistakes.md)
 * in Chromium, from the built bundles: each snippet is put on the page as a CMS would render it,
 * and the element says its mistake once on the console (core/element/problems), exactly as
 * planted; in the editor mode (`<html data-mf-edit>`, core/browser/edit-mode) its note lists it,
 * in the same words as planted (core/element/problem-notice); on a visitor's page no element
 * draws a note. One page, the snippets one after another, each alone on the page; only the
 * bundles of the planted elements are loaded.
 */
import { PLANTED, type PlantedMistake } from '../../packages/check/testing/planted';
import {
  captureConsoleErrors,
  captureConsoleWarnings,
  expect,
  loadElement,
  nextFrame,
  startMocks,
  waitFor,
} from './helpers';

const NOTICE = '[data-mf-problems]';

/** The lines of the element's editor note, or null without a note. */
function noteLines(element: Element): string[] | null {
  const notice = element.shadowRoot?.querySelector(NOTICE);
  return notice ? [...notice.querySelectorAll('li')].map((item) => item.textContent ?? '') : null;
}

/** The warning without the element's name, which depends on what else is on the page. */
const unnamed = (warning: string) =>
  warning.replace(/^<[a-z][\w-]*>(?: \(\d+\w\w on the page\)|#[\w-]+)?: /, '');

let console$: {
  warnings: ReturnType<typeof captureConsoleWarnings>;
  errors: ReturnType<typeof captureConsoleErrors>;
} | null = null;
let address = '';
const containers: HTMLElement[] = [];

/** The snippets in a container of the page, as the CMS renders them (at the page's `query`). */
function place(entries: readonly PlantedMistake[]): HTMLElement {
  const query = entries.find((entry) => entry.query)?.query;
  if (query) history.replaceState(null, '', new URL(query, address).href);
  const container = document.createElement('div');
  document.body.append(container);
  containers.push(container);
  // On the page first, then the markup: elements upgrade on the page, so each is named by its
  // place on it, as on a page the parser built (core/element/problems).
  container.innerHTML = entries.map((entry) => entry.html).join('\n');
  return container;
}

/** The planted element of `entry` in `container`. */
const elementOf = (container: Element, entry: PlantedMistake) =>
  container.querySelector<HTMLElement>(entry.tag)!;

/** Drawn: the element's `part="base"` is there (its first render is done). */
const drawn = (element: Element | null) =>
  !element || !!element.shadowRoot?.querySelector('[part~=base]');

before(async () => {
  address = location.href;
  await startMocks();
  for (const tag of new Set(PLANTED.map((entry) => entry.tag))) await loadElement(tag);
});

beforeEach(() => {
  console$ = { warnings: captureConsoleWarnings(), errors: captureConsoleErrors() };
});

afterEach(async () => {
  console$?.warnings.stop();
  console$?.errors.stop();
  console$ = null;
  for (const container of containers.splice(0)) container.remove();
  delete document.documentElement.dataset.mfEdit;
  history.replaceState(null, '', address);
  await nextFrame();
});

describe('planted authoring mistakes in Chromium (docs/authoring-mistakes.md)', () => {
  it('a visitor’s page: every planted element says its mistake once, and none draws a note', async () => {
    // Pressing is a visitor's act: the triggers are pressed alone, below.
    const entries = PLANTED.filter((entry) => !entry.press);
    const container = place(entries);
    const said = entries.flatMap((entry) => (entry.warning ? [unnamed(entry.warning)] : []));
    const elements = entries.map((entry) => container.querySelectorAll(entry.tag));
    await waitFor(
      () =>
        console$!.warnings.messages.length >= said.length &&
        elements.every((list) => [...list].every(drawn)),
      10_000,
      `${said.length} warnings and every element drawn`,
    );
    await nextFrame();
    expect(console$!.warnings.messages.map(unnamed).sort()).to.deep.equal([...said].sort());
    expect(console$!.errors.messages).to.deep.equal([]);
    const noted = [...container.querySelectorAll('*')].filter((element) =>
      element.shadowRoot?.querySelector(NOTICE),
    );
    expect(noted.map((element) => element.localName)).to.deep.equal([]);
  });

  describe('in the editor mode', () => {
    beforeEach(() => {
      document.documentElement.dataset.mfEdit = '';
    });

    for (const entry of PLANTED.filter((planted) => planted.warning)) {
      const note = entry.notice ? 'and its line in the note' : `no note: ${entry.why?.notice}`;
      it(`<${entry.tag}> ${entry.id}: one warning, ${note}`, async () => {
        const container = place([entry]);
        const element = elementOf(container, entry);
        if (entry.press) {
          await waitFor(() => customElements.get(entry.tag));
          container.querySelector<HTMLElement>(entry.press)!.click();
        }
        await waitFor(
          () => console$!.warnings.messages.length > 0 && drawn(element),
          5000,
          `the warning of ${entry.id}`,
        );
        if (entry.notice)
          await waitFor(() => noteLines(element) !== null, 5000, `the note of ${entry.id}`);
        await nextFrame();
        expect(console$!.warnings.messages).to.deep.equal([entry.warning]);
        expect(console$!.errors.messages).to.deep.equal([]);
        if (entry.notice) expect(noteLines(element)).to.deep.equal([entry.notice]);
      });
    }

    for (const entry of PLANTED.filter((planted) => !planted.warning)) {
      it(`<${entry.tag}> ${entry.id}: says nothing, draws no note (${entry.why?.warning})`, async () => {
        const container = place([entry]);
        const element = elementOf(container, entry);
        await waitFor(() => drawn(element), 5000, `<${entry.tag}> drawn`);
        // Its effects run after the first commit: a frame later every report has been made.
        await nextFrame();
        await nextFrame();
        expect(console$!.warnings.messages).to.deep.equal([]);
        expect(console$!.errors.messages).to.deep.equal([]);
        expect(noteLines(element)).to.equal(null);
      });
    }
  });
});
