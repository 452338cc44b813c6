import type { AttributeSpec } from './define-api';
import { problemText, reportProblems, type Problem } from './problems';

/**
 * Turns an attribute's text into the prop value. Never throws: an unparsable value is reported
 * through the element's problem reporter (core/element/problems: one `console.warn` naming the
 * element, `attribute "<name>" ...; using the default.`) and the default is used
 * (docs/toolchain.md: r2wc threw uncaught on bad JSON and gave NaN for bad numbers). A value that
 * parses clears the attribute's problem. Without a host (a caller outside an element) the
 * problem is warned under `tag`.
 */
export function parseAttributeValue<T>(
  spec: AttributeSpec<T>,
  raw: string | null,
  tag: string,
  name: string,
  host?: Element,
): T {
  const problems: Problem[] = [];
  const value = parse(spec, raw, { tag, name }, problems);
  report(problems, tag, name, host);
  return value;
}

/**
 * Coerces a property assignment the same way, so `el.perPage = 'x'` cannot break the view.
 *
 * Text goes through the attribute path: Vue, Svelte, Angular and React set a property whenever
 * the element has one of that name, so `regions='[…]'`, `radius="50"` or `open="false"` written in
 * a template arrive here as strings and must mean what they mean as attributes.
 * `name` is the attribute's name, so both paths report the same problem, and a framework that
 * sets the attribute and the property says it once.
 */
export function coercePropertyValue<T>(
  spec: AttributeSpec<T>,
  value: unknown,
  tag: string,
  name: string,
  host?: Element,
): T {
  const problems: Problem[] = [];
  const result = coerce(spec, value, { tag, name }, problems);
  report(problems, tag, name, host);
  return result;
}

/** Which attribute of which element: the validator's `where` and the problem's place. */
interface At {
  tag: string;
  name: string;
}

function parse<T>(spec: AttributeSpec<T>, raw: string | null, at: At, problems: Problem[]): T {
  // HTML boolean semantics: presence is true (`<x open>`, `open=""`, `open="open"`), except the
  // text "false": the original data attributes carried "true"/"false", and Vue and Svelte write
  // `open="false"` for a bound false.
  if (spec.kind === 'boolean') return (raw !== null && raw.trim().toLowerCase() !== 'false') as T;
  if (raw === null) return spec.default;
  if (spec.kind === 'number') {
    const value = raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(value)
      ? (value as T)
      : invalid(spec, at.name, 'expects a number', raw, problems);
  }
  if (spec.kind === 'json') {
    if (raw.trim() === '') return spec.unusable ?? spec.default;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return invalid(spec, at.name, 'is not valid JSON', raw, problems);
    }
    return checked(spec, parsed, raw, at, problems);
  }
  return checked(spec, raw, raw, at, problems);
}

function coerce<T>(spec: AttributeSpec<T>, value: unknown, at: At, problems: Problem[]): T {
  if (value == null) return spec.default;
  if (typeof value === 'string') return parse(spec, value, at, problems);
  if (spec.kind === 'boolean') return Boolean(value) as T;
  if (spec.kind === 'number') {
    return typeof value === 'number' && Number.isFinite(value)
      ? (value as T)
      : invalid(spec, at.name, 'expects a finite number', value, problems);
  }
  const given = spec.kind === 'string' ? String(value) : value;
  return checked(spec, given, given, at, problems);
}

function checked<T>(
  spec: AttributeSpec<T>,
  value: unknown,
  given: unknown,
  at: At,
  problems: Problem[],
): T {
  if (!spec.validate) return value as T;
  // What the validator leaves out and keeps the rest without (an unknown label, a bad entry of a
  // list) is a problem of the attribute too; moot when it refuses the whole value.
  const dropped: Problem[] = [];
  try {
    const accepted = spec.validate(value, ({ at: part = '', problem, value: bad, instead }) =>
      dropped.push({ place: `attribute "${at.name}"${part}`, problem, value: bad, instead }),
    );
    problems.push(...dropped);
    return accepted;
  } catch (error) {
    return invalid(spec, at.name, `is invalid: ${(error as Error).message}`, given, problems);
  }
}

function invalid<T>(
  spec: AttributeSpec<T>,
  name: string,
  problem: string,
  value: unknown,
  problems: Problem[],
): T {
  problems.push({
    place: `attribute "${name}"`,
    problem,
    value,
    instead: spec.unusable === undefined ? 'using the default' : 'using none',
  });
  return spec.unusable ?? spec.default;
}

function report(problems: Problem[], tag: string, name: string, host: Element | undefined): void {
  if (host) reportProblems(host, `attribute "${name}"`, problems);
  else for (const problem of problems) console.warn(`${tag}: ${problemText(problem)}`);
}
