/**
 * The HTML the API page's playground offers to copy (demo/src/playground.ts): the element's tag,
 * its attributes in a stable order and its light-DOM content as the example wrote it. Pure, so
 * the build writes the first snippet into the page (scripts/api-playground.ts) and the page
 * writes the same text after each change.
 */

/** An attribute as the snippet shows it: `''` is a bare (boolean) attribute. */
export type SnippetAttribute = readonly [name: string, value: string];

/** Above this width, one attribute a line (the way the gallery pages and READMEs write them). */
const LINE = 80;

/**
 * An attribute value between quotes: double quotes unless the value holds double quotes and no
 * single ones (JSON then reads as the gallery pages write it: `regions='[{"value":…}]'`); `&`
 * and the chosen quote escaped, so a pasted snippet carries exactly the value shown.
 */
export function quoteAttribute(value: string): string {
  const escaped = value.replace(/&/g, '&amp;');
  if (value.includes('"') && !value.includes("'")) return `'${escaped}'`;
  return `"${escaped.replace(/"/g, '&quot;')}"`;
}

/**
 * The order the snippet lists attributes in, whatever order they were changed in: the ones the
 * element's API does not declare (id, class, lang ...) first, as the example has them, then the
 * API's in the manifest's order.
 */
export function orderAttributes(
  attributes: readonly SnippetAttribute[],
  apiOrder: readonly string[],
): SnippetAttribute[] {
  // -1 for an attribute outside the API: before all of the API's.
  return attributes
    .map((attribute, position) => ({ attribute, position, rank: apiOrder.indexOf(attribute[0]) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ attribute }) => attribute);
}

/** The content's lines without their common indent, each indented by two spaces. */
function indentContent(content: string): string {
  const lines = content.replace(/^\s*\n|\s+$/g, '').split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => (line.trim() ? `  ${line.slice(common)}` : '')).join('\n');
}

/** `<tag a="1" b>content</tag>` with the attributes as given (see `orderAttributes`). */
export function snippet(
  tag: string,
  attributes: readonly SnippetAttribute[],
  content = '',
): string {
  const written = attributes.map(([name, value]) =>
    value === '' ? name : `${name}=${quoteAttribute(value)}`,
  );
  const oneLine = `<${tag}${written.map((a) => ` ${a}`).join('')}>`;
  const open =
    oneLine.length <= LINE || written.length < 2
      ? oneLine
      : `<${tag}\n${written.map((a) => `  ${a}`).join('\n')}\n>`;
  const inner = content.trim() ? `\n${indentContent(content)}\n` : '';
  return `${open}${inner}</${tag}>`;
}
