import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWithMarkup } from '@mf/core/testing/problems';
import { problemsOf } from '@mf/core/element/problems';
import './product-card.element';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const flipButton = (element: HTMLElement) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[part~="flip-button"]')!;

describe('<mf-product-card> content problems', () => {
  it('a card without title or image: one warning each, and the flip button is named "Specifications"', async () => {
    const { element, warnings } = await mountWithMarkup(
      'mf-product-card',
      '<p slot="description">370 hp</p>',
    );
    expect(warnings()).toEqual([
      '<mf-product-card> (1st on the page): slot "title" is missing; the card has no title, and its buttons do not name the product.',
      '<mf-product-card> (1st on the page): slot "image" is missing; the card has no picture.',
    ]);
    expect(flipButton(element).textContent).toBe('Specifications');

    // The page adds them: the problems leave the list, nothing more is said.
    element.insertAdjacentHTML(
      'beforeend',
      '<img slot="image" alt="" src="/x.jpg"><h3 slot="title">8R 410</h3>',
    );
    await vi.waitFor(() => expect(problemsOf(element)).toEqual([]));
    expect(warnings()).toHaveLength(2);
    expect(screen.queryByText('8R 410')).not.toBeNull();
  });

  it('a complete card says nothing', async () => {
    const { warnings } = await mountWithMarkup(
      'mf-product-card',
      '<img slot="image" alt="" src="/x.jpg"><h3 slot="title">8R 410</h3>',
    );
    expect(warnings()).toEqual([]);
  });
});
