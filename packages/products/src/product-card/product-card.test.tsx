import { renderView } from '@mf/core/testing/render-view';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cardLabels } from '../shared/card/labels';
import { parseKilowatts, validateKilowatts } from './internal/attributes/power';
import german from './labels/de';
import { ProductCard } from './product-card';
import { productCardApi } from './product-card.api';

afterEach(() => {
  window.innerWidth = 1024;
});

describe('<mf-product-card> view', () => {
  it('formats the price: the market’s locale and currency by default (the harness’s en-GB), 2 fraction digits; per locale and currency', () => {
    const { rerenderWith } = renderView(productCardApi, ProductCard, { price: '125000.5' });
    expect(screen.getByText('£125,000.50')).toBeInTheDocument();
    rerenderWith({ price: '125000.5', priceLocale: 'de-DE', currency: 'EUR' });
    expect(screen.getByText('125.000,50 €')).toBeInTheDocument();
    rerenderWith({ price: 'abc' });
    expect(screen.queryByText(/£|€/)).toBeNull();
  });

  it('power-kw: the power in the market’s unit, the other in brackets (metric hp on a German page)', () => {
    const { rerenderWith, unmount } = renderView(productCardApi, ProductCard, {
      powerKw: '276-306',
    });
    // en-GB: hp first (toHaveTextContent reads the no-break spaces as spaces).
    expect(screen.getByRole('term')).toHaveTextContent('Power');
    expect(screen.getByRole('definition')).toHaveTextContent('370–410 hp (276–306 kW)');
    rerenderWith({ powerKw: '56' });
    expect(screen.getByRole('definition')).toHaveTextContent(/^75 hp \(56 kW\)$/);
    rerenderWith({ powerKw: '' });
    expect(screen.queryByRole('definition')).toBeNull();
    unmount();
    renderView(
      productCardApi,
      ProductCard,
      { powerKw: '276-306', labels: { ...cardLabels, ...german } },
      { locale: 'de-DE' },
    );
    expect(screen.getByRole('term')).toHaveTextContent('Leistung');
    expect(screen.getByRole('definition')).toHaveTextContent('276–306 kW (375–416 PS)');
  });

  it('power-kw: a figure or a range in kW; anything else is refused (the adapter reports it)', () => {
    expect(validateKilowatts(' 276 - 306 ')).toBe('276 - 306');
    expect(validateKilowatts('56,5')).toBe('56,5');
    expect(validateKilowatts('')).toBe('');
    expect(() => validateKilowatts('410 hp')).toThrow(/kW/);
    expect(parseKilowatts('306-276')).toEqual({ min: 276, max: 306 });
    expect(parseKilowatts('56,5')).toEqual({ min: 56.5, max: 56.5 });
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
