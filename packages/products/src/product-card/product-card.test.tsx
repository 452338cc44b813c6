import { renderView } from '@mf/core/testing/render-view';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from './product-card';
import { productCardApi } from './product-card.api';

afterEach(() => {
  window.innerWidth = 1024;
});

describe('<mf-product-card> view', () => {
  it('formats the price: spec §9 default en-US, USD, 2 fraction digits; per locale and currency', () => {
    const { rerenderWith } = renderView(productCardApi, ProductCard, { price: '125000.5' });
    expect(screen.getByText('$125,000.50')).toBeInTheDocument();
    rerenderWith({ price: '125000.5', priceLocale: 'de-DE', currency: 'EUR' });
    expect(screen.getByText('125.000,50 €')).toBeInTheDocument();
    rerenderWith({ price: 'abc' });
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('the flip button turns the card and keeps focus; the event tells the face', async () => {
    const user = userEvent.setup();
    const { emit, base } = renderView(productCardApi, ProductCard, {});
    const flip = screen.getByRole('button', { name: /^Specifications/ });
    await user.click(flip);
    expect(base().dataset.state).toBe('back');
    expect(flip).toHaveFocus();
    expect(flip).toHaveAttribute('aria-pressed', 'true');
    expect(flip).toHaveAccessibleName(/^Overview/);
    expect(emit).toHaveBeenLastCalledWith('mf-product-flip', { face: 'back' });
    await user.click(flip);
    expect(base().dataset.state).toBe('front');
    expect(emit).toHaveBeenLastCalledWith('mf-product-flip', { face: 'front' });
  });

  it('on tablet the back is a modal; Escape closes it and focus returns to the flip button', async () => {
    window.innerWidth = 800;
    const user = userEvent.setup();
    const { emit } = renderView(productCardApi, ProductCard, {});
    const flip = screen.getByRole('button', { name: /^Specifications/ });
    await user.click(flip);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(flip).toHaveFocus());
    expect(emit).toHaveBeenLastCalledWith('mf-product-flip', { face: 'front' });
  });
});

describe('<mf-product-card> under reduced motion', () => {
  it('no 3D turn: the face turned away is hidden', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    try {
      const { container } = renderView(productCardApi, ProductCard, {});
      const card = container.querySelector('article')!;
      expect(card).toHaveAttribute('data-motion', 'reduced');
      expect(card.querySelector('.card__back')).toHaveAttribute('hidden');
      await userEvent.click(screen.getByRole('button', { name: /^Specifications/ }));
      expect(card.querySelector('.card__front')).toHaveAttribute('hidden');
      expect(card.querySelector('.card__back')).not.toHaveAttribute('hidden');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
