import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_FIXTURES } from '@mf/demo-mocks/products/fixtures';
import { loaded, renderSelector, setUpProductTests } from '@mf/products/testing/view-harness';
import { POWER_UNIT_STORAGE_KEY } from './internal/address/power-choice';
import german from './labels/de';
import { englishLabels } from './product-selector.api';

setUpProductTests();

const heading = () => screen.getByRole('heading', { level: 2, name: /(products?|Produkte?)$/ });
const section = (name: RegExp) => screen.getByRole('button', { name });
const radio = (name: string) => screen.getByRole('radio', { name });
/** The kW range of the engine's facet the address holds, as the fixtures are matched by it. */
const engineCount = (min: number, max: number) =>
  PRODUCT_FIXTURES.filter(
    (p) => p.front.slider_range_kw.min <= max && p.front.slider_range_kw.max >= min,
  ).length;
/** A card's power lines ("Power 150–180 hp"), by its title. */
const powerOf = (title: string) => {
  const card = screen.getByRole('heading', { level: 3, name: title }).closest('article')!;
  return [...card.querySelectorAll('.card__fact')].map((fact) => fact.textContent);
};

async function ready(
  overrides: Parameters<typeof renderSelector>[0] = {},
  options: Parameters<typeof renderSelector>[1] = {},
) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const view = renderSelector(overrides, options);
  await loaded(view.base);
  return view;
}

/** The German page: the German catalogue and labels, the de-DE market. */
const readyInGerman = () =>
  ready(
    { path: '/content/mf/de-de/products/tractors', labels: { ...englishLabels, ...german } },
    { locale: 'de-DE' },
  );

async function typeMax(user: ReturnType<typeof userEvent.setup>, value: string) {
  const max = screen.getByRole('spinbutton', { name: /^Maximum$/ });
  await user.clear(max);
  await user.type(max, `${value}{Enter}`);
}

describe('<mf-product-selector> power units (README "Power units")', () => {
  it('one facet per power quantity, in the market’s unit, with a switch (the market’s unit first, checked)', async () => {
    const user = userEvent.setup();
    await ready();
    // The CMS's "Power (hp)" and "Power (kW)" are one facet; the PTO power another.
    expect(
      screen.getAllByRole('button', { name: /power/i }).map((button) => button.textContent),
    ).toEqual(['Power (hp)', 'PTO power (hp)']);
    await user.click(section(/^Power \(hp\)/));
    const units = screen.getByRole('group', { name: 'Power unit' });
    expect(
      within(units)
        .getAllByRole('radio')
        .map((r) => r.parentElement!.textContent),
    ).toEqual(['hp', 'kW']);
    expect(radio('hp')).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Minimum, Power (hp)' })).toHaveAttribute(
      'aria-valuetext',
      '20\u00a0hp',
    );
  });

  it('switching the unit keeps the products, redraws slider and chip, is remembered and written in this entry of the address', async () => {
    const user = userEvent.setup();
    const { emit } = await ready();
    await user.click(section(/^Power \(hp\)/));
    await typeMax(user, '150');
    // 20-150 hp are 14.914-111.855 kW.
    const count = engineCount(14.914, 111.855);
    expect(heading()).toHaveTextContent(`${count} products`);
    expect(location.search).toBe('?r.slider_range_kw=14.914-111.855&power=hp');
    const entries = history.length;
    const changes = emit.mock.calls.length;
    await user.click(radio('kW'));
    expect(radio('kW')).toBeChecked();
    expect(radio('kW')).toHaveFocus();
    expect(heading()).toHaveTextContent(`${count} products`);
    expect(location.search).toBe('?r.slider_range_kw=14.914-111.855&power=kW');
    expect(history.length).toBe(entries);
    // No filter changed: no mf-change.
    expect(emit.mock.calls.length).toBe(changes);
    expect(localStorage.getItem(POWER_UNIT_STORAGE_KEY)).toBe('kW');
    expect(section(/^Power \(kW\)/)).toBeInTheDocument();
    // The range as it is, in kW: the thumbs at 14.91 (the scale starts at 15) and 111.86.
    expect(screen.getByRole('slider', { name: 'Maximum, Power (kW)' })).toHaveAttribute(
      'aria-valuetext',
      '112\u00a0kW',
    );
    expect(
      screen.getByRole('button', { name: 'Remove filter Power (kW): 15–112\u00a0kW' }),
    ).toBeVisible();
    // And back: the numbers the visitor set.
    await user.click(radio('hp'));
    expect(screen.getByRole('slider', { name: 'Maximum, Power (hp)' })).toHaveAttribute(
      'aria-valuenow',
      '150',
    );
    expect(heading()).toHaveTextContent(`${count} products`);
  });

  it('the cards show each power they have in the unit shown; the PTO power filters on its own', async () => {
    const user = userEvent.setup();
    history.replaceState(null, '', '/?f.product_type=row-crop,4wd');
    await ready();
    // 8R 150 Premium: 112-134 kW engine, 95-114 kW PTO; the 4WD 9R 390 Premium has no PTO figure.
    expect(powerOf('8R 150 Premium')).toEqual(['Power150–180\u00a0hp', 'PTO power127–153\u00a0hp']);
    expect(powerOf('9R 390 Premium')).toEqual(['Power390–420\u00a0hp']);
    await user.click(section(/^PTO power \(hp\)/));
    await user.click(radio('kW'));
    expect(powerOf('8R 150 Premium')).toEqual(['Power112–134\u00a0kW', 'PTO power95–114\u00a0kW']);
    await typeMax(user, '200');
    // Only cards with a PTO figure can match a PTO range: no 4WD tractor is left.
    const withPto = PRODUCT_FIXTURES.filter(
      (p) => p.product_type[0] === 'row-crop' && p.front.pto_range_kw!.min <= 200,
    ).length;
    expect(heading()).toHaveTextContent(`${withPto} products`);
    expect(location.search).toBe('?f.product_type=row-crop,4wd&r.pto_range_kw=10-200&power=kW');
  });

  it('on a German page: kW by default; its horsepower is PS, never hp, in sliders, chips and cards', async () => {
    const user = userEvent.setup();
    await readyInGerman();
    await user.click(section(/^Leistung \(kW\)/));
    expect(radio('kW')).toBeChecked();
    expect(screen.getByRole('group', { name: 'Leistungseinheit' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minimum, Leistung (kW)' })).toHaveAttribute(
      'aria-valuetext',
      '15\u00a0kW',
    );
    await typeMax(user, '100');
    expect(
      screen.getByRole('button', { name: 'Filter Leistung (kW): 15–100\u00a0kW entfernen' }),
    ).toBeVisible();
    await user.click(radio('PS'));
    // 15-100 kW in metric horsepower: 20-136 PS; the count stays.
    expect(heading()).toHaveTextContent(`${engineCount(15, 100)} Produkte`);
    expect(
      screen.getByRole('button', { name: 'Filter Leistung (PS): 20–136\u00a0PS entfernen' }),
    ).toBeVisible();
    expect(screen.getByRole('slider', { name: 'Maximum, Leistung (PS)' })).toHaveAttribute(
      'aria-valuetext',
      '136\u00a0PS',
    );
    // What the selector writes itself never says hp (the cards' texts are the CMS's).
    const ours = [
      ...screen.getAllByRole('slider').map((s) => s.getAttribute('aria-valuetext')),
      ...screen.getAllByRole('button').map((b) => b.textContent),
      ...[...document.querySelectorAll('.card__facts')].map((dl) => dl.textContent),
    ].join(' ');
    expect(ours).not.toMatch(/\bhp\b/);
    expect(ours).toMatch(/Zapfwellenleistung\d+–\d+\u00a0PS/);
  });

  it('the power-unit attribute wins over the market, the remembered choice over the attribute', async () => {
    const { unmount } = await ready({ powerUnit: 'kW' });
    expect(section(/^Power \(kW\)/)).toBeInTheDocument();
    unmount();
    localStorage.setItem(POWER_UNIT_STORAGE_KEY, 'hp');
    await ready({ powerUnit: 'kW' }, { locale: 'de-DE' });
    // A German market's horsepower is the PS (the catalogue's labels are English here).
    expect(section(/^Power \(PS\)/)).toBeInTheDocument();
  });

  it('a filter set in kW, shared as a link, opens in kW with the same results, whatever the visitor remembers', async () => {
    localStorage.setItem(POWER_UNIT_STORAGE_KEY, 'hp');
    history.replaceState(null, '', '/?r.slider_range_kw=100-200&power=kW');
    await ready();
    expect(section(/^Power \(kW\)/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent(`${engineCount(100, 200)} products`);
    expect(
      screen.getByRole('button', { name: 'Remove filter Power (kW): 100–200\u00a0kW' }),
    ).toBeVisible();
    // Opening a link is not a choice: the remembered unit stays.
    expect(localStorage.getItem(POWER_UNIT_STORAGE_KEY)).toBe('hp');
  });

  it('a link from before the facets were one (`r.slider_range` in hp) opens in hp with its results', async () => {
    history.replaceState(null, '', '/?r.slider_range=75-150');
    await ready({}, { locale: 'de-DE' });
    // The link's numbers keep their meaning (the catalogue's hp); shown in the page's PS.
    expect(section(/^Power \(PS\)/)).toBeInTheDocument();
    expect(heading()).toHaveTextContent(`${engineCount(55.927, 111.855)} products`);
    expect(
      screen.getByRole('button', { name: 'Remove filter Power (PS): 76–152\u00a0PS' }),
    ).toBeVisible();
  });
});
