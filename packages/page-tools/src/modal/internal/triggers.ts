/**
 * The page's `data-toggle="modal"` triggers (site-components spec §2 "Generic modal: opened by
 * triggers marked data-toggle=modal with a target"), as the original Bootstrap markup has them:
 * `data-target="#id"` (or `data-bs-target`, or a link's own `href="#id"`) names the modal.
 *
 * One click listener on the document serves every `<mf-modal>` (installed once per page, also with
 * two copies of the bundle): the page needs no script of its own. It asks the named modal to open
 * with an internal event on it, so nothing page-wide holds an element (CONTRIBUTING "Interactions
 * in the browser bench": no closure beside an element's values).
 */
import { reportProblems, shorten } from '@mf/core/element/problems';
import { registeredTag } from '@mf/core/element/registration';

export const OPEN_REQUEST = 'mf-modal-open-request';

const INSTALLED = Symbol.for('mf.modal-triggers');

const TRIGGER = '[data-toggle="modal"], [data-bs-toggle="modal"]';

/** The trigger's target text: `data-target`, `data-bs-target`, else a same-page `#id` href. */
function targetOf(trigger: Element): string {
  const explicit = trigger.getAttribute('data-target') ?? trigger.getAttribute('data-bs-target');
  if (explicit?.trim()) return explicit.trim();
  const href = trigger.getAttribute('href') ?? '';
  return href.startsWith('#') ? href : '';
}

/** The element a target text names: `#id` by id (percent-decoded), else as a CSS selector. */
function resolveTarget(target: string, root: Document = document): Element | null {
  if (!target) return null;
  if (/^#[^\s.[:>+~,]+$/.test(target)) {
    let id = target.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A stray % stays as written.
    }
    return root.getElementById(id);
  }
  try {
    return root.querySelector(target);
  } catch {
    return null;
  }
}

/** Bootstrap's modal (or one of its look-alikes): its own script opens it. */
function isOtherModal(element: Element): boolean {
  return element.classList.contains('modal') || element.getAttribute('role') === 'dialog';
}

/**
 * A trigger that names nothing on the page, or something that is not a modal (a plain `div`):
 * nothing can open, which the author would not see. Reported once per trigger
 * (core/element/problems; the trigger is the thing to mend, so the problem is kept on it, and a
 * press that finds its modal later takes it away).
 */
function reportTrigger(trigger: Element, target: string, problem: string | null): void {
  // Named by the attribute its target came from (`targetOf`), else by its toggle.
  const attribute =
    ['data-target', 'data-bs-target'].find((name) => trigger.getAttribute(name)?.trim()) ??
    (target ? 'href' : trigger.hasAttribute('data-bs-toggle') ? 'data-bs-toggle' : 'data-toggle');
  const value = target ? shorten(target) : 'modal';
  reportProblems(
    trigger,
    'modal trigger',
    problem
      ? [
          {
            place: `trigger ${trigger.localName}[${attribute}="${value}"]`,
            problem,
            instead: 'nothing opens',
          },
        ]
      : [],
  );
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || !isPlainClick(event)) return;
  // composedPath: a trigger inside another element's open shadow root counts too.
  const trigger = event
    .composedPath()
    .find((node): node is Element => node instanceof Element && node.matches(TRIGGER));
  if (!trigger) return;
  const target = targetOf(trigger);
  const modal = resolveTarget(target, trigger.ownerDocument);
  // Our modal under the tag the page registered it with (a <meta name=mf-tag-prefix> renames it).
  const tag = registeredTag('mf-modal', trigger.ownerDocument);
  if (!modal) {
    reportTrigger(
      trigger,
      target,
      target ? 'names nothing on the page' : 'names no modal (data-target="#id" or href="#id")',
    );
    return;
  }
  if (modal.localName !== tag) {
    // Another library's modal (Bootstrap's own) is left to it.
    reportTrigger(
      trigger,
      target,
      isOtherModal(modal) ? null : `names a <${modal.localName}>, not an <${tag}>`,
    );
    return;
  }
  reportTrigger(trigger, target, null);
  event.preventDefault();
  // A modal that has not rendered yet (a click right after the page loads, on a slow phone) does
  // not answer: the request waits for its first render (takeEarlyRequest).
  const answered = !modal.dispatchEvent(
    new CustomEvent(OPEN_REQUEST, { detail: trigger, cancelable: true }),
  );
  if (!answered) early.set(modal, trigger);
}

const early = new WeakMap<Element, Element>();

/** The trigger of a request made before `modal` listened, once (null when there was none). */
export function takeEarlyRequest(modal: Element): Element | null {
  const trigger = early.get(modal) ?? null;
  early.delete(modal);
  return trigger;
}

/** Installs the page's one trigger listener (idempotent). */
export function listenForTriggers(): void {
  if (typeof document === 'undefined') return;
  const holder = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  document.addEventListener('click', onClick);
}
