/**
 * Generates, from the element api files (the single source of truth):
 * - custom-elements.json (custom-elements-manifest schema 2.1), validated against the schema; an
 *   attribute the element cannot do without carries `"required": true`, a field of our own;
 * - packages/all/src/all.ts, the entry of the all-in-one IIFE (imports every element), and
 *   packages/all/src/elements.d.ts, the repository's global type maps of every element;
 * - the API tables in each element README (below the `<!-- api-tables -->` marker) and the list
 *   of elements in the root README (between `<!-- elements:start -->` and `<!-- elements:end -->`:
 *   each element's summary, README and generated API page; the tables live in those);
 * - the shipped typings (`typings/`: a .d.ts per element entry, the IIFE's, React, Vue, Svelte,
 *   VS Code and JetBrains data) and package.json `exports` (scripts/package-types.ts);
 * - the design-token table of docs/tokens.md (between `<!-- tokens:start -->` and
 *   `<!-- tokens:end -->`), from packages/core/src/tokens/tokens.css.
 *
 * `--check` writes nothing and exits 1 when any of these is stale (run by `npm test`).
 */
import Ajv from 'ajv';
import { format, resolveConfig } from 'prettier';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, relative } from 'node:path';
import type { ElementApi } from '../packages/core/src/element/define-api';
import { attributeName } from '../packages/core/src/element/define-api';
import { sharedEvents } from '../packages/core/src/element/shared-events';
import { attributeKind } from '../packages/check/src/manifest';
import { typeTextProblems } from './api-types';
import { loadApis, type LoadedElement } from './load-apis';
import { packageExports, typingsFiles, type Manifest } from './package-types';
import { loadTokens, type Token } from './tokens';

const check = process.argv.includes('--check');
/** The generated token table's page (README "Theming" links to it). */
const TOKEN_PAGE = 'docs/tokens.md';
const root = process.cwd();
const rel = (path: string) => relative(root, path).split('\\').join('/');

function className(api: ElementApi): string {
  return `${api.name}Element`;
}

/**
 * An element's events: its own, then the ones the adapter emits for every element (`mf-error`,
 * core/element/shared-events.ts), unless the element declares the name itself.
 */
function eventsOf(api: ElementApi): [string, { description: string; type: string }][] {
  const shared = Object.entries(sharedEvents).filter(([name]) => !Object.hasOwn(api.events, name));
  return [...Object.entries(api.events), ...shared];
}

function defaultText(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? 'undefined');
}

function declaration(element: LoadedElement) {
  const { api } = element;
  const attributes = Object.entries(api.attributes).map(([key, spec]) => ({
    name: attributeName(key),
    fieldName: key,
    type: { text: spec.type },
    default: defaultText(spec.default),
    description: spec.description,
    // Not in the custom-elements-manifest schema, which allows fields of one's own: the element
    // cannot do its job without the attribute (AttributeSpec.required). Written only when true;
    // mf-check reads it (docs/mf-check.md "How the metadata is made").
    ...(spec.required ? { required: true } : {}),
  }));
  return {
    kind: 'class',
    name: className(api),
    tagName: api.tag,
    customElement: true,
    summary: api.summary,
    description: api.summary,
    superclass: { name: 'HTMLElement' },
    attributes,
    members: Object.entries(api.attributes).map(([key, spec]) => ({
      kind: 'field',
      name: key,
      type: { text: spec.type },
      default: defaultText(spec.default),
      description: spec.description,
      attribute: attributeName(key),
    })),
    events: eventsOf(api).map(([name, spec]) => ({
      name,
      type: { text: `CustomEvent<${spec.type}>` },
      description: spec.description,
    })),
    cssParts: Object.entries(api.parts ?? {}).map(([name, doc]) => ({
      name,
      description: doc.description,
    })),
    cssProperties: Object.entries(api.cssProperties ?? {}).map(([name, doc]) => ({
      name,
      description: doc.description,
      ...(doc.default ? { default: doc.default } : {}),
    })),
    slots: Object.entries(api.slots ?? {}).map(([name, doc]) => ({
      name,
      description: doc.description,
    })),
  };
}

function manifest(elements: LoadedElement[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map((element) => {
      const path = rel(element.elementFile);
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration(element)],
        exports: [
          {
            kind: 'js',
            name: className(element.api),
            declaration: { name: className(element.api), module: path },
          },
          {
            kind: 'custom-element-definition',
            name: element.tag,
            declaration: { name: className(element.api), module: path },
          },
        ],
      };
    }),
  };
}

/** Longer type or default texts go below the attribute table. */
const LONG_CELL = 80;

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Markdown tables of one element's api. */
export function apiTables(api: ElementApi): string {
  const lines: string[] = [];
  lines.push(
    '#### Attributes',
    '',
    '| attribute | property | type | default | description |',
    '|---|---|---|---|---|',
  );
  // A type or default too long for a table cell (a labels object) is printed below the table.
  const long: string[] = [];
  const short = (text: string, what: string, name: string, block = text) => {
    if (text.length <= LONG_CELL) return `\`${cell(text)}\``;
    long.push(
      `##### \`${api.tag}\` \`${name}\` ${what}`,
      '',
      what === 'type' ? '```ts' : '```json',
      block,
      '```',
      '',
    );
    return `see [${what}](#${api.tag}-${name}-${what})`;
  };
  for (const [key, spec] of Object.entries(api.attributes)) {
    const name = attributeName(key);
    lines.push(
      `| \`${name}\` | \`${key}\` | ${short(spec.type, 'type', name)} | ${short(defaultText(spec.default), 'default', name, JSON.stringify(spec.default, null, 2))} | ${cell(spec.description)} |`,
    );
  }
  if (long.length) lines.push('', ...long.slice(0, -1));
  const events = eventsOf(api);
  if (events.length) {
    lines.push('', '#### Events', '', '| event | detail | description |', '|---|---|---|');
    for (const [name, spec] of events)
      lines.push(`| \`${name}\` | \`${cell(spec.type)}\` | ${cell(spec.description)} |`);
  }
  const parts = Object.entries(api.parts ?? {});
  if (parts.length) {
    lines.push('', '#### CSS parts', '', '| part | description |', '|---|---|');
    for (const [name, doc] of parts) lines.push(`| \`${name}\` | ${cell(doc.description)} |`);
  }
  const props = Object.entries(api.cssProperties ?? {});
  if (props.length) {
    lines.push(
      '',
      '#### CSS custom properties',
      '',
      '| property | default | description |',
      '|---|---|---|',
    );
    for (const [name, doc] of props)
      lines.push(
        `| \`${name}\` | ${doc.default ? `\`${cell(doc.default)}\`` : ''} | ${cell(doc.description)} |`,
      );
  }
  const slots = Object.entries(api.slots ?? {});
  if (slots.length) {
    lines.push('', '#### Slots', '', '| slot | description |', '|---|---|');
    for (const [name, doc] of slots)
      lines.push(`| \`${name || '(default)'}\` | ${cell(doc.description)} |`);
  }
  return lines.join('\n');
}

const MARKER = '<!-- api-tables -->';

function withElementTables(readme: string, api: ElementApi): string {
  const index = readme.indexOf(MARKER);
  const head = index < 0 ? `${readme.trimEnd()}\n\n## API\n\n` : readme.slice(0, index);
  return `${head}${MARKER}\n<!-- generated by scripts/build-manifest.ts from ${api.tag.slice(3)}.api.ts: do not edit below -->\n\n${apiTables(api)}\n`;
}

function withRootTables(readme: string, elements: LoadedElement[]): string {
  const start = '<!-- elements:start -->';
  const end = '<!-- elements:end -->';
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) return readme;
  const body = elements
    .map((e) => `- [\`<${e.tag}>\`](${rel(e.dir)}/README.md): ${e.api.summary}`)
    .join('\n');
  return `${readme.slice(0, a + start.length)}\n<!-- generated by scripts/build-manifest.ts: do not edit -->\n\n${body}\n\n${readme.slice(b)}`;
}

/** The token table of docs/tokens.md: every public token, its default and what it is for. */
function withTokenTable(readme: string, tokens: Token[]): string {
  const start = '<!-- tokens:start -->';
  const end = '<!-- tokens:end -->';
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a < 0 || b < a) throw new Error(`${TOKEN_PAGE} lacks the ${start} … ${end} markers.`);
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = tokens.map(
    (t) => `| \`${t.name}\` | \`${cell(t.default)}\` | ${cell(t.description)} |`,
  );
  const body = ['| Token | Default | What it is for |', '| --- | --- | --- |', ...rows].join('\n');
  return `${readme.slice(0, a + start.length)}\n<!-- generated by scripts/build-manifest.ts from packages/core/src/tokens/tokens.css: do not edit -->\n\n${body}\n\n${readme.slice(b)}`;
}

function allEntry(elements: LoadedElement[]): string {
  const imports = elements.map(
    (e) =>
      `import '../../${rel(e.elementFile)
        .replace(/^packages\//, '')
        .replace(/\.ts$/, '')}';`,
  );
  return `// Generated by scripts/build-manifest.ts: the all-in-one bundle registers every element.\n${imports.join('\n')}\n\nexport {};\n`;
}

/** The name an element file exports its script methods under (`export interface <Name>Methods`). */
function methodsOf(element: LoadedElement): string | undefined {
  const name = `${element.api.name}Methods`;
  return new RegExp(`^export interface ${name}\\b`, 'm').test(
    readFileSync(element.elementFile, 'utf8'),
  )
    ? name
    : undefined;
}

/**
 * packages/all/src/elements.d.ts: the repository's own global type maps of every element, from
 * the api types (core/element/types.ts): `HTMLElementTagNameMap` (the host with its properties,
 * typed listeners and any `<Name>Methods` its element file exports), React's JSX
 * `IntrinsicElements`, and each event in `HTMLElementEventMap`/`DocumentEventMap` (a name two
 * elements share gets the union). No element file declares these by hand; the shipped typings
 * are written from the manifest instead (scripts/package-types.ts).
 */
function elementTypes(elements: LoadedElement[]): string {
  const from = (file: string) =>
    `'../../${rel(file)
      .replace(/^packages\//, '')
      .replace(/\.ts$/, '')}'`;
  const alias = (e: LoadedElement) => e.exportName;
  const imports = elements.map((e) => `import type { ${alias(e)} } from ${from(e.apiFile)};`);
  const methods = elements.flatMap((e) => {
    const name = methodsOf(e);
    return name ? [`import type { ${name} } from ${from(e.elementFile)};`] : [];
  });
  const tags = elements.map((e) => {
    const name = methodsOf(e);
    return `    '${e.tag}': HostElement<typeof ${alias(e)}>${name ? ` & ${name}` : ''};`;
  });
  const jsx = elements.map((e) => `      '${e.tag}': JsxProps<typeof ${alias(e)}>;`);
  // The adapter's shared events (core/element/shared-events.ts) first.
  const byEvent = new Map<string, string[]>(
    Object.keys(sharedEvents).map((name) => [name, [`SharedEvents['${name}']`]]),
  );
  for (const e of elements)
    for (const name of Object.keys(e.api.events))
      byEvent.set(name, [...(byEvent.get(name) ?? []), `EventsOf<typeof ${alias(e)}>['${name}']`]);
  const events = [...byEvent]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, details]) => `    '${name}': CustomEvent<${details.join(' | ')}>;`);
  return `// Generated by scripts/build-manifest.ts from the api files: do not edit.
// Every element's global types in this repository (CONTRIBUTING.md "The element file").
import type { EventsOf } from '../../core/src/element/define-api';
import type { SharedEvents } from '../../core/src/element/shared-events';
import type { HostElement, JsxProps } from '../../core/src/element/types';
${imports.join('\n')}
${methods.join('\n')}

declare global {
  interface HTMLElementTagNameMap {
${tags.join('\n')}
  }
  interface HTMLElementEventMap {
${events.join('\n')}
  }
  interface DocumentEventMap {
${events.join('\n')}
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx.join('\n')}
    }
  }
}
`;
}

function validate(data: unknown): void {
  const require = createRequire(import.meta.url);
  const schema = require('custom-elements-manifest/schema.json') as object;
  const ajv = new Ajv({ strict: false, allErrors: true });
  const valid = ajv.validate(schema, data);
  if (!valid) {
    console.error('custom-elements.json does not match the custom-elements-manifest schema:');
    console.error(ajv.errorsText(ajv.errors, { separator: '\n' }));
    process.exit(1);
  }
}

const elements = await loadApis(root);
// Every type text agrees with its TypeScript type (scripts/api-types.ts) before anything is written.
const typeProblems = typeTextProblems([
  ...elements.map((e) => ({ file: e.apiFile, exportName: e.exportName, api: e.api })),
  {
    file: 'packages/core/src/element/shared-events.ts',
    exportName: 'sharedEvents',
    api: { tag: 'mf-any-element', attributes: {}, events: sharedEvents },
    eventsOnly: true,
  },
]);
if (typeProblems.length) {
  console.error(`Type texts that disagree with the TypeScript types:\n${typeProblems.join('\n')}`);
  process.exit(1);
}
// mf-check reads an attribute's kind from its type text (packages/check/src/manifest.ts): a type
// text it would read as another kind (a string typed as a template literal reads as JSON) is
// stopped here, before the checker reports good values as bad.
const kindProblems = elements.flatMap(({ api, apiFile }) =>
  Object.entries(api.attributes).flatMap(([key, spec]) => {
    const read = attributeKind(spec.type).kind;
    return read === spec.kind
      ? []
      : [
          `${rel(apiFile)}: ${key} is ${spec.kind}, but its type text "${spec.type}" reads as ${read}`,
        ];
  }),
);
if (kindProblems.length) {
  console.error(`Type texts mf-check would misread:\n${kindProblems.join('\n')}`);
  process.exit(1);
}
const data = manifest(elements);
validate(data);

const outputs = new Map<string, string>();
outputs.set('custom-elements.json', `${JSON.stringify(data, null, 2)}\n`);
outputs.set('packages/all/src/all.ts', allEntry(elements));
outputs.set('packages/all/src/elements.d.ts', elementTypes(elements));
for (const element of elements) {
  const readmePath = `${rel(element.dir)}/README.md`;
  const current = existsSync(readmePath)
    ? readFileSync(readmePath, 'utf8')
    : `# \`<${element.tag}>\`\n\n${element.api.summary}\n`;
  outputs.set(readmePath, withElementTables(current, element.api));
}
for (const [path, text] of typingsFiles(data as Manifest)) outputs.set(path, text);
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;
outputs.set(
  'package.json',
  `${JSON.stringify({ ...pkg, exports: packageExports(data as Manifest) }, null, 2)}\n`,
);
if (existsSync('README.md'))
  outputs.set('README.md', withRootTables(readFileSync('README.md', 'utf8'), elements));
if (existsSync(TOKEN_PAGE))
  outputs.set(TOKEN_PAGE, withTokenTable(readFileSync(TOKEN_PAGE, 'utf8'), loadTokens(root)));

// Generated text is formatted as `npm run format` would, so the format check and this check agree.
for (const [path, text] of outputs) {
  if (path === 'custom-elements.json' || path === 'package.json') continue;
  const options = (await resolveConfig(path)) ?? {};
  outputs.set(path, await format(text, { ...options, filepath: path }));
}

const stale = [...outputs].filter(
  ([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text,
);
if (check) {
  if (stale.length) {
    console.error(
      `Generated files are stale: ${stale.map(([p]) => p).join(', ')}. Run "npm run manifest".`,
    );
    process.exit(1);
  }
  console.log(
    `custom-elements.json and generated docs are up to date (${elements.length} elements).`,
  );
} else {
  for (const [path, text] of stale) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  console.log(
    `Wrote ${stale.length} file(s); ${elements.length} elements in custom-elements.json.`,
  );
}
