import { renderView, resizeTo, setViewportWidth } from '@mf/product-page/testing/view-harness';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductFeatures } from './product-features';
import { productFeaturesApi } from './product-features.api';

const FEATURES = `
  <article>
    <h3>Dyna-VT transmission</h3>
    <img src="/media/vt.jpg" alt="The Dyna-VT gearbox" width="640" height="360">
    <p>Stepless from 0.03 to 40 km/h.</p>
    <ul><li>Speed matching</li><li> </li><li>Power control</li></ul>
    <a href="/tractors/5s/dyna-vt">More about Dyna-VT</a>
  </article>
  <article>
    <h3>Cab</h3>
    <p>  Six pillars,
       quiet at 70 dB. </p>
  </article>
  <article><h4>Service</h4><p>500 hours between services.</p></article>`;

const open = (html = FEATURES, overrides = {}) =>
  renderView(productFeaturesApi, ProductFeatures, html, { label: 'MF 5S features', ...overrides });

afterEach(() => setViewportWidth(1024));

describe('<mf-product-features> view: cards', () => {
  it('a card per feature in a labelled list: picture first, heading at its level, text, link', () => {
    const { ui, part } = open();
    expect(part('base')).toHaveAttribute('data-state', 'grid');
    const list = ui.getByRole('list', { name: 'MF 5S features' });
    const cards = [...list.children];
    expect(cards).toHaveLength(3);
    expect([...cards[0]!.children].map((child) => child.localName)).toEqual([
      'img',
      'h3',
      'p',
      'ul',
      'a',
    ]);
    expect(ui.getByRole('heading', { level: 3, name: 'Dyna-VT transmission' })).toBeVisible();
    expect(ui.getByRole('heading', { level: 4, name: 'Service' })).toBeVisible();
    const img = ui.getByRole('img', { name: 'The Dyna-VT gearbox' });
    expect(img).toHaveAttribute('src', `${location.origin}/media/vt.jpg`);
    expect(ui.getByRole('link', { name: 'More about Dyna-VT' })).toHaveAttribute(
      'href',
      `${location.origin}/tractors/5s/dyna-vt`,
    );
    // Text as text, white space collapsed, empty list items dropped.
    expect(ui.getByText('Six pillars, quiet at 70 dB.').localName).toBe('p');
    expect(cards[0]!.querySelectorAll('li').length).toBe(2);
  });

  it('content is text, never markup', () => {
    const { ui, part } = open(
      '<div><h3>Safe &lt;b&gt;</h3><p>1 &lt; 2 <img src=x onerror="alert(1)"></p></div>',
    );
    expect(ui.getByRole('heading', { name: 'Safe <b>' })).toBeInTheDocument();
    expect(part('base')!.querySelector('b, img')).toBeNull();
  });

  it('the labels name the list when there is no label', () => {
    const { ui } = open(FEATURES, { label: ' ', labels: { features: 'Hauptmerkmale' } });
    expect(ui.getByRole('list', { name: 'Hauptmerkmale' })).toBeInTheDocument();
  });

  it('layout="grid" keeps cards on a phone', () => {
    setViewportWidth(400);
    const { part, ui } = open(FEATURES, { layout: 'grid' });
    expect(part('base')).toHaveAttribute('data-state', 'grid');
    expect(ui.queryAllByRole('button')).toEqual([]);
  });
});

describe('<mf-product-features> view: validation', () => {
  it('a feature without a heading, a bad picture or link: left out, one warning each naming the element and its place, no error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ui } = open(`
      <article><p>No heading</p></article>
      <article><div><h3>Nested heading</h3></div></article>
      <article><h3>Bad parts</h3><img src="javascript:alert(1)" alt="x"><a href="javascript:alert(1)">Run</a></article>
      <article><h3>No alt</h3><img src="/a.jpg"><a href="/x"> </a></article>
      <article><h3>Decorative</h3><img src="/d.jpg" alt=""><a href="#a">First</a><a href="https://example.com/b">Last</a></article>`);
    expect(ui.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Bad parts',
      'No alt',
      'Decorative',
    ]);
    // The view alone: the adapter that disarms a javascript: link first is not here.
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-product-features> (1st on the page): article[0] has no heading (h2-h6 with text); left out.',
      '<mf-product-features> (1st on the page): article[1] has no heading (h2-h6 with text); left out.',
      '<mf-product-features> (1st on the page): article[2] picture is not an http(s) address, got "javascript:alert(1)"; the feature is shown without it.',
      '<mf-product-features> (1st on the page): article[2] link "Run" is not an http(s) address, got "javascript:alert(1)"; the feature is shown without it.',
      '<mf-product-features> (1st on the page): article[3] picture has no alt attribute (alt="" for a decorative one); the feature is shown without it.',
      '<mf-product-features> (1st on the page): article[3] link has no text; the feature is shown without it.',
    ]);
    expect(error).not.toHaveBeenCalled();
    expect(ui.queryByRole('link', { name: 'Run' })).toBeNull();
    // alt="" is decorative: kept, out of the accessibility tree; the last link is the feature's.
    const list = ui.getByRole('list');
    expect(list.querySelectorAll('img')).toHaveLength(1);
    expect(list.querySelector('img')).toHaveAttribute('alt', '');
    expect(ui.getAllByRole('link').map((a) => a.textContent)).toEqual(['Last']);
  });

  it('a link the adapter disarmed is reported there only: the feature says nothing more', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ui } = open(
      '<article><h3>Cab</h3><p>Quiet.</p><a data-mf-unsafe-href="javascript:alert(1)">Run</a></article>',
    );
    expect(ui.getByRole('heading', { name: 'Cab' })).toBeInTheDocument();
    expect(ui.queryByRole('link')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('without features: the empty state, no list, one warning saying what to add', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { part, ui } = open('');
    expect(part('base')).toHaveAttribute('data-state', 'empty');
    expect(ui.queryByRole('list')).toBeNull();
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-product-features> (1st on the page): content has no feature; nothing is shown; add an <article> per feature.',
    ]);
  });

  it('follows features the CMS adds', async () => {
    const { host, ui } = open();
    const extra = document.createElement('article');
    extra.innerHTML = '<h3>Loader</h3>';
    host.append(extra);
    expect(await ui.findByRole('heading', { name: 'Loader' })).toBeInTheDocument();
  });
});

describe('<mf-product-features> view: the accordion', () => {
  it('on a phone ("auto"): a disclosure per feature, all closed, at the heading’s level', () => {
    setViewportWidth(400);
    const { part, ui } = open();
    expect(part('base')).toHaveAttribute('data-state', 'accordion');
    const buttons = ui.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Dyna-VT transmission', 'Cab', 'Service']);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(buttons[2]!.closest('h4')).not.toBeNull();
    expect(ui.queryByRole('link', { name: 'More about Dyna-VT' })).toBeNull();
  });

  it('a press opens a feature (several may be open), shows its picture, text and link, and emits', () => {
    const { ui, emit } = open(FEATURES, { layout: 'accordion' });
    fireEvent.click(ui.getByRole('button', { name: 'Dyna-VT transmission' }));
    fireEvent.click(ui.getByRole('button', { name: 'Cab' }));
    expect(ui.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      'true',
      'false',
    ]);
    const region = ui.getByRole('region', { name: 'Dyna-VT transmission' });
    expect(region).toContainElement(ui.getByRole('link', { name: 'More about Dyna-VT' }));
    expect(region).toContainElement(ui.getByRole('img', { name: 'The Dyna-VT gearbox' }));
    expect(emit).toHaveBeenCalledWith('mf-feature-toggle', {
      index: 0,
      heading: 'Dyna-VT transmission',
      open: true,
    });
    fireEvent.click(ui.getByRole('button', { name: 'Cab' }));
    expect(emit).toHaveBeenLastCalledWith('mf-feature-toggle', {
      index: 1,
      heading: 'Cab',
      open: false,
    });
  });

  it('more than six features: the sections are not region landmarks (APG)', () => {
    const many = Array.from({ length: 7 }, (_, i) => `<article><h3>F${i}</h3></article>`).join('');
    const { ui } = open(many, { layout: 'accordion' });
    fireEvent.click(ui.getByRole('button', { name: 'F0' }));
    expect(ui.queryByRole('region')).toBeNull();
  });

  it('follows the breakpoint: cards from 768 px, the accordion below', async () => {
    vi.useFakeTimers();
    setViewportWidth(1024);
    const { part } = open();
    expect(part('base')).toHaveAttribute('data-state', 'grid');
    await resizeTo(500);
    expect(part('base')).toHaveAttribute('data-state', 'accordion');
    await resizeTo(768);
    expect(part('base')).toHaveAttribute('data-state', 'grid');
    vi.useRealTimers();
  });
});
