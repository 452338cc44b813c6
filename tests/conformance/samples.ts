/**
 * Shared by the conformance suites in jsdom (tests/conformance) and Chromium
 * (tests/browser/conformance.test.ts): a valid, non-default value per declared attribute, and the
 * adapter's test seam.
 */
import type { AttributeSpec, ElementApi } from '../../packages/core/src/element/define-api';

/**
 * The adapter's test seam (core/element/define-element.tsx, CONTRIBUTING.md "Test seams"): a
 * function an element holds under this key is called on every render, inside its error
 * boundary, with the props the view gets and the element context.
 */
export const PROBE = Symbol.for('mf.probe');

interface ProbeContext {
  host: HTMLElement | null;
  locale: string;
  emit: (name: string, detail?: unknown) => boolean;
}
type Probe = (props: Record<string, unknown>, context: ProbeContext) => void;
type Probed = HTMLElement & { [PROBE]?: Probe };

export interface Renders {
  /** Props of every render so far, oldest first. */
  readonly props: Record<string, unknown>[];
  /** The element context of the last render. */
  context: ProbeContext | null;
  last(): Record<string, unknown> | undefined;
}

/** Records what the element's view is rendered with (install before the element renders). */
export function recordRenders(element: HTMLElement): Renders {
  const renders: Renders = {
    props: [],
    context: null,
    last: () => renders.props.at(-1),
  };
  (element as Probed)[PROBE] = (props, context) => {
    renders.props.push(props);
    renders.context = context;
  };
  return renders;
}

/** Makes every render of the element's view throw `error` (the error boundary's test). */
export function forceRenderError(element: HTMLElement, error: Error): void {
  (element as Probed)[PROBE] = () => {
    throw error;
  };
}

export interface Sample {
  /** The attribute text ('' for a boolean: present). */
  text: string;
  /** The property value the element must then hold. */
  value: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the element holds for `candidate`, or undefined when its validator refuses it. */
function accepted(spec: AttributeSpec, candidate: unknown): unknown {
  if (!spec.validate) return candidate;
  const log = console.error;
  console.error = () => {}; // a refused candidate may log; only the accepted one is used
  try {
    return spec.validate(candidate);
  } catch {
    return undefined;
  } finally {
    console.error = log;
  }
}

/** Candidate values: the api's example first, then values derived from the type and default. */
function candidates(spec: AttributeSpec): unknown[] {
  const example = spec.example;
  const list: unknown[] = [];
  if (spec.kind === 'number') {
    if (example !== undefined && Number.isFinite(Number(example))) list.push(Number(example));
    list.push((spec.default as number) + 3);
    return list;
  }
  if (spec.kind === 'string') {
    if (example !== undefined) list.push(example);
    // A union of literals ('mi' | 'km'): each of them.
    for (const match of spec.type.matchAll(/'([^']*)'|"([^"]*)"/g)) list.push(match[1] ?? match[2]);
    list.push('x', `${String(spec.default)} x`);
    return list;
  }
  if (example !== undefined) {
    try {
      list.push(JSON.parse(example));
    } catch {
      // not JSON: ignored, the derived values follow
    }
  }
  const fallback = spec.default;
  if (Array.isArray(fallback)) {
    list.push([{ value: 'x', label: 'X' }], ['https://conformance.example'], ['x']);
  } else if (fallback && typeof fallback === 'object') {
    // A labels-like object: the same keys, the first one changed.
    const [first] = Object.keys(fallback);
    if (first) list.push({ [first]: `${String((fallback as Record<string, unknown>)[first])} x` });
    list.push({ x: 'X' });
  }
  return list;
}

/**
 * Attributes whose api declares no example and whose shape no derivation fits. Temporary: each
 * belongs in its api file as `example` (it is shown in the README tables too); remove the entry
 * when it is there.
 */
const MISSING_EXAMPLES: Record<string, string> = {
  // packages/forms/src/form-modal/form-modal.api.ts.
  model: JSON.stringify({
    brochure: {
      heading: 'Brochures',
      subheading: 'Choose a model',
      cta_label: 'Get the brochure',
      form_cta_label: 'Request',
      iframe_src: 'https://forms.example.com/brochure',
    },
    items: [],
  }),
};

/**
 * A valid value other than the default for an attribute: the api's `example` where it has one,
 * else derived (default + 3, 'x', a literal of a union type, a one-item list). Throws when none is
 * accepted, naming the attribute: give it an `example` in its api file.
 */
export function sampleOf(spec: AttributeSpec, name: string): Sample {
  if (spec.kind === 'boolean') return { text: '', value: true };
  const listed = spec.example === undefined ? MISSING_EXAMPLES[name] : undefined;
  if (listed !== undefined) spec = { ...spec, example: listed };
  for (const candidate of candidates(spec)) {
    const value = accepted(spec, candidate);
    if (value === undefined || same(value, spec.default)) continue;
    const text =
      spec.kind === 'json' ? JSON.stringify(candidate) : String(candidate as string | number);
    return { text, value };
  }
  throw new Error(
    `no valid non-default value for "${name}": give it an \`example\` in its api file`,
  );
}

/** The attribute the upgrade test assigns before definition: a boolean, else a number, else the first. */
export function upgradeProbe(api: ElementApi): [string, AttributeSpec] {
  const entries = Object.entries(api.attributes);
  return (
    entries.find(([, spec]) => spec.kind === 'boolean') ??
    entries.find(([, spec]) => spec.kind === 'number') ??
    entries[0]!
  );
}
