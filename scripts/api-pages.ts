/**
 * The gallery's API page of each element (`build/demo/api/<tag>.html`, written by
 * scripts/build-demo.ts): attributes and properties, events with their detail types, slots,
 * CSS parts and CSS custom properties, from custom-elements.json (itself generated from the api
 * files), and the examples (the fenced HTML code blocks) of the element's README. Each gallery
 * page links its elements' API pages from the toolbar (demo/src/toolbar.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { playgroundInstance, playgroundSection, type PlaygroundInstance } from './api-playground';
import { detailType, elementDeclarations, type Manifest } from './package-types';
import { escapeHtml as escape } from '../demo/mocks/html';
import { themeHead } from '../demo/src/theme-head';

/** Inline markdown of the api descriptions: `code` and nothing else (the rest stays text). */
const prose = (text: string | undefined) =>
  escape(text ?? '').replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`);

/** A type or default: inline when short, in a disclosure when long (the labels objects). */
function codeCell(text: string | undefined, what: string): string {
  if (text === undefined || text === '') return '';
  if (text.length <= 60) return `<code>${escape(text)}</code>`;
  let shown: string;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    shown = text.replace(/; /g, ';\n  ');
  }
  return `<details><summary>${what}</summary><pre><code>${escape(shown)}</code></pre></details>`;
}

function table(caption: string, head: string[], rows: string[][]): string {
  if (!rows.length) return '';
  const id = caption.toLowerCase().replace(/[^a-z]+/g, '-');
  // The scrolling wrapper is the named region (a tab stop, so a keyboard can scroll it).
  return `<section>
<h2 id="${id}">${caption}</h2>
<div class="api-table" role="region" aria-labelledby="${id}" tabindex="0">
<table>
<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('\n')}
</tbody>
</table>
</div>
</section>`;
}

export interface Example {
  heading: string;
  code: string;
}

/** The fenced `html` blocks of a README, each with the heading it stands under. */
export function readmeExamples(readme: string): Example[] {
  const examples: Example[] = [];
  let heading = 'Example';
  const lines = readme.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const title = /^#{1,6}\s+(.*)$/.exec(line);
    if (title) heading = title[1]!.replace(/`/g, '');
    if (/^\s*```html\s*$/.test(line)) {
      const code: string[] = [];
      for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i]!); i++) code.push(lines[i]!);
      const indent = Math.min(
        ...code.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length),
      );
      examples.push({ heading, code: code.map((l) => l.slice(indent)).join('\n') });
    }
  }
  return examples;
}

/**
 * One element's API page. `packageName` names the npm entry in the usage snippet; `instance` is
 * the playground's live element (scripts/api-playground.ts), none for an element without a
 * gallery page.
 */
export function apiPage(
  element: ReturnType<typeof elementDeclarations>[number],
  examples: Example[],
  packageName: string,
  instance: PlaygroundInstance | null = null,
): string {
  const tag = element.tagName;
  const fields = (element.members ?? []).filter((m) => m.kind === 'field');
  const sections = [
    table(
      'Attributes and properties',
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      fields.map((f) => [
        f.attribute ? `<code>${escape(f.attribute)}</code>` : '',
        `<code>${escape(f.name)}</code>`,
        codeCell(f.type?.text, 'Type'),
        codeCell(f.default, 'Default'),
        prose(f.description),
      ]),
    ),
    table(
      'Events',
      ['Event', 'Detail', 'Description'],
      (element.events ?? []).map((e) => [
        `<code>${escape(e.name)}</code>`,
        codeCell(detailType(e.type?.text), 'Detail'),
        prose(e.description),
      ]),
    ),
    table(
      'Slots',
      ['Slot', 'Description'],
      (element.slots ?? []).map((s) => [
        s.name ? `<code>${escape(s.name)}</code>` : '(default)',
        prose(s.description),
      ]),
    ),
    table(
      'CSS parts',
      ['Part', 'Description'],
      (element.cssParts ?? []).map((p) => [`<code>${escape(p.name)}</code>`, prose(p.description)]),
    ),
    table(
      'CSS custom properties',
      ['Property', 'Default', 'Description'],
      (element.cssProperties ?? []).map((p) => [
        `<code>${escape(p.name)}</code>`,
        codeCell(p.default, 'Default'),
        prose(p.description),
      ]),
    ),
  ].filter(Boolean);
  // After the tables: without script the page reads as before, the API first.
  const playground = instance ? playgroundSection(instance, element.attributes ?? []) : '';
  const exampleSection = examples.length
    ? `<section aria-labelledby="examples">
<h2 id="examples">Examples</h2>
${examples.map((e) => `<h3>${escape(e.heading)}</h3>\n<pre class="api-example"><code>${escape(e.code)}</code></pre>`).join('\n')}
</section>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>&lt;${tag}&gt; API · mf web components</title>
<link rel="stylesheet" href="../gallery.css">
${instance ? `${instance.head}\n${themeHead('../')}` : ''}
</head>
<body>
<main class="api-page">
<nav class="api-nav" aria-label="Gallery">
<a href="../">← Gallery</a>
<a href="../${tag}.html">&lt;${tag}&gt; gallery page</a>
${instance ? '<a href="#playground">Playground</a>' : ''}
</nav>
<h1><code>&lt;${tag}&gt;</code> API</h1>
<p>${prose(element.summary ?? element.description)}</p>
<section aria-labelledby="usage">
<h2 id="usage">Usage</h2>
<pre class="api-example"><code>${escape(`import '${packageName}/${tag}'; // registers <${tag}>, with its types`)}</code></pre>
<p>Or every element with one script tag: <code>${escape('<script src=".../mf-elements.iife.js" defer></script>')}</code>. Generated from custom-elements.json.</p>
</section>
${sections.join('\n')}
${playground}
${exampleSection}
</main>
</body>
</html>
`;
}

/** Every element's API page, `api/<tag>.html` -> html, from the manifest and the READMEs. */
export function apiPages(root = process.cwd()): Map<string, string> {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as Manifest;
  const packageName = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string }
  ).name;
  const pages = new Map<string, string>();
  for (const module of manifest.modules) {
    const readmePath = join(root, dirname(module.path), 'README.md');
    const readme = existsSync(readmePath) ? readFileSync(readmePath, 'utf8') : '';
    for (const element of elementDeclarations({ ...manifest, modules: [module] })) {
      const galleryPath = join(root, 'demo', `${element.tagName}.html`);
      const instance = existsSync(galleryPath)
        ? playgroundInstance(element.tagName, readFileSync(galleryPath, 'utf8'))
        : null;
      pages.set(
        `api/${element.tagName}.html`,
        apiPage(element, readmeExamples(readme), packageName, instance),
      );
    }
  }
  return pages;
}
