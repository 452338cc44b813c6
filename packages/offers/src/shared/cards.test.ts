import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsHtml, offerSpecs } from '@mf/offers/testing/offers';
import { prepareCards, readCard, useCards } from './cards';
import { problemList } from '@mf/core/element/problems';

const GRID = { tag: 'mf-offers-grid', filters: true } as const;

const hosts: HTMLElement[] = [];
function hostWith(count: number): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = cardsHtml(offerSpecs(count));
  document.body.append(host);
  hosts.push(host);
  return host;
}
afterEach(() => {
  for (const host of hosts.splice(0)) host.remove();
  vi.restoreAllMocks();
});

describe('reading a card (README "Markup"): one warning per card with bad data', () => {
  const CAROUSEL = { tag: 'mf-offers-carousel', filters: false } as const;
  /** Reads a card of `html` as card `index`; what it warned. */
  const read = (html: string, index: number, options: typeof GRID | typeof CAROUSEL) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement(options.tag);
    host.innerHTML = html;
    const list = problemList(host, 'cards');
    const { offer } = readCard(host.firstElementChild as HTMLElement, index, options, list);
    list.report();
    return { offer, warnings: warn.mock.calls.map((call) => String(call[0])) };
  };
  const facts = (price: string, day: string) =>
    `<p data-offer-facts><data value="${price}">${price}</data><time datetime="${day}">${day}</time></p>`;

  it('reads the title, link, price and expiry the CMS rendered; a card without faults is silent', () => {
    const { offer, warnings } = read(
      `<article data-type="Tractors"><h3><a href="/offers/5s">0% on the MF 5S</a></h3>${facts('119900', '2030-12-31')}</article>`,
      0,
      CAROUSEL,
    );
    expect(offer).toMatchObject({ title: '0% on the MF 5S', price: 119900, type: 'Tractors' });
    expect(offer.expires).toEqual(new Date(2030, 11, 31));
    expect(offer.link).toMatch(/\/offers\/5s$/);
    expect(warnings).toEqual([]);
  });

  it('warns once, naming the element, the card (index and title) and every field left out', () => {
    const { offer, warnings } = read(
      `<article><h3>Operator days</h3>${facts('free', '31/12/2030')}<script type="application/json">{"terms": 3}</script></article>`,
      2,
      CAROUSEL,
    );
    expect(warnings).toEqual([
      '<mf-offers-carousel>: offers[2] "Operator days" has bad data: price <data value="free"> must be a number; expiry <time datetime="31/12/2030"> must be a date as YYYY-MM-DD; model.terms must be a string; those are left out; the card shows the rest.',
    ]);
    expect(offer).toEqual({ title: 'Operator days', type: '', name: '' });
  });

  it('a model that is not JSON is one warning, not an error; the grid also asks for its filters', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { offer, warnings } = read(
      '<article><h3>Baler deal</h3><script type="application/json">{"title": "bro</script></article>',
      1,
      GRID,
    );
    expect(offer.title).toBe('Baler deal');
    expect(warnings).toEqual([
      '<mf-offers-grid>: offers[1] "Baler deal" has bad data: data-type is missing; data-name is missing; model is not JSON; those are left out; the card shows the rest.',
    ]);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the card store (the cards are read once, ahead of the first render)', () => {
  it('renders what `prepareCards` read, without parsing the models again', () => {
    const host = hostWith(6);
    prepareCards(host, GRID);
    const parse = vi.spyOn(JSON, 'parse');
    const { result } = renderHook(() => useCards(host, GRID));
    expect(result.current.map((card) => card.offer.title)).toEqual(
      offerSpecs(6).map((spec) => spec.heading),
    );
    expect(parse).not.toHaveBeenCalled();
  });

  it('reads no card again when the view renders again and the cards did not change', () => {
    const host = hostWith(6);
    const { result, rerender } = renderHook(() => useCards(host, GRID));
    const first = result.current;
    const query = vi.spyOn(Element.prototype, 'querySelector');
    rerender();
    rerender();
    expect(result.current).toBe(first);
    expect(query).not.toHaveBeenCalled();
  });

  it('sees a change made in the same task as the render (before the observer is told)', () => {
    const host = hostWith(3);
    prepareCards(host, GRID);
    host.querySelector('article')!.dataset.type = 'Sprayers';
    const { result } = renderHook(() => useCards(host, GRID));
    expect(result.current[0]!.offer.type).toBe('Sprayers');
  });

  it('follows the page: a new model is read, a mutation that changes nothing keeps the cards', async () => {
    const host = hostWith(3);
    const { result } = renderHook(() => useCards(host, GRID));
    const first = result.current;
    await act(async () => {
      host.append(document.createTextNode(' '));
    });
    expect(result.current).toBe(first);
    host.querySelector('script')!.textContent = JSON.stringify({ title: 'Changed', price: 5 });
    await waitFor(() => expect(result.current[0]!.offer.title).toBe('Changed'));
    expect(result.current[0]!.offer.price).toBe(5);
  });

  it('warns about a bad card once, however often the view renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = hostWith(2);
    host.querySelector('script')!.textContent = JSON.stringify({ price: 'cheap' });
    prepareCards(host, GRID);
    const { rerender } = renderHook(() => useCards(host, GRID));
    rerender();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(
      /^<[\w-]+>.*: offers\[0\] "Offer 1" has bad data: model\.price/,
    );
  });
});
