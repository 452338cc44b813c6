import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProps } from '@mf/core/element/define-api';
import { ElementContext, type ElementContextValue } from '@mf/core/element/element-context';
import {
  CONSENT_CHANGE_MESSAGE,
  CONSENT_POLL_MS,
  CONSENT_TIMEOUT_MS,
} from '@mf/core/browser/consent';
import { writePreferredDealer } from '@mf/core/browser/preferred-dealer';
import { LeadForm } from './lead-form';
import { leadFormApi } from './lead-form.api';

const SRC = 'https://agcocorp.my.salesforce-sites.com/leadform';
const ORIGIN = 'https://agcocorp.my.salesforce-sites.com';
let level = 4;
const emit = vi.fn(() => true);

type FormProps = Partial<ReturnType<typeof defaultProps<typeof leadFormApi>>>;

function renderForm(props: FormProps = {}) {
  const context: ElementContextValue = { host: null, portalRoot: null, locale: 'de-DE', emit };
  const tree = (more: FormProps) => (
    <ElementContext.Provider value={context}>
      <LeadForm
        {...defaultProps(leadFormApi)}
        src={SRC}
        consentDomain="example.com"
        corporateName="agcocorp"
        formHost="my.salesforce-sites.com"
        {...props}
        {...more}
      />
    </ElementContext.Provider>
  );
  const result = render(tree({}));
  /** Renders again with some props changed (as the element does when an attribute changes). */
  return { ...result, update: (more: FormProps) => result.rerender(tree(more)) };
}

const frame = () => screen.getByTitle('Contact form') as HTMLIFrameElement;

describe('<mf-lead-form> view', () => {
  beforeEach(() => {
    level = 4;
    emit.mockClear();
    vi.stubGlobal('truste', {
      cma: { callApi: () => ({ consentDecision: level }) },
      eu: { clickListener: () => {} },
    });
    history.replaceState(null, '', '/offers?utm_campaign=spring&utm_term=5s%20tractor#top');
    document.title = 'Offers';
  });
  afterEach(() => {
    history.replaceState(null, '', '/');
    localStorage.clear();
    document.cookie = '_sf-utm=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('builds the frame address from every attribute, the page, the dealer and the UTM values', () => {
    writePreferredDealer({
      dealer_code: 'GB 0421',
      dealer_name: 'Greenfield',
      phone: { main: '' },
    });
    renderForm({
      ssurl: 'https://cdn.example.com/form.css',
      requestType: 'quote',
      productTag: 'mf:5s/125',
      gpi: 'G1',
      offerTitle: '0% finance',
      primaryContentTags: 'mf:a',
      contentTags: 'mf:b,mf:c',
      site: 'mf-uk',
      eventName: 'Open day',
    });
    expect(frame().src).toBe(
      `${SRC}?ssurl=https%3A%2F%2Fcdn.example.com%2Fform.css&Locale=de-DE&DealerCode=GB%200421` +
        `&PageUrl=${encodeURIComponent(`${location.origin}/offers?utm_campaign=spring&utm_term=5s%20tractor`)}` +
        '&PageTitle=Offers&RequestType=quote&ProductTag=mf%3A5s%2F125&gpi=G1&offer_title=0%25%20finance' +
        '&PrimaryContentTags=mf%3Aa&ContentTags=mf%3Ab%2Cmf%3Ac&Site=mf-uk&event_name=Open%20day' +
        '&utm_campaign=spring&utm_term=5s%20tractor',
    );
  });

  it('shows the frame for a stored dealer code holding a lone surrogate (U+FFFD in its place)', () => {
    // Storage is read unchecked (site spec §3); encodeURIComponent('\uD800') throws URI malformed.
    localStorage.setItem('mf-preferreddealer', '{"dealer_code":"GB\\ud8000421","dealer_name":"x"}');
    renderForm({ offerTitle: 'Spring \uDC00 offer' });
    expect(frame().src).toContain('DealerCode=GB%EF%BF%BD0421');
    expect(frame().src).toContain('offer_title=Spring%20%EF%BF%BD%20offer');
    expect(() => new URL(frame().src)).not.toThrow();
  });

  it('the locale attribute overrides the element locale; UTM values come from the cookie on a later page', () => {
    renderForm();
    history.replaceState(null, '', '/other');
    const { unmount } = renderForm({ locale: 'en-IE' });
    const url = new URL(screen.getAllByTitle('Contact form')[1]!.getAttribute('src')!);
    expect(url.searchParams.get('Locale')).toBe('en-IE');
    expect(url.searchParams.get('utm_campaign')).toBe('spring');
    expect(url.searchParams.get('utm_term')).toBe('5s tractor');
    unmount();
  });

  it('keeps the frame (and what the visitor typed) when the view renders again after the page address or title changed', () => {
    const { update } = renderForm();
    const src = frame().src;
    act(() => {
      history.replaceState(null, '', '/offers?utm_campaign=spring&step=2');
      document.title = 'Offers: step 2';
    });
    update({ minHeight: 480, labels: { ...defaultProps(leadFormApi).labels } });
    expect(frame()).toHaveAttribute('src', src);
    // A new configuration builds the address again, with the page as it is now.
    update({ requestType: 'demo' });
    const url = new URL(frame().src);
    expect(url.searchParams.get('RequestType')).toBe('demo');
    expect(url.searchParams.get('PageTitle')).toBe('Offers: step 2');
  });

  it('sets title, referrer policy, lazy loading, an initial min-height, and resizes to height + 40', () => {
    renderForm({ minHeight: 500 });
    const iframe = frame();
    expect(iframe).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(iframe).toHaveAttribute('loading', 'lazy');
    expect(iframe.style.minHeight).toBe('500px');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ sfLeadFormDocHeight: 900, location: iframe.src }),
          origin: ORIGIN,
          source: iframe.contentWindow,
        }),
      );
    });
    expect(iframe.style.height).toBe('940px');
  });

  it('emits mf-form-action for a trusted form_action message only', () => {
    renderForm();
    const post = (origin: string) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: '{"form_action":"on_submit","type":"quote"}',
            origin,
            source: frame().contentWindow,
          }),
        );
      });
    post('https://agcocorp.my.salesforce-sites.com.evil.test');
    post('https://evil.test');
    expect(emit).not.toHaveBeenCalled();
    post(ORIGIN);
    expect(emit).toHaveBeenCalledWith('mf-form-action', { formAction: 'on_submit', type: 'quote' });
  });

  it('explains why the form is hidden without consent, and shows it once consent is given', async () => {
    level = 3;
    renderForm();
    await act(async () => {}); // the consent poll's promise settles
    expect(screen.queryByTitle('Contact form')).toBeNull();
    expect(screen.getByText('This form needs your cookie consent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toBeInTheDocument();
    level = 4;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { ...CONSENT_CHANGE_MESSAGE } }));
    });
    expect(frame()).toBeInTheDocument();
  });

  it("waits for a late consent manager, then gives up with 'TrustArc API failed to load'", async () => {
    vi.useFakeTimers();
    try {
      vi.unstubAllGlobals();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      renderForm();
      expect(screen.getByRole('status')).toHaveTextContent('Checking your cookie preferences');
      await act(() => vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS));
      expect(error).toHaveBeenCalledWith('TrustArc API failed to load');
      expect(screen.getByText('The form cannot be shown right now')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('no consent manager after the wait: no dead button; says so, offers a retry, the dealer and the contact page', async () => {
    vi.useFakeTimers();
    try {
      vi.unstubAllGlobals();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      writePreferredDealer({
        dealer_code: 'GB-0421',
        dealer_name: 'Greenfield Tractors',
        phone: { main: '+44 1234 567890' },
      });
      renderForm({ contactUrl: '/contact' });
      await act(() => vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS));
      expect(error).toHaveBeenCalledWith('TrustArc API failed to load');
      expect(screen.queryByRole('button', { name: 'Cookie preferences' })).toBeNull();
      expect(screen.getByText('The form cannot be shown right now')).toBeInTheDocument();
      expect(screen.getByText(/cookie settings could not be loaded/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '+44 1234 567890' })).toHaveAttribute(
        'href',
        'tel:+441234567890',
      );
      expect(screen.getByText(/Greenfield Tractors/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Other ways to contact us' })).toHaveAttribute(
        'href',
        `${location.origin}/contact`,
      );

      // The consent manager loads late (a network hiccup): "Try again" finds it and shows the form.
      const retry = screen.getByRole('button', { name: 'Try again' });
      vi.stubGlobal('truste', { cma: { callApi: () => ({ consentDecision: 4 }) } });
      act(() => retry.click());
      await act(() => vi.advanceTimersByTimeAsync(CONSENT_POLL_MS));
      expect(frame()).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('retrying keeps focus on the button and says it is trying; still nothing: the message stays', async () => {
    vi.useFakeTimers();
    try {
      vi.unstubAllGlobals();
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderForm();
      await act(() => vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS));
      expect(screen.queryByRole('link')).toBeNull(); // no dealer stored, no contact page
      const retry = screen.getByRole('button', { name: 'Try again' });
      act(() => retry.focus());
      act(() => retry.click());
      expect(retry).toHaveFocus();
      expect(retry).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Trying again…');
      await act(() => vi.advanceTimersByTimeAsync(CONSENT_TIMEOUT_MS));
      expect(retry).toHaveFocus();
      expect(retry).not.toHaveAttribute('aria-disabled');
      expect(screen.getByText('The form cannot be shown right now')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a consent manager without a preferences dialog: no dead "Cookie preferences" button', async () => {
    level = 1;
    vi.stubGlobal('truste', { cma: { callApi: () => ({ consentDecision: level }) } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).toBeNull();
    expect(screen.getByText('The form cannot be shown right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The consent manager offers no preferences dialog');
  });

  it("logs 'CCM Domain not specified' without a consent domain and hides the form", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderForm({ consentDomain: '' });
    expect(error).toHaveBeenCalledWith('CCM Domain not specified');
    expect(screen.queryByTitle('Contact form')).toBeNull();
  });

  it('refuses a non-http(s) src with a console error; renders nothing without src', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderForm({ src: 'javascript:alert(1)' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[part="base"]')).toHaveAttribute('data-state', 'error');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"src" must be an http(s) address'));
    const empty = renderForm({ src: '' });
    expect(empty.container.querySelector('[part="base"]')).toHaveAttribute(
      'data-state',
      'unconfigured',
    );
  });
});
