/**
 * The popup's origin lists through the real element (the adapter parses the attributes, the
 * view reads them), in jsdom (README, Security choices). A set-but-unusable `opener-origins` (invalid JSON,
 * no valid entry) posts nowhere, never with '*'; lists set or changed after the start count.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../dealer-locator.element';
import {
  answerSearch,
  DETAIL_URL,
  records,
  SEARCH_URL,
  setupLocatorTestServer,
} from '@mf/dealer-locator/testing/view-harness';
import { browserWindow } from './hand-back';

setupLocatorTestServer();

let opener: { postMessage: ReturnType<typeof vi.fn>; closed: boolean };
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  answerSearch(() =>
    HttpResponse.json({
      perPage: 5,
      dealers: records(3, (index) => ({ salesforce_record: { Id: `SF${index}` } })),
    }),
  );
  opener = { postMessage: vi.fn(), closed: false };
  navigate = vi.fn<(url: string) => void>();
  vi.spyOn(browserWindow, 'opener').mockImplementation(() => opener as unknown as Window);
  vi.spyOn(browserWindow, 'navigate').mockImplementation(navigate);
  vi.spyOn(browserWindow, 'close').mockImplementation(() => {});
  vi.spyOn(browserWindow, 'closed').mockImplementation(() => false);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.body.replaceChildren();
});

/** `<mf-dealer-locator mode="popup">` with `attributes`, on a popup page address. */
async function mount(attributes: Record<string, string>, query = '?lat=42&lng=-93') {
  history.replaceState(null, '', `/popup.html${query}`);
  const el = document.createElement('mf-dealer-locator');
  el.setAttribute('mode', 'popup');
  el.setAttribute('search-endpoint', SEARCH_URL);
  el.setAttribute('detail-endpoint', DETAIL_URL);
  el.setAttribute('no-consent-manager', '');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  const shadow = within(el.shadowRoot! as unknown as HTMLElement);
  const choose = await shadow.findAllByRole('button', { name: /^Choose this dealer/ });
  return { el, shadow, choose };
}

describe('opener-origins through the element (fail closed)', () => {
  it.each([['[bad'], ['["byo.example.com"]'], ['[]']])(
    'opener-origins=%s: nothing is posted (never with "*"); the visitor is told',
    async (value) => {
      const user = userEvent.setup();
      const { shadow, choose } = await mount({ 'opener-origins': value });
      await user.click(choose[0]!);
      expect(opener.postMessage).not.toHaveBeenCalled();
      expect(shadow.getByRole('alert')).toHaveTextContent(
        'Dealer 001 could not be handed back to the page that opened this window',
      );
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('the dealer was not posted'));
    },
  );

  it('absent: posted with "*" (spec §7)', async () => {
    const user = userEvent.setup();
    const { choose } = await mount({});
    await user.click(choose[1]!);
    expect(opener.postMessage.mock.calls).toEqual([[{ Id: 'SF1' }, '*']]);
  });

  it('set, changed or broken after the start: each choice follows the attribute as it is then', async () => {
    const user = userEvent.setup();
    const { el, choose } = await mount({});
    el.setAttribute('opener-origins', '["https://byo.example"]');
    await user.click(choose[0]!);
    expect(opener.postMessage.mock.calls).toEqual([[{ Id: 'SF0' }, 'https://byo.example']]);
    // Broken later: the parsed value falls back to the default, the attribute is still there.
    el.setAttribute('opener-origins', '[bad');
    await user.click(choose[0]!);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    // Removed: back to the spec's '*'.
    el.removeAttribute('opener-origins');
    await user.click(choose[0]!);
    expect(opener.postMessage.mock.calls[1]).toEqual([{ Id: 'SF0' }, '*']);
  });

  it('a property with nothing usable posts nowhere too', async () => {
    const user = userEvent.setup();
    const { el, choose } = await mount({});
    (el as HTMLElement & { openerOrigins: unknown }).openerOrigins = ['not an origin'];
    await user.click(choose[0]!);
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});

describe('redirect-origins set after the start', () => {
  it('the byo_redirect is judged again: the dismiss button and the choice follow it', async () => {
    const user = userEvent.setup();
    opener.closed = true;
    const redirect = encodeURIComponent('https://byo.example/done?s=1');
    const { el, shadow, choose } = await mount({}, `?lat=42&lng=-93&byo_redirect=${redirect}`);
    expect(shadow.getByRole('button', { name: 'Close this window' })).toBeInTheDocument();
    el.setAttribute('redirect-origins', '["https://byo.example"]');
    await waitFor(() =>
      expect(shadow.getByRole('button', { name: 'Return without choosing' })).toBeInTheDocument(),
    );
    await user.click(choose[0]!);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0]).toMatch(
      /^https:\/\/byo\.example\/done\?s=1&BYO_Dealer_Number=D001&/,
    );
  });
});
