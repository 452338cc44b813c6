/**
 * What frameworks do to our elements, at the element level in real Chromium, from the
 * built bundles: Vue, Svelte, Angular and React set a PROPERTY whenever the element has one of
 * that name, so a template's text (`regions='[…]'`, `per-page="2"`, `open="false"`) arrives as a
 * string; a tag name may already be taken on the page; a page may choose its own prefix; an
 * element moved to another parent keeps its state. tests/interop runs the real framework apps.
 */
import { EVENT_REGIONS } from '@mf/demo-mocks/events/fixtures';
import { recordRenders } from '../conformance/samples';
import {
  expect,
  fixture,
  loadElement,
  loadScript,
  setUpElementTests,
  shadow,
  shadowAll,
  startMocks,
  waitFor,
  waitForState,
} from './helpers';

type Host = HTMLElement & Record<string, unknown>;

const REGIONS = JSON.stringify(EVENT_REGIONS);

describe('a property set to text is read as the attribute would be', () => {
  const console = setUpElementTests('mf-events-overview');
  before(() => loadElement('mf-form-modal'));

  async function overview(): Promise<Host> {
    await startMocks('default');
    const element = await fixture<Host>(
      '<mf-events-overview site="mf" time-zone="UTC"></mf-events-overview>',
    );
    await waitForState(element, /has-results|no-results/);
    return element;
  }

  it('JSON: regions as text fills the region filter; labels as text relabel it', async () => {
    const element = await overview();
    element.regions = REGIONS;
    expect(element.regions).to.deep.equal(EVENT_REGIONS);
    const options = await waitFor(() => {
      const found = shadowAll(element, '[part~=filter] option').map((o) => o.textContent);
      return found.length > 1 ? found : null;
    });
    expect(options.slice(1)).to.deep.equal(EVENT_REGIONS.map((r) => r.label));
    element.labels = '{"filter": "Gebiet"}';
    await waitFor(() => shadow(element, '[part~=filter] label')?.textContent === 'Gebiet');
    expect(console.errors).to.deep.equal([]);
  });

  it('number: per-page as text pages by that number', async () => {
    const element = await overview();
    element.perPage = '2';
    expect(element.perPage).to.equal(2);
    await waitFor(() => shadowAll(element, '[part~=list-item]').length === 2, 8000, 'two items');
    expect(console.errors).to.deep.equal([]);
  });

  it('string: region as text filters by it', async () => {
    const element = await overview();
    element.regions = REGIONS;
    element.region = EVENT_REGIONS[1]!.value;
    await waitFor(
      () => shadow<HTMLSelectElement>(element, '[part~=filter] select')?.value === element.region,
    );
    expect(console.errors).to.deep.equal([]);
  });

  it('bad text is reported as the attribute is, once for both paths, and the default is used', async () => {
    const element = await overview();
    const warnings: string[] = [];
    const warn = window.console.warn;
    window.console.warn = (message: unknown) => warnings.push(String(message));
    try {
      element.perPage = '2px';
      element.setAttribute('per-page', '2px');
      element.regions = '[oops';
      element.setAttribute('regions', '[oops');
    } finally {
      window.console.warn = warn;
    }
    expect(element.perPage).to.equal(5);
    expect(element.regions).to.deep.equal([]);
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.match(
      /^<mf-events-overview>[^:]*: attribute "per-page" expects a number, got "2px"/,
    );
    expect(warnings[1]).to.match(
      /^<mf-events-overview>[^:]*: attribute "regions" is not valid JSON/,
    );
    expect(console.errors).to.deep.equal([]);
  });

  it('boolean: "false" is false as a property and as an attribute; presence is true', async () => {
    const element = await fixture<Host>('<mf-form-modal></mf-form-modal>');
    const renders = recordRenders(element);
    const seen = (value: boolean) =>
      waitFor(() => renders.last()?.closeOnBackdrop === value, 5000, `the view to get ${value}`);
    element.closeOnBackdrop = 'true';
    await seen(true);
    element.closeOnBackdrop = 'false';
    expect(element.closeOnBackdrop).to.equal(false);
    await seen(false);
    element.closeOnBackdrop = '';
    await seen(true);
    element.setAttribute('close-on-backdrop', 'false');
    await seen(false);
    element.setAttribute('close-on-backdrop', '');
    await seen(true);
    element.setAttribute('close-on-backdrop', 'FALSE');
    await seen(false);
    element.removeAttribute('close-on-backdrop');
    await seen(false);
    element.closeOnBackdrop = true;
    await seen(true);
    expect(console.errors).to.deep.equal([]);
  });
});

describe('moving an element to another parent', () => {
  const console = setUpElementTests('mf-events-overview');

  it('keeps its state: the chosen region, the list, the same React tree', async () => {
    await startMocks('default');
    const element = await fixture<Host>(
      `<mf-events-overview site="mf" time-zone="UTC" regions='${REGIONS}'></mf-events-overview>`,
    );
    const renders = recordRenders(element);
    await waitForState(element, /has-results/);
    const select = shadow<HTMLSelectElement>(element, '[part~=filter] select')!;
    select.value = EVENT_REGIONS[0]!.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(
      () => shadow(element, '[part~=heading]') && !element.shadowRoot!.querySelector('[aria-busy]'),
    );
    const heading = shadow(element, '[part~=heading]')!.textContent;
    const context = renders.context;
    const other = document.createElement('section');
    element.parentElement!.append(other);
    other.append(element);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(element.parentElement).to.equal(other);
    expect(shadow<HTMLSelectElement>(element, '[part~=filter] select')!.value).to.equal(
      EVENT_REGIONS[0]!.value,
    );
    expect(shadow(element, '[part~=heading]')!.textContent).to.equal(heading);
    // A remount would give a new element context (and reset the region to "All regions").
    expect(renders.context).to.equal(context);
    expect(console.errors).to.deep.equal([]);
  });
});

/** A fresh same-origin frame (its own registry) with `head` markup, and its console. */
async function frame(head: string): Promise<{
  win: Window & typeof globalThis;
  doc: Document;
  warnings: string[];
  errors: string[];
}> {
  const element = document.createElement('iframe');
  document.body.append(element);
  after(() => element.remove());
  const doc = element.contentDocument!;
  const win = element.contentWindow as Window & typeof globalThis;
  const warnings: string[] = [];
  const errors: string[] = [];
  win.console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
  win.console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
  doc.head.innerHTML = head;
  return { win, doc, warnings, errors };
}

describe('tag names', () => {
  it('a tag taken by another class: a warning naming it; every other element registers', async () => {
    const { win, doc, warnings, errors } = await frame('');
    class Foreign extends win.HTMLElement {}
    win.customElements.define('mf-video-player', Foreign);
    await loadScript('/dist/mf-elements.iife.js', doc);
    expect(win.customElements.get('mf-video-player')).to.equal(Foreign);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(
      /^mf-video-player: taken by another class, so ours is not registered \(a prefix: <meta name=mf-tag-prefix>\)$/,
    );
    expect(win.customElements.get('mf-events-overview')).to.be.a('function');
    expect(errors).to.deep.equal([]);
    // A second copy of our own bundle finds its own elements (silent) and the foreign one again.
    await loadScript('/dist/mf-elements.iife.js', doc);
    expect(warnings).to.have.length(2);
    expect(warnings[1]).to.equal(warnings[0]);
  });

  it('the IIFE under a prefix of the page: acme-* only, and the elements work', async () => {
    const { win, doc, warnings, errors } = await frame(
      '<meta name="mf-tag-prefix" content="acme">',
    );
    await loadScript('/dist/mf-elements.iife.js', doc);
    expect(win.customElements.get('acme-events-overview')).to.be.a('function');
    expect(win.customElements.get('acme-dealer-locator')).to.be.a('function');
    expect(win.customElements.get('mf-events-overview')).to.equal(undefined);
    doc.body.innerHTML = `<acme-events-overview site="mf" regions='${REGIONS}'></acme-events-overview>`;
    const element = doc.body.firstElementChild as Host;
    await waitFor(() => element.shadowRoot?.querySelector('[part~=filter] option'));
    element.perPage = 'x';
    // (The frame's requests are not mocked: only the adapter's line is looked at.)
    expect(warnings.filter((line) => line.includes('"per-page"'))).to.deep.equal([
      '<acme-events-overview> (1st on the page): attribute "per-page" expects a number, got "x"; using the default.',
    ]);
    expect(errors.filter((line) => line.includes('"per-page"'))).to.deep.equal([]);
    // No tag was taken (the frame's unmocked request may warn about its own failure).
    expect(warnings.filter((line) => line.includes('taken by another class'))).to.deep.equal([]);
  });

  it('an ESM entry under a prefix of the page', async () => {
    const { win, doc } = await frame('<meta name="mf-tag-prefix" content="dealer-2">');
    const loaded = doc.createElement('script');
    loaded.type = 'module';
    loaded.textContent = `import('${location.origin}/dist/esm/mf-news-archive.js').then(() => { window.__loaded = true; });`;
    doc.head.append(loaded);
    await waitFor(() => (win as unknown as { __loaded?: boolean }).__loaded, 10_000, 'the entry');
    expect(win.customElements.get('dealer-2-news-archive')).to.be.a('function');
    expect(win.customElements.get('mf-news-archive')).to.equal(undefined);
  });
});
