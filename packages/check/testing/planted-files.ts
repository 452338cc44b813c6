/**
 * The files made from the planted mistakes (./planted.ts): the HTML copy mf-check is run on
 * (`planted.html`, each snippet at a line of its own) and the table of docs/authoring-mistakes.md.
 * packages/check/src/planted.test.ts fails when either is not what this makes; run
 * `npx tsx packages/check/testing/planted-files.ts` to write both again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { PLANTED, type PlantedMistake } from './planted';

/** The HTML copy, from the repository's root. */
export const PLANTED_HTML = 'packages/check/testing/planted.html';
/** The table, from the repository's root. */
export const MISTAKES_TABLE = 'docs/authoring-mistakes.md';
/** What writes both. */
export const WRITE_COMMAND = 'npx tsx packages/check/testing/planted-files.ts';

/** The message of a JSON rule ends with the parser's own words, not planted (planted.ts). */
export const PARSER_WORDS = /is not valid JSON: $/;

export interface PlantedDocument {
  html: string;
  /** Each entry's first line in `html`, from 1. */
  lines: Map<string, number>;
}

/** Every snippet in one page, each after a comment naming it, a blank line between. */
export function plantedDocument(entries: readonly PlantedMistake[] = PLANTED): PlantedDocument {
  const out = [
    '<!doctype html>',
    `<!-- Generated from packages/check/testing/planted.ts by \`${WRITE_COMMAND}\`: do not edit.`,
    '     The planted authoring mistakes (docs/authoring-mistakes.md), one element each:',
    '     `npx mf-check packages/check/testing/planted.html` reports what a template checker can',
    '     see of them, each at its line. -->',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <title>Planted authoring mistakes</title>',
    '  </head>',
    '  <body>',
  ];
  const lines = new Map<string, number>();
  entries.forEach((entry, index) => {
    if (index) out.push('');
    out.push(`    <!-- ${index + 1}. ${entry.id}: ${entry.mistake.replace(/-{2,}/g, '-')} -->`);
    lines.set(entry.id, out.length + 1);
    for (const line of entry.html.split('\n')) out.push(line ? `    ${line}` : '');
  });
  out.push('  </body>', '</html>', '');
  return { html: out.join('\n'), lines };
}

/** Text in a code span of a table cell (a backtick inside: a longer fence; pipes escaped). */
function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`.replace(/\|/g, '\\|');
}

/** Plain text in a table cell: no HTML, no table syntax. */
const plain = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|');

const none = (why: string | undefined) => `none: ${plain(why ?? '')}`;

function checkCell(entry: PlantedMistake): string {
  if (!entry.check) return none(entry.why?.check);
  const { rule, message } = entry.check;
  // The parser's words differ between Node versions: the lead-in and an ellipsis.
  const shown = PARSER_WORDS.test(message) ? `${message}…` : message;
  return `${code(rule)} ${code(shown)}`;
}

/** The whole of docs/authoring-mistakes.md, formatted as `npm run format` would. */
export async function mistakesTable(entries: readonly PlantedMistake[] = PLANTED): Promise<string> {
  const tags = new Set(entries.map((entry) => entry.tag));
  const both = entries.filter((entry) => entry.warning && entry.notice).length;
  const checked = entries.filter((entry) => entry.check).length;
  const seenByAll = entries.filter((entry) => entry.warning && entry.notice && entry.check).length;
  const rows = entries.map((entry, index) =>
    [
      String(index + 1),
      code(`<${entry.tag}>`),
      entry.mistake.replace(/\|/g, '\\|'),
      entry.warning ? code(entry.warning) : none(entry.why?.warning),
      entry.notice ? plain(entry.notice) : none(entry.why?.notice),
      checkCell(entry),
    ].join(' | '),
  );
  const text = `<!-- Generated from packages/check/testing/planted.ts by \`${WRITE_COMMAND}\`: do not edit. -->

# Authoring mistakes: what each layer says

A CMS author's mistakes in a template, planted one element at a time, and what each layer of the
library says about the same markup: the element's one console warning and the line of its note in
the editor mode (docs/editor-mode.md), and what \`mf-check\` reports for the template
(docs/mf-check.md). Where a layer cannot see a mistake, the cell says why.

${entries.length} mistakes across ${tags.size} elements: ${both} with a console warning and an editor-mode line, ${checked} that mf-check reports, ${seenByAll} seen by all three.

- The planted mistakes, with every outcome as an exact string, are
  [packages/check/testing/planted.ts](../packages/check/testing/planted.ts); this page and the HTML
  copy mf-check is tested on, [packages/check/testing/planted.html](../packages/check/testing/planted.html)
  (\`npx mf-check packages/check/testing/planted.html\` shows them by hand), are written from it by
  \`${WRITE_COMMAND}\`.
- Each is tested in the layer that sees it: the warnings and notes in Chromium, with the built
  elements, each snippet alone on a page, and no note on a visitor's page
  (tests/browser/mistakes.test.ts); mf-check's reports in packages/check/src/planted.test.ts, each
  once, at its snippet's line, and nothing else.
- A console warning names the element as the only one of its tag on the page (\`(1st on the page)\`),
  or by its id; a position in brackets counts from 0, as in JSON, and the note counts from 1.
- An \`mf/attribute-json\` or \`mf/script-json\` message goes on with the JSON parser's own words
  (\`…\`), which differ between Node versions.

| # | element | mistake | console warning | editor-mode notice | mf-check |
| - | - | - | - | - | - |
${rows.join('\n')}
`;
  const options = (await resolveConfig(MISTAKES_TABLE)) ?? {};
  return format(text, { ...options, filepath: MISTAKES_TABLE });
}

/** Writes both files when run as a script (`npx tsx packages/check/testing/planted-files.ts`). */
async function write(): Promise<void> {
  const files: [string, string][] = [
    [PLANTED_HTML, plantedDocument().html],
    [MISTAKES_TABLE, await mistakesTable()],
  ];
  for (const [path, text] of files) {
    let before = '';
    try {
      before = readFileSync(path, 'utf8');
    } catch {
      // A file not written yet.
    }
    if (before === text) continue;
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await write();
