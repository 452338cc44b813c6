// @vitest-environment node
import { defaultProps } from '@mf/core/element/define-api';
import { describe, expect, it, vi } from 'vitest';
import { dealerLocatorApi } from '../../dealer-locator.api';
import { parsePopupParams } from './params';
import type { PopupSession } from './session';
import { withPopupParams } from './with-params';

const session = (query: string) => ({ params: parsePopupParams(query) }) as PopupSession;
const page = {
  ...defaultProps(dealerLocatorApi),
  brand: 'PAGE',
  region: 'EU',
  country: 'DE',
  contract: 'C1',
  radius: 50,
  distanceUnit: 'km' as const,
  distances: [
    { value: '25 mi', label: '25 miles' },
    { value: '50 km', label: '50 km' },
  ],
};

describe('popup parameters over the page attributes (spec §2, §5)', () => {
  it('the parameters win; the page values stay where a parameter is absent', () => {
    const props = withPopupParams(page, session('?brand=ATL&country=US&default_radius=100'));
    expect(props).toMatchObject({
      brand: 'ATL',
      region: 'EU',
      country: 'US',
      contract: 'C1',
      radius: 100,
    });
  });

  it('distance_unit sets the unit and removes the options of the other unit', () => {
    const props = withPopupParams(page, session('?distance_unit=mi'));
    expect(props.distanceUnit).toBe('mi');
    expect(props.distances).toEqual([{ value: '25 mi', label: '25 miles' }]);
  });

  it('without distance_unit the options and unit are the page ones', () => {
    const props = withPopupParams(page, session(''));
    expect(props.distanceUnit).toBe('km');
    expect(props.distances).toEqual(page.distances);
  });

  it('a bad parameter leaves the page value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(withPopupParams(page, session('?brand=a%20b&distance_unit=x')).brand).toBe('PAGE');
    warn.mockRestore();
  });
});
