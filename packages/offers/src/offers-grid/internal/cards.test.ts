import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsHtml, offerSpecs } from '@mf/offers/testing/offers';
import { prepareCards, useCards } from './cards';

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

describe('the card store (the cards are read once, ahead of the first render)', () => {
  it('renders what `prepareCards` read, without parsing the models again', () => {
    const host = hostWith(6);
    prepareCards(host, 'mf-offers-grid');
    const parse = vi.spyOn(JSON, 'parse');
    const { result } = renderHook(() => useCards(host, 'mf-offers-grid'));
    expect(result.current.map((card) => card.offer.title)).toEqual(
      offerSpecs(6).map((spec) => spec.heading),
    );
    expect(parse).not.toHaveBeenCalled();
  });

  it('reads no card again when the view renders again and the cards did not change', () => {
    const host = hostWith(6);
    const { result, rerender } = renderHook(() => useCards(host, 'mf-offers-grid'));
    const first = result.current;
    const query = vi.spyOn(Element.prototype, 'querySelector');
    rerender();
    rerender();
    expect(result.current).toBe(first);
    expect(query).not.toHaveBeenCalled();
  });

  it('sees a change made in the same task as the render (before the observer is told)', () => {
    const host = hostWith(3);
    prepareCards(host, 'mf-offers-grid');
    host.querySelector('article')!.dataset.type = 'Sprayers';
    const { result } = renderHook(() => useCards(host, 'mf-offers-grid'));
    expect(result.current[0]!.offer.type).toBe('Sprayers');
  });

  it('follows the page: a new model is read, a mutation that changes nothing keeps the cards', async () => {
    const host = hostWith(3);
    const { result } = renderHook(() => useCards(host, 'mf-offers-grid'));
    const first = result.current;
    await act(async () => {
      host.append(document.createTextNode(' '));
    });
    expect(result.current).toBe(first);
    host.querySelector('script')!.textContent = JSON.stringify({ title: 'Changed', price: 5 });
    await waitFor(() => expect(result.current[0]!.offer.title).toBe('Changed'));
    expect(result.current[0]!.offer.price).toBe(5);
  });
});
