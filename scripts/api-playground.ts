/**
 * The playground of each element's API page (scripts/api-pages.ts): a live instance of the
 * element, a control for each attribute of the manifest and the HTML to copy. This file writes
 * what the page holds before any script runs; demo/src/playground.ts wires it.
 *
 * The live instance is the element's gallery page's main instance (the first `<tag>` inside
 * `<main>` of demo/<tag>.html, else the first on the page), not a README example: each gallery
 * page is the element's proven offline setup (its addresses answered by the mock handlers, its
 * fakes, its content), where a README example names a production endpoint that nothing answers
 * here. The API page runs that gallery page's own scripts in the same order (its fakes and CMS
 * stand-ins, `../pages/*.js`), its stylesheets, and the gallery boot (mocks, theme, direction,
 * toolbar). What differs from the gallery page is in `ADJUSTMENTS`.
 *
 * Everything is written server-side (controls, snippet, the live markup) so that the script only
 * enables and wires it: the playground's room is there from the first paint, and booting it
 * shifts nothing.
 */
import { attributeKind } from '../packages/check/src/manifest';
import { escapeHtml as escape } from '../demo/mocks/html';
import { orderAttributes, snippet, type SnippetAttribute } from '../demo/src/playground/snippet';
import { elementMarkup, PAGE_QUERY } from './build-prod';

export type Control =
  | { kind: 'text' }
  | { kind: 'number' }
  | { kind: 'checkbox' }
  | { kind: 'select'; values: string[] }
  | { kind: 'json' };

/**
 * The control of an attribute, from its manifest type text as mf-check reads it
 * (packages/check/src/manifest.ts, the reading the element adapter parses by): a closed set of
 * string literals is a select, any other string a text field, and the rest by kind.
 */
export function controlOf(typeText: string | undefined): Control {
  const { kind, values } = attributeKind(typeText ?? 'string');
  if (kind === 'boolean') return { kind: 'checkbox' };
  if (kind === 'number') return { kind: 'number' };
  if (kind === 'json') return { kind: 'json' };
  return values ? { kind: 'select', values } : { kind: 'text' };
}

/**
 * Attributes the API page's instance sets (a value) or leaves out (null) beside its gallery
 * page's, and why.
 */
const ADJUSTMENTS: Record<string, Record<string, string | null>> = {
  // A dialog that opens over the page on load would cover the API page it documents; the
  // gallery page shows that. Its box stays in the playground (it acts at the next load).
  'mf-market-selector': { 'show-on-load': null },
};

/**
 * The way a visitor opens each dialog element, written in the stage before it: a dialog shows
 * nothing until it opens, so without one its controls would change nothing to be seen. Each is
 * the element's own opener as a page has it (a trigger naming it, the address hash, the button
 * whose click the gallery page's own script turns into the header's show event).
 */
const OPENERS: Record<string, (attributes: Map<string, string>) => string> = {
  'mf-modal': (attributes) =>
    `<a href="#${escape(attributes.get('id') ?? '')}" data-toggle="modal">Open the modal</a>`,
  'mf-form-modal': () => '<a href="#modal-brochure">Open the brochure form</a>',
  'mf-market-selector': () =>
    '<button type="button" id="show-market-selector">Open the market selector</button>',
};

export interface PlaygroundInstance {
  tag: string;
  /** The markup the page holds, addresses made relative to api/. */
  markup: string;
  /** Its attributes in source order, values decoded. */
  attributes: SnippetAttribute[];
  /** Its light-DOM content as the gallery page writes it. */
  content: string;
  /** Our tags in the markup (the element and what it nests), for the gallery boot. */
  tags: string[];
  /** The gallery page's head: its stylesheets and style blocks, its scripts in order. */
  head: string;
  /** The address query the page needs (build-prod.ts `PAGE_QUERY`), or ''. */
  pageQuery: string;
}

/** The gallery page's `<main>` when it has our element, else the whole page. */
function mainOf(html: string, tag: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0];
  return main && main.includes(`<${tag}`) ? main : html;
}

/**
 * The head of the API page from the gallery page's: its stylesheets and style blocks (they lay
 * out the element's page content and hold its room), then its scripts wherever the page has
 * them, in their order (a fake installed before the boot stays before it).
 */
function galleryHead(html: string, tags: string[]): string {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const lines: string[] = [];
  for (const [whole, stylesheet] of head.matchAll(
    /<link rel="stylesheet" href="\.\/([^"]+)"\s*\/?>|<style>[\s\S]*?<\/style>/g,
  ))
    if (!stylesheet) lines.push(whole);
    else if (stylesheet !== 'gallery.css')
      lines.push(`<link rel="stylesheet" href="../${stylesheet}">`);
  for (const [, script] of html.matchAll(/<script\s[^>]*?src="\.\/([^"]+)"[^>]*><\/script>/g))
    lines.push(
      script === 'gallery.js'
        ? // The gallery boot comes with the playground (demo/src/playground.ts imports it).
          `<script type="module" src="../playground.js" data-elements="${tags.join(' ')}"></script>`
        : `<script type="module" src="../${script}"></script>`,
    );
  return lines.join('\n');
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** An attribute value as the browser reads it: the character references our pages use. */
function decode(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      return ENTITIES[name!.toLowerCase()] ?? whole;
    },
  );
}

/** The API page's live instance of `tag`, from its gallery page's html. */
export function playgroundInstance(tag: string, galleryHtml: string): PlaygroundInstance | null {
  const markup = elementMarkup(mainOf(galleryHtml, tag), tag, ADJUSTMENTS[tag] ?? {});
  if (!markup) return null;
  const openTag = new RegExp(`^<${tag}\\b(?:[^>"']|"[^"]*"|'[^']*')*>`).exec(markup)![0];
  const attributes = [
    ...openTag
      .slice(tag.length + 1, -1)
      .matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g),
  ].map(([, name, ...value]) => [name!, decode(value.find((v) => v !== undefined) ?? '')] as const);
  const content = markup.slice(openTag.length, -`</${tag}>`.length);
  const tags = [tag, ...[...content.matchAll(/<(mf-[a-z-]+)/g)].map((m) => m[1]!)].filter(
    (t, i, all) => all.indexOf(t) === i,
  );
  return {
    tag,
    markup,
    attributes,
    content,
    tags,
    head: galleryHead(galleryHtml, tags),
    pageQuery: PAGE_QUERY[`${tag}.html`] ?? '',
  };
}

export interface PlaygroundAttribute {
  name: string;
  type?: { text: string };
  default?: string;
  description?: string;
}

/** What the page script needs and cannot read from the controls. */
export interface PlaygroundModel {
  tag: string;
  attributes: SnippetAttribute[];
  order: string[];
  content: string;
  pageQuery: string;
}

const prose = (text: string | undefined) =>
  escape(text ?? '').replace(/`([^`]+)`/g, (_, code: string) => `<code>${code}</code>`);

/** A default worth showing as a placeholder: a short number or string, not a labels object. */
function placeholder(fallback: string | undefined): string {
  if (fallback === undefined) return '';
  let value: unknown;
  try {
    value = JSON.parse(fallback);
  } catch {
    return '';
  }
  return (typeof value === 'string' || typeof value === 'number') && String(value).length <= 40
    ? String(value)
    : '';
}

function field(attribute: PlaygroundAttribute, current: string | undefined): string {
  const { name } = attribute;
  const id = `playground-attr-${name}`;
  const control = controlOf(attribute.type?.text);
  const shown = placeholder(attribute.default);
  const hint = `<span class="playground-hint" id="${id}-hint">${prose(attribute.description)}${
    shown && control.kind !== 'checkbox' ? ` Default: <code>${escape(shown)}</code>.` : ''
  }</span>`;
  const common = `id="${id}" data-attribute="${escape(name)}" data-kind="${control.kind}" aria-describedby="${id}-hint"`;
  const label = `<label for="${id}"><code>${escape(name)}</code></label>`;
  switch (control.kind) {
    case 'checkbox':
      return `<div class="playground-field playground-check">
<input type="checkbox" ${common}${current !== undefined ? ' checked' : ''}>
${label}
${hint}
</div>`;
    case 'select':
      return `<div class="playground-field">
${label}
${hint}
<select ${common}>
<option value=""${current === undefined ? ' selected' : ''}>(not set${shown ? `: ${escape(shown)}` : ''})</option>
${control.values.map((v) => `<option${v === current ? ' selected' : ''}>${escape(v)}</option>`).join('\n')}
</select>
</div>`;
    case 'json':
      return `<div class="playground-field playground-json">
${label}
${hint}
<textarea ${common} data-type="${escape(attribute.type?.text ?? '')}" rows="4" spellcheck="false">${escape(current ?? '')}</textarea>
<p class="playground-error" id="${id}-error" hidden></p>
</div>`;
    default:
      return `<div class="playground-field">
${label}
${hint}
<input type="${control.kind === 'number' ? 'number' : 'text'}"${control.kind === 'number' ? ' step="any"' : ''} ${common} value="${escape(current ?? '')}"${shown ? ` placeholder="${escape(shown)}"` : ''}>
</div>`;
  }
}

/** JSON in a script element: `<` written as an escape, so no `</script>` ends it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The playground section of `tag`'s API page. */
export function playgroundSection(
  instance: PlaygroundInstance,
  attributes: PlaygroundAttribute[],
): string {
  const { tag } = instance;
  const values = new Map(instance.attributes);
  const order = attributes.map((a) => a.name);
  const model: PlaygroundModel = {
    tag,
    attributes: instance.attributes,
    order,
    content: instance.content,
    pageQuery: instance.pageQuery,
  };
  const code = snippet(tag, orderAttributes(instance.attributes, order), instance.content);
  return `<section class="playground" aria-labelledby="playground" data-playground="${tag}">
<h2 id="playground">Playground</h2>
<div class="playground-status">
<p id="playground-noscript">The playground needs JavaScript: without it the element below shows only its page content, and the controls stay off. The tables above are the whole API.</p>
<p id="playground-status" role="status"></p>
</div>
<div class="playground-stage" role="region" aria-label="Live &lt;${tag}&gt;" tabindex="0">
${OPENERS[tag] ? `<p class="playground-open">${OPENERS[tag](values)}</p>\n` : ''}${instance.markup}
</div>
<fieldset class="playground-controls" disabled>
<legend>Attributes of <code>&lt;${tag}&gt;</code></legend>
<p class="playground-hint">A change applies at once; an emptied field or a cleared box removes the attribute, and the element falls back to its default.</p>
${attributes.map((a) => field(a, values.get(a.name))).join('\n')}
</fieldset>
<h3 id="playground-html">HTML</h3>
<div class="playground-snippet">
<pre><code id="playground-code">${escape(code)}</code></pre>
<button type="button" id="playground-copy" disabled>Copy the HTML</button>
<span class="playground-copied" id="playground-copied" role="status"></span>
</div>
<script type="application/json" id="playground-data">${scriptJson(model)}</script>
</section>`;
}
