import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  geocodeQueries,
  renderLocator,
  searchBodies,
  settled,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';

setupLocatorTestServer();

const BRANDS = [
  { value: 'AX', label: 'Axle' },
  { value: 'BX', label: 'Boxer' },
];
const REGIONS = [
  { value: 'NA', label: 'North America', lat: 41.5, lng: -93.6 },
  { value: 'SA', label: 'South America' },
];
const locationBox = () => screen.getByRole('combobox', { name: 'City, state or postal code' });
const submit = () => screen.getByRole('button', { name: 'Search' });

describe('search form validation (spec §5)', () => {
  it('brand is required when the selector exists: error style, invalid flag, own message, focus', async () => {
    const user = userEvent.setup();
    renderLocator({ brands: BRANDS, brandRequiredMessage: 'Pick a brand first.' });
    const brand = screen.getByRole('combobox', { name: 'Brand' });
    // The automatic search validates silently: no error before a first submit attempt.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(searchBodies).toHaveLength(0);
    expect(brand).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Pick a brand first.')).toBeNull();

    await user.click(submit());
    expect(brand).toHaveAttribute('aria-invalid', 'true');
    expect(brand).toHaveAccessibleDescription('Pick a brand first.');
    expect(brand.closest('.dl-field')).toHaveClass('dl-field--error');
    expect(document.activeElement).toBe(brand);
    expect(searchBodies).toHaveLength(0);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(brand).toHaveTextContent('Boxer');
    expect(brand).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(1));
    expect(searchBodies[0]).toMatchObject({ brand: 'BX' });
  });

  it('a configured brand preselects the selector and the first search runs with it', async () => {
    const { base } = renderLocator({ brands: BRANDS, brand: 'AX' });
    await settled(base);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveTextContent('Axle');
    expect(searchBodies[0]).toMatchObject({ brand: 'AX' });
  });

  it('location is required only when the page requires it; typing re-validates', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({
      requireLocation: true,
      locationRequiredMessage: 'Where are you?',
    });
    expect(locationBox()).toHaveAttribute('aria-required', 'true');
    expect(locationBox()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(locationBox()).toHaveAttribute('aria-invalid', 'true');
    expect(locationBox()).toHaveAccessibleDescription('Where are you?');
    expect(document.activeElement).toBe(locationBox());
    await user.type(locationBox(), 'A');
    expect(locationBox()).not.toHaveAttribute('aria-invalid');
    await user.clear(locationBox());
    expect(locationBox()).toHaveAttribute('aria-invalid', 'true');
    await user.type(locationBox(), 'Ames');
    await user.click(submit());
    await settled(base);
    expect(searchBodies[0]).toMatchObject({ geocode: { latitude: 42.03, longitude: -93.62 } });
  });

  it('without require-location an empty location is valid', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    expect(locationBox()).not.toHaveAttribute('aria-required');
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(locationBox()).not.toHaveAttribute('aria-invalid');
  });

  it('focus goes to the first invalid field in form order (location before brand)', async () => {
    const user = userEvent.setup();
    renderLocator({ brands: BRANDS, requireLocation: true });
    await user.click(submit());
    expect(document.activeElement).toBe(locationBox());
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a region with a centre clears the location and searches there; typing clears the coordinates', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator({ regions: REGIONS });
    await settled(base);
    await user.type(locationBox(), 'Ames');
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(screen.getByRole('option', { name: 'North America' }));
    expect(locationBox()).toHaveValue('');
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(searchBodies[1]).toMatchObject({
      region: 'NA',
      geocode: { latitude: 41.5, longitude: -93.6 },
    });
    expect(geocodeQueries).toEqual([]);
    // Typing replaces the region centre: the typed place is geocoded instead.
    await user.type(locationBox(), 'Berlin');
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(3));
    expect(geocodeQueries).toEqual(['berlin']);
    expect(searchBodies[2]).toMatchObject({ geocode: { latitude: 52.52, longitude: 13.4 } });
  });

  it('the dealer-name toggle shows its text box and sends the name only while on', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    expect(screen.queryByRole('textbox', { name: 'Dealer name' })).toBeNull();
    const toggle = screen.getByRole('checkbox', { name: 'Search by dealer name' });
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: 'Dealer name' }), '  Prairie ');
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    expect(searchBodies[1]).toMatchObject({ dealer_name: 'Prairie' });
    await user.click(toggle);
    expect(screen.queryByRole('textbox', { name: 'Dealer name' })).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(3));
    expect(searchBodies[2]).toMatchObject({ dealer_name: '' });
  });

  it('geocodes a typed place once (cached in memory by query)', async () => {
    const user = userEvent.setup();
    const { base } = renderLocator();
    await settled(base);
    await user.type(locationBox(), 'Ames');
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(2));
    await settled(base, /results/);
    await user.clear(locationBox());
    await user.type(locationBox(), 'Ames');
    await user.click(submit());
    await waitFor(() => expect(searchBodies).toHaveLength(3));
    expect(geocodeQueries).toEqual(['ames']);
    expect(searchBodies[2]).toEqual(searchBodies[1]);
  });
});
