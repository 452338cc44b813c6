// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { controlOf, playgroundInstance, playgroundSection } from './api-playground';

describe('the API page playground', () => {
  it('picks each control from the manifest type text as mf-check reads it', () => {
    expect(controlOf('string')).toEqual({ kind: 'text' });
    expect(controlOf(undefined)).toEqual({ kind: 'text' });
    expect(controlOf('number')).toEqual({ kind: 'number' });
    expect(controlOf('boolean')).toEqual({ kind: 'checkbox' });
    expect(controlOf(`'mi' | 'km'`)).toEqual({ kind: 'select', values: ['mi', 'km'] });
    expect(controlOf('{ close?: string }')).toEqual({ kind: 'json' });
    expect(controlOf('string[]')).toEqual({ kind: 'json' });
  });

  const gallery = `<!doctype html><html><head>
<link rel="stylesheet" href="./gallery.css" />
<link rel="stylesheet" href="./dist/mf-events.css" />
<style>.x { color: green; }</style>
<script type="module" src="./pages/fakes.js"></script>
</head><body>
<mf-events-overview site="header"></mf-events-overview>
<main>
<mf-events-overview site="mf" data-lang-de-no-results="Keine" no-results="Tom &amp; Jerry's" per-page="3" link="./x.html">
  <p>Soon</p>
</mf-events-overview>
</main>
<script type="module" src="./gallery.js" data-elements="mf-events-overview"></script>
</body></html>`;

  it("takes the gallery page's main instance, without the German copies, addresses from api/", () => {
    const instance = playgroundInstance('mf-events-overview', gallery)!;
    expect(instance.attributes).toEqual([
      ['site', 'mf'],
      ['no-results', "Tom & Jerry's"],
      ['per-page', '3'],
      ['link', '../x.html'],
    ]);
    expect(instance.content.trim()).toBe('<p>Soon</p>');
    expect(instance.tags).toEqual(['mf-events-overview']);
    // Its stylesheets and styles, then its scripts in order, the gallery boot as the playground's.
    expect(instance.head.split('\n')).toEqual([
      '<link rel="stylesheet" href="../dist/mf-events.css">',
      '<style>.x { color: green; }</style>',
      '<script type="module" src="../pages/fakes.js"></script>',
      '<script type="module" src="../playground.js" data-elements="mf-events-overview"></script>',
    ]);
  });

  it('writes labelled controls with the current values and the first snippet', () => {
    const instance = playgroundInstance('mf-events-overview', gallery)!;
    const html = playgroundSection(instance, [
      { name: 'site', type: { text: 'string' }, description: 'The site.' },
      { name: 'per-page', type: { text: 'number' }, default: '5', description: 'Per page.' },
      { name: 'open', type: { text: 'boolean' }, description: 'Open.' },
      { name: 'unit', type: { text: `'mi' | 'km'` }, default: '"mi"', description: 'Unit.' },
      { name: 'labels', type: { text: '{ a?: string }' }, description: 'Labels.' },
    ]);
    expect(html).toContain(
      '<input type="number" step="any" id="playground-attr-per-page" data-attribute="per-page" data-kind="number" aria-describedby="playground-attr-per-page-hint" value="3" placeholder="5">',
    );
    expect(html).toContain('<label for="playground-attr-open"><code>open</code></label>');
    expect(html).toContain('<option value="" selected>(not set: mi)</option>');
    expect(html).toContain('<textarea id="playground-attr-labels"');
    expect(html).toContain('<fieldset class="playground-controls" disabled>');
    // The snippet, escaped once for the page: the text shown is the HTML to copy.
    expect(html).toContain("no-results=&quot;Tom &amp;amp; Jerry's&quot;");
  });

  it('keeps the page data script whole when the content holds a script', () => {
    const withScript = gallery.replace(
      '<p>Soon</p>',
      '<script type="application/json">{"a":1}</script>',
    );
    const html = playgroundSection(playgroundInstance('mf-events-overview', withScript)!, []);
    const data = /<script type="application\/json" id="playground-data">(.*?)<\/script>/s.exec(
      html,
    )![1]!;
    expect((JSON.parse(data) as { content: string }).content).toContain('</script>');
  });

  it("writes a dialog's opener before it in the stage, as a page opens it, and none for others", () => {
    const modal = `<main><mf-modal id="news" label="News"><h2>News</h2></mf-modal></main>`;
    const html = playgroundSection(playgroundInstance('mf-modal', modal)!, []);
    expect(html).toMatch(
      /<p class="playground-open"><a href="#news" data-toggle="modal">Open the modal<\/a><\/p>\n<mf-modal id="news"/,
    );
    const events = playgroundSection(playgroundInstance('mf-events-overview', gallery)!, []);
    expect(events).not.toContain('playground-open');
  });
});
