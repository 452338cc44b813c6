/**
 * html-validate's messages as mf-check's problems, and the two outputs (text and JSON).
 *
 * The messages of html-validate's own rules about our tags are completed with what the tag
 * expected, from the same model the metadata was made from: `Attribute "per-page" has invalid
 * value "ten": expected a number`, `Unknown element <mf-site-serach> (did you mean
 * "mf-site-search"?)`. html-validate cannot add to another rule's message, so this is done here.
 */
import type { Message } from 'html-validate';
import type { ElementsModel } from './manifest';
import { didYouMean } from './suggest';

export interface Problem {
  /** The file's path as given, or relative to the working folder when found by a pattern. */
  file: string;
  line: number;
  column: number;
  /** html-validate's rule name, or ours (`mf/...`, plugin.ts). */
  rule: string;
  message: string;
  severity: 'error' | 'warning';
}

interface AllowedValuesContext {
  element: string;
  attribute: string;
  value: string;
}

/** What an attribute of ours expected, after html-validate's `attribute-allowed-values`. */
function expected(context: AllowedValuesContext, elements: ElementsModel): string {
  const attribute = elements.get(context.element)?.attributes.get(context.attribute);
  if (!attribute) return '';
  if (attribute.kind === 'boolean')
    return ': a boolean attribute is written bare for on (or as "" or its own name) and left out for off';
  if (attribute.kind === 'number') return ': expected a number';
  if (attribute.values)
    return `: expected ${attribute.values.map((value) => `"${value}"`).join(', ')}${didYouMean(context.value, attribute.values)}`;
  if (attribute.required) return ': it is required, and an empty value is a missing one';
  return '';
}

function completed(message: Message, elements: ElementsModel): string {
  const context = message.context;
  if (message.ruleId === 'no-unknown-elements' && typeof context === 'string')
    return message.message + didYouMean(context, elements.keys());
  if (message.ruleId === 'attribute-allowed-values' && context && typeof context === 'object')
    return message.message + expected(context as AllowedValuesContext, elements);
  return message.message;
}

export function problemOf(message: Message, file: string, elements: ElementsModel): Problem {
  return {
    file,
    line: message.line,
    column: message.column,
    rule: message.ruleId,
    message: completed(message, elements),
    // html-validate's severities: 2 error, 1 warning (every rule of ours is an error).
    severity: message.severity === 1 ? 'warning' : 'error',
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One line per problem, `file:line:column  rule  message`, then a summary line. */
export function formatText(problems: Problem[], fileCount: number): string {
  const lines = problems.map((p) => `${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}`);
  const files = new Set(problems.map((p) => p.file)).size;
  lines.push(
    problems.length
      ? `${plural(problems.length, 'problem')} in ${plural(files, 'file')} (${plural(fileCount, 'file')} checked)`
      : `No problems (${plural(fileCount, 'file')} checked)`,
  );
  return `${lines.join('\n')}\n`;
}

/** The problems as a JSON array of `{ file, line, column, rule, message, severity }`. */
export function formatJson(problems: Problem[]): string {
  return `${JSON.stringify(problems, null, 2)}\n`;
}
