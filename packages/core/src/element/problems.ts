/**
 * The one reporter of CMS mistakes (docs/editor-mode.md): a bad attribute, a section without
 * content, a link that would run script. Every element reports through it, so a page author reads
 * each mistake once, with the element it belongs to, and the editor mode can list an element's
 * current mistakes inside it.
 *
 * A problem is reported by its source (an attribute, the element's content), which always
 * replaces what that source said before: a source read again that is fine now clears its
 * problems, and one read again that is still wrong adds nothing new. The console hears each
 * distinct problem once per element instance (a re-render, a second read of the same HTML and
 * React's StrictMode say it again; only a new text is a new problem).
 */

export interface Problem {
  /** Where, as the console says it: `attribute "collection"`, `offers[3].price`, `section[2]`. */
  place: string;
  /** What is wrong, read after the place: `is missing`, `has no content`. */
  problem: string;
  /** The value at fault, shortened in the message (`got "…"`); none for a missing thing. */
  value?: unknown;
  /** What the element does instead: `suggestions are not asked`, `skipped`. */
  instead: string;
}

/** The longest value a message quotes whole; a longer one is cut with an ellipsis. */
const VALUE_LENGTH = 60;

interface HostProblems {
  /** Current problems by source, in the order their sources first reported. */
  sources: Map<string, Problem[]>;
  /** Every message already written to the console for this instance. */
  logged: Set<string>;
}

const records = new WeakMap<Element, HostProblems>();

/** Called (by the editor mode's notice, when loaded) after an element's list changed. */
let onChange: ((host: HTMLElement) => void) | null = null;

/** The editor mode's notice listens here; null stops it. */
export function setProblemListener(listener: ((host: HTMLElement) => void) | null): void {
  onChange = listener;
}

/** A value as the message quotes it: one line, at most about 60 characters. */
export function shorten(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value instanceof Element) text = `<${value.localName}>`;
  else
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > VALUE_LENGTH ? `${text.slice(0, VALUE_LENGTH - 1)}…` : text;
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The element as an author finds it on the page: `<mf-product-card>#offer-2`, else its position
 * among the page's elements of that tag, `<mf-product-card> (2nd on the page)`.
 */
export function describeElement(host: Element): string {
  const tag = `<${host.localName}>`;
  if (host.id) return `${tag}#${host.id}`;
  if (!host.isConnected) return tag;
  const position = [...host.ownerDocument.querySelectorAll(host.localName)].indexOf(host) + 1;
  if (position < 1) return tag;
  return `${tag} (${ordinal(position)} on the page)`;
}

/** The console's text of a problem, after the element's name. */
export function problemText(problem: Problem): string {
  const got = problem.value === undefined ? '' : `, got "${shorten(problem.value)}"`;
  return `${problem.place} ${problem.problem}${got}; ${problem.instead}.`;
}

/**
 * Replaces what `source` says is wrong with `host` by `problems` (none: the source is fine), and
 * writes each problem the console has not heard from this element yet as one `console.warn`.
 */
export function reportProblems(host: Element, source: string, problems: readonly Problem[]): void {
  let record = records.get(host);
  if (!record) {
    if (!problems.length) return;
    record = { sources: new Map(), logged: new Set() };
    records.set(host, record);
  }
  const before = record.sources.get(source);
  for (const problem of problems) {
    const text = problemText(problem);
    if (record.logged.has(text)) continue;
    record.logged.add(text);
    console.warn(`${describeElement(host)}: ${text}`);
  }
  if (!before?.length && !problems.length) return;
  if (problems.length) record.sources.set(source, [...problems]);
  else record.sources.delete(source);
  onChange?.(host as HTMLElement);
}

/** The problems `host` has now, every source's in turn. */
export function problemsOf(host: Element): Problem[] {
  const record = records.get(host);
  return record ? [...record.sources.values()].flat() : [];
}

/**
 * A list a read function fills while it reads (`problems.add(...)`) and hands to the reporter at
 * the end (`problems.report()`): the read's whole verdict replaces the last one.
 */
export function problemList(host: Element | null, source: string) {
  const list: Problem[] = [];
  return {
    add(problem: Problem): void {
      list.push(problem);
    },
    report(): void {
      if (host) reportProblems(host, source, list);
      else for (const problem of list) console.warn(problemText(problem));
    },
  };
}

export type ProblemList = ReturnType<typeof problemList>;
