/**
 * The editor mode's notice (docs/editor-mode.md), loaded by the adapter only when the page is in
 * the CMS editor (core/browser/edit-mode): every element with problems (core/element/problems)
 * shows them at the top of its own shadow root, in the flow, in plain words; an element that
 * would render nothing has reported that too, so the editor never sees a blank box. Plain DOM,
 * outside the element's React tree (React keeps to the nodes it made), and not a live region:
 * a note the author reads, not an announcement on every change.
 */
import { problemsOf, setProblemListener, shorten, type Problem } from './problems';
import { supportsConstructedSheets } from './styles';
import css from './problem-notice.css';

/** Marks the notice (its style hangs on it; tests find it by it). */
export const NOTICE_ATTRIBUTE = 'data-mf-problems';

/**
 * A problem in an author's words: `The attribute collection is missing: suggestions are not
 * asked.` The place loses its code quotes, and an index counts from one (`section[2]` is the
 * third section: `section 3`).
 */
export function plainText(problem: Problem): string {
  const place = problem.place
    .replace(/^attribute "([^"]+)"/, 'the attribute $1')
    .replace(
      /([\w-]+)\[(\d+)\]/g,
      (_, name: string, index: string) => `${name} ${Number(index) + 1}`,
    )
    .replace(/\.([\w-]+)/g, ', $1');
  const got = problem.value === undefined ? '' : ` ("${shorten(problem.value)}")`;
  const text = `${place} ${problem.problem}${got}: ${problem.instead}.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

let sheet: CSSStyleSheet | null | undefined;

function noticeOf(root: ShadowRoot): HTMLElement | undefined {
  return [...root.children].find((child): child is HTMLElement =>
    child.hasAttribute(NOTICE_ATTRIBUTE),
  );
}

/** Draws `host`'s notice from its problems now: updated, moved to the top, or removed. */
export function renderNotice(host: Element): void {
  const root = host.shadowRoot;
  if (!root) return;
  const problems = problemsOf(host);
  let notice = noticeOf(root);
  if (!problems.length) {
    notice?.remove();
    return;
  }
  const doc = host.ownerDocument;
  if (!notice) {
    notice = doc.createElement('div');
    notice.setAttribute(NOTICE_ATTRIBUTE, '');
    notice.setAttribute('role', 'note');
    notice.setAttribute('aria-label', 'Editor note');
    if (sheet === undefined && supportsConstructedSheets()) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    if (sheet && !root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  if (root.firstChild !== notice) root.prepend(notice);
  const title = doc.createElement('p');
  const strong = doc.createElement('strong');
  strong.textContent = `Fix this element (${problems.length === 1 ? '1 problem' : `${problems.length} problems`}).`;
  title.append(strong, ' Only editors see this note.');
  const list = doc.createElement('ul');
  for (const problem of problems) {
    const item = doc.createElement('li');
    item.textContent = plainText(problem);
    list.append(item);
  }
  const style = sheet ? [] : [Object.assign(doc.createElement('style'), { textContent: css })];
  notice.replaceChildren(...style, title, list);
}

/** Changes come in during a render (a read of the element's HTML): drawn after it, once. */
const due = new Set<HTMLElement>();

function schedule(host: HTMLElement): void {
  if (!due.size)
    queueMicrotask(() => {
      for (const each of due) renderNotice(each);
      due.clear();
    });
  due.add(host);
}

/** Every element of the page with problems shows them, and goes on showing each change. */
export function showNotices(): void {
  setProblemListener(schedule);
  for (const element of document.querySelectorAll('*'))
    if (element.shadowRoot && problemsOf(element).length) renderNotice(element);
}

/** The page left the editor: the notices go. */
export function hideNotices(): void {
  setProblemListener(null);
  for (const element of document.querySelectorAll('*')) {
    const root = element.shadowRoot;
    if (root) noticeOf(root)?.remove();
  }
}
