import { renderView } from '@mf/core/testing/render-view';
import { PREFERRED_DEALER_KEY } from '@mf/core/browser/preferred-dealer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealerLocatorApi, DEFAULT_LABELS } from '../../dealer-locator.api';
import {
  answerSearch,
  cards,
  DETAIL_URL,
  records,
  SEARCH_URL,
  searchBodies,
  settled,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import {
  answerPopup,
  chooseButtons,
  renderPopup,
  salesforce,
  SERVER_PER_PAGE,
} from '@mf/dealer-locator/testing/popup-mode';
import { browserWindow } from './hand-back';
import { DealerLocatorRoot } from '../../dealer-locator.root';

setupLocatorTestServer();

let opener: { postMessage: ReturnType<typeof vi.fn>; closed: boolean } | null;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let close: ReturnType<typeof vi.fn<() => void>>;
let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  answerPopup();
  opener = { postMessage: vi.fn(), closed: false };
  navigate = vi.fn<(url: string) => void>();
  close = vi.fn<() => void>();
  // The one window seam: no test navigates or closes the test page.
  vi.spyOn(browserWindow, 'opener').mockImplementation(() => opener as unknown as Window);
  vi.spyOn(browserWindow, 'navigate').mockImplementation(navigate);
  vi.spyOn(browserWindow, 'close').mockImplementation(close);
  vi.spyOn(browserWindow, 'closed').mockImplementation(() => false);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('popup mode: query parameters (spec §2, §5)', () => {
  it('applies brand, region, country, contract, lat/lng, default_radius and distance_unit to the first search', async () => {
    const { base } = renderPopup(
      '?brand=AX&region=NA&country=US&contract=AG1&lat=42.03&lng=-93.62&default_radius=75&distance_unit=km',
    );
    await settled(base);
    expect(searchBodies[0]).toMatchObject({
      brand: 'AX',
      region: 'NA',
      country: 'US',
      contract: 'AG1',
      radius: 75,
      distance_unit: 'km',
      geocode: { latitude: 42.03, longitude: -93.62 },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('bad parameters are ignored with a console message; the page attributes apply', async () => {
    const { base } = renderPopup(
      '?brand=A%20X&lat=95&lng=10&default_radius=-3&distance_unit=miles',
      {
        brand: 'PAGE',
        radius: 50,
      },
    );
    await settled(base);
    expect(searchBodies[0]).toMatchObject({
      brand: 'PAGE',
      radius: 50,
      distance_unit: 'mi',
      geocode: null,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('brand="A X" ignored'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('default_radius="-3" ignored'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('distance_unit="miles" ignored'));
  });

  it('pages by the server perPage (spec §9)', async () => {
    const { base } = renderPopup('?lat=42&lng=-93', { perPage: 25 });
    await settled(base);
    expect(cards()).toHaveLength(SERVER_PER_PAGE);
    expect(screen.getByText(/Showing 1–4 of 10/)).toBeInTheDocument();
  });

  it('selected_dealer shows that dealer selected once the results arrive', async () => {
    const { base } = renderPopup('?lat=42&lng=-93&selected_dealer=D003');
    await settled(base);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByRole('heading', { name: 'Dealer 003' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: DEFAULT_LABELS.showAll })).toBeInTheDocument();
  });

  it('brand_color becomes the marker colour on the base wrapper; an invalid one is refused', async () => {
    const { base, unmount } = renderPopup('?brand_color=%23b00020');
    await settled(base);
    expect(base().style.getPropertyValue('--_marker-color')).toBe('#b00020');
    unmount();
    const second = renderPopup('?brand_color=red;background:url(x)');
    await settled(second.base);
    expect(second.base().style.getPropertyValue('--_marker-color')).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Invalid color value'));
  });
});

describe('popup mode: choosing a dealer (spec §7)', () => {
  it("posts the dealer's salesforce_record to the opener with '*' when no opener origin is configured", async () => {
    const user = userEvent.setup();
    const { base } = renderPopup('?lat=42&lng=-93');
    await settled(base);
    await user.click(chooseButtons()[1]!);
    expect(opener!.postMessage.mock.calls).toEqual([[salesforce(1), '*']]);
    expect(
      await screen.findByText(/^Dealer 002 was offered to the page that opened this window\./),
    ).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('posts once per configured opener origin, with that exact target origin', async () => {
    const user = userEvent.setup();
    const { base } = renderPopup('?lat=42&lng=-93', {
      openerOrigins: ['https://byo.example', 'http://localhost:8200'],
    });
    await settled(base);
    await user.click(chooseButtons()[0]!);
    expect(opener!.postMessage.mock.calls).toEqual([
      [salesforce(0), 'https://byo.example'],
      [salesforce(0), 'http://localhost:8200'],
    ]);
  });

  it('opener gone and no redirect: a clear message in an alert; nothing thrown', async () => {
    const user = userEvent.setup();
    opener = null;
    const { base } = renderPopup('?lat=42&lng=-93');
    await settled(base);
    await user.click(chooseButtons()[0]!);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dealer 001 could not be handed back to the page that opened this window: it may have been closed.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('an allowed byo_redirect: choosing navigates there with the dealer query (opener closed)', async () => {
    const user = userEvent.setup();
    opener!.closed = true;
    const { base } = renderPopup(
      `?lat=42&lng=-93&byo_redirect=${encodeURIComponent('https://byo.example/done?s=1')}`,
      { redirectOrigins: ['https://byo.example'] },
    );
    await settled(base);
    await user.click(chooseButtons()[0]!);
    expect(opener!.postMessage).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
    const url = new URL(navigate.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://byo.example/done');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      s: '1',
      BYO_Dealer_Number: 'D001',
      bYO_Dealer_Name: 'Dealer 001',
      bYO_Dealer_Address: '0 Main St',
      bYO_Dealer_City: 'Ames',
      bYO_Dealer_State_Province: 'IA',
      bYO_Dealer_Zip_Postal: '50010',
      dealerPhone: '+1 (515) 555-0100',
      dealerInfo_t: 'D001$$Dealer 001$$0 Main St$$Ames$$IA$$50010$$+1 (515) 555-0100',
    });
  });

  it('a byo_redirect off the allow-list is ignored with a console error: no navigation', async () => {
    const user = userEvent.setup();
    opener = null;
    const { base } = renderPopup(
      `?lat=42&lng=-93&byo_redirect=${encodeURIComponent('https://byo.example.evil.test/done')}`,
      { redirectOrigins: ['https://byo.example'] },
    );
    await settled(base);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('not on an allowed origin'));
    await user.click(chooseButtons()[0]!);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/could not be handed back/);
    // The dismiss button closes the window (no redirect accepted).
    expect(screen.getByRole('button', { name: DEFAULT_LABELS.popupClose })).toBeInTheDocument();
  });

  it('offers the choice in the detail view too', async () => {
    const user = userEvent.setup();
    const { base } = renderPopup('?lat=42&lng=-93');
    await settled(base);
    await user.click(within(cards()[0]!).getByRole('link', { name: 'Dealer 001' }));
    const detail = await screen.findByRole('region', { name: 'Dealer 001' });
    await user.click(within(detail).getByRole('button', { name: /^Choose this dealer/ }));
    expect(opener!.postMessage).toHaveBeenCalledWith(salesforce(0), '*');
  });

  it('a dealer without a salesforce_record cannot be chosen', async () => {
    answerSearch(() =>
      HttpResponse.json({
        perPage: 5,
        dealers: records(2, (i) => (i === 0 ? { salesforce_record: 'SF1' } : {})),
      }),
    );
    const { base } = renderPopup('?lat=42&lng=-93');
    await settled(base);
    expect(cards()).toHaveLength(2);
    expect(chooseButtons()).toHaveLength(1);
  });
});

describe('popup mode: dismiss (spec §2)', () => {
  it('closes the window; says so when the browser keeps it open', async () => {
    const user = userEvent.setup();
    const { base } = renderPopup('?lat=42&lng=-93');
    await settled(base);
    await user.click(screen.getByRole('button', { name: DEFAULT_LABELS.popupClose }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_LABELS.closeBlocked);
  });

  it('redirects (no dealer) when a redirect is configured', async () => {
    const user = userEvent.setup();
    const { base } = renderPopup(
      `?byo_redirect=${encodeURIComponent('https://byo.example/back')}`,
      { redirectOrigins: ['https://byo.example'] },
    );
    await settled(base);
    await user.click(screen.getByRole('button', { name: DEFAULT_LABELS.popupBack }));
    expect(navigate).toHaveBeenCalledWith('https://byo.example/back');
    expect(close).not.toHaveBeenCalled();
  });
});

describe('popup mode: preferred dealer in memory only (spec §3)', () => {
  it('toggles on screen but never reads or writes storage', async () => {
    const user = userEvent.setup();
    const stored = JSON.stringify({
      dealer_code: 'D001',
      dealer_name: 'Dealer 001',
      phone: { main: '' },
    });
    localStorage.setItem(PREFERRED_DEALER_KEY, stored);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    const { base, emit } = renderPopup('?lat=42&lng=-93');
    await settled(base);
    const preferred = (index: number) =>
      cards()[index]!.querySelector<HTMLButtonElement>('button[part=preferred-dealer]')!;
    // The page's stored choice does not leak into the popup.
    expect(preferred(0)).toHaveAttribute('aria-pressed', 'false');
    await user.click(preferred(1));
    expect(preferred(1)).toHaveAttribute('aria-pressed', 'true');
    expect(emit).toHaveBeenCalledWith(
      'mf-preferred-dealer-change',
      expect.objectContaining({ dealer_code: 'D002' }),
    );
    await user.click(preferred(1));
    expect(preferred(1)).toHaveAttribute('aria-pressed', 'false');
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalledWith(PREFERRED_DEALER_KEY);
    expect(localStorage.getItem(PREFERRED_DEALER_KEY)).toBe(stored);
    expect(localStorage).toHaveLength(1);
  });
});

describe('other modes', () => {
  it('embedded: no popup bar and no choose button, query parameters unread', async () => {
    history.replaceState(null, '', '/?brand=ZZ&lat=42&lng=-93');
    answerSearch(records(3));
    const { base } = renderView(dealerLocatorApi, DealerLocatorRoot, {
      searchEndpoint: SEARCH_URL,
      detailEndpoint: DETAIL_URL,
      noConsentManager: true,
    });
    await settled(base);
    expect(chooseButtons()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: DEFAULT_LABELS.popupClose })).toBeNull();
    expect(searchBodies[0]).toMatchObject({ brand: '', geocode: null });
  });
});
