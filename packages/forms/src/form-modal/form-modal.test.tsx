import { act, fireEvent, screen, within } from '@testing-library/react';
import { problemsOf } from '@mf/core/element/problems';
import { parseAttributeValue } from '@mf/core/element/attribute-value';
import { formModalApi } from './form-modal.api';
import type { AttributeSpec } from '@mf/core/element/define-api';
import type { FormModalModel } from './internal/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CHANGE_MESSAGE } from '@mf/core/browser/consent';
import { writePreferredDealer } from '@mf/core/browser/preferred-dealer';
import { FORM, FORM_ORIGIN, fixtureModel } from '@mf/forms/testing/fixture';
import {
  base,
  chooseFirstModel,
  consent,
  cta,
  dialog,
  emit,
  openHash,
  postFromFrame,
  renderModal,
  stubEnvironment,
} from '@mf/forms/testing/view-harness';

describe('<mf-form-modal> view', () => {
  beforeEach(() => {
    consent.level = 4;
    emit.mockClear();
    stubEnvironment();
    history.replaceState(null, '', '/tractors?utm_source=news');
  });
  afterEach(() => {
    history.replaceState(null, '', '/');
    localStorage.clear();
  });

  it('stays closed without a #modal- hash', () => {
    const { container } = renderModal({ script: JSON.stringify(fixtureModel()) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(base(container)).toHaveAttribute('data-state', 'closed');
  });

  it.each([
    ['modal-brochure', 'Request a brochure'],
    ['modal-demo', 'Book a demo'],
  ])('opens on #%s with the data model from a script child', (hash, heading) => {
    const { container } = renderModal({ script: JSON.stringify(fixtureModel()) });
    openHash(hash);
    expect(screen.getByRole('dialog', { name: heading })).toHaveAttribute('aria-modal', 'true');
    expect(base(container)).toHaveAttribute('data-state', 'accordion');
    expect(emit).toHaveBeenCalledWith('mf-open', { formType: hash.slice(6) });
  });

  it('opens from a plain page link to the hash, with no page script', async () => {
    renderModal({ attribute: fixtureModel() });
    fireEvent.click(screen.getByRole('link', { name: 'Open brochure' }));
    expect(await screen.findByRole('dialog', { name: 'Request a brochure' })).toBeInTheDocument();
  });

  it('shows one accordion section per range with its models; one open at a time', () => {
    renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    const ranges = screen
      .getAllByRole('button', { expanded: true })
      .concat(screen.getAllByRole('button', { expanded: false }));
    expect(ranges.map((b) => b.textContent)).toEqual(['MF 5S Series105 to 145 hp', 'Balers']);
    expect(within(dialog()).getByRole('img', { name: 'MF 5S.105 tractor' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/5s.jpg',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Balers' }));
    expect(screen.getByRole('button', { name: 'Balers' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /MF 5S Series/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // show_form_cta false: the brochure links are offered directly, no form
    const rb = screen.getByRole('link', { name: /RB brochure/ });
    expect(rb).toHaveAttribute('href', 'https://cdn.example.com/rb.pdf');
    expect(screen.queryByRole('button', { name: /RB 4160V/ })).toBeNull();
  });

  it('a call to action opens the form with the model image and texts; back returns to the accordion', () => {
    const { container } = renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    const frame = chooseFirstModel();
    expect(base(container)).toHaveAttribute('data-state', 'form');
    const title = screen.getByRole('heading', { level: 3, name: 'MF 5S.105' });
    expect(title).toHaveFocus();
    const form = screen.getByRole('region', { name: 'MF 5S.105' });
    expect(within(form).getByRole('img', { name: 'MF 5S.105 tractor' })).toBeInTheDocument();
    expect(within(form).getByText('105 hp')).toBeInTheDocument();
    expect(within(form).getByText('Where should we send it?')).toBeInTheDocument();
    expect(container.querySelector('[part="accordion"]')).not.toBeVisible();
    expect(frame.src).toContain('RequestType=brochure&ProductTag=mf%3A5s%2F105');
    fireEvent.click(screen.getByRole('button', { name: /Back to products/ }));
    expect(screen.queryByTitle('Contact form: MF 5S.105')).toBeNull();
    expect(container.querySelector('[part="accordion"]')).toBeVisible();
    expect(cta(/Request brochure\s+MF 5S\.105/)).toHaveFocus();
    expect(base(container)).toHaveAttribute('data-state', 'accordion');
  });

  it('the frame has a title, referrer policy, lazy loading and a min-height until sized (+40 px)', () => {
    renderModal({ attribute: fixtureModel(), props: { minHeight: 640 } });
    openHash('modal-brochure');
    const frame = chooseFirstModel();
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.style.minHeight).toBe('640px');
    postFromFrame(frame, { sfLeadFormDocHeight: 700, location: frame.src });
    expect(frame.style.height).toBe('740px');
    expect(frame.style.minHeight).toBe('');
  });

  it('sends DealerCode from the stored preferred dealer and the UTM values of the address', () => {
    writePreferredDealer({
      dealer_code: 'GB-0421',
      dealer_name: 'Greenfield',
      phone: { main: '' },
    });
    renderModal({ attribute: fixtureModel(), props: { site: 'mf-uk' } });
    openHash('modal-brochure');
    const url = new URL(chooseFirstModel().src);
    expect(url.searchParams.get('DealerCode')).toBe('GB-0421');
    expect(url.searchParams.get('utm_source')).toBe('news');
    expect(url.searchParams.get('Locale')).toBe('en-GB');
    expect(url.searchParams.get('Site')).toBe('mf-uk');
    expect(url.searchParams.get('PageUrl')).toBe(`${location.origin}/tractors?utm_source=news`);
  });

  it('builds the frame address from every attribute, the model, the page and the UTM values', () => {
    document.title = 'Tractors';
    renderModal({
      attribute: fixtureModel(),
      props: {
        ssurl: 'https://cdn.example.com/form.css',
        site: 'mf-uk',
        locale: 'en-IE',
        gpi: 'GPI 7',
        eventName: 'Open farm day',
        primaryContentTags: 'mf:a',
        contentTags: 'mf:b,mf:c',
      },
    });
    openHash('modal-brochure');
    expect(chooseFirstModel().src).toBe(
      `${FORM}?ssurl=https%3A%2F%2Fcdn.example.com%2Fform.css&Locale=en-IE` +
        `&PageUrl=${encodeURIComponent(`${location.origin}/tractors?utm_source=news`)}` +
        '&PageTitle=Tractors&RequestType=brochure&ProductTag=mf%3A5s%2F105&gpi=GPI%207' +
        '&PrimaryContentTags=mf%3Aa&ContentTags=mf%3Ab%2Cmf%3Ac&Site=mf-uk' +
        '&event_name=Open%20farm%20day&utm_source=news',
    );
  });

  it('takes the offer_title of an offer the page asked for (mf-offer-request), until it closes', () => {
    const model = fixtureModel() as { items: { models: Record<string, unknown>[] }[] };
    const offerModel = {
      ...model,
      offer: { heading: 'Ask about an offer', cta_label: 'Ask about offer', iframe_src: FORM },
    };
    model.items[0]!.models[0]!.offer = { title: 'MF 5S.105 offers', show_form_cta: true };
    renderModal({ attribute: offerModel });
    const offerTitle = () =>
      new URL((screen.getByTitle(/^Contact form/) as HTMLIFrameElement).src).searchParams.get(
        'offer_title',
      );
    // A plain #modal-offer link: the model's offer title.
    openHash('modal-offer');
    fireEvent.click(cta(/Ask about offer\s+MF 5S\.105/));
    expect(offerTitle()).toBe('MF 5S.105 offers');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    // The offers grid's call to action: the offer's own title.
    act(() => {
      document.body.dispatchEvent(
        new CustomEvent('mf-offer-request', {
          bubbles: true,
          composed: true,
          detail: { title: ' 0% finance on the MF 5S ', type: 'Tractors', name: 'MF 5S' },
        }),
      );
    });
    openHash('modal-offer');
    fireEvent.click(cta(/Ask about offer\s+MF 5S\.105/));
    expect(offerTitle()).toBe('0% finance on the MF 5S');
    // Closing forgets it: the next plain link gets the model's title again.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    openHash('modal-offer');
    fireEvent.click(cta(/Ask about offer\s+MF 5S\.105/));
    expect(offerTitle()).toBe('MF 5S.105 offers');
  });

  it('logs an ssurl that is not http(s) and leaves it out of the frame address', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderModal({ attribute: fixtureModel(), props: { ssurl: 'javascript:alert(1)' } });
    expect(error).toHaveBeenCalledWith(
      'mf-form-modal: "ssurl" must be an http(s) address; ignored',
    );
    openHash('modal-brochure');
    expect(new URL(chooseFirstModel().src).searchParams.has('ssurl')).toBe(false);
  });

  it('shows the brochure links after an on_submit of type brochure from the trusted form only', () => {
    renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    const frame = chooseFirstModel();
    postFromFrame(frame, { form_action: 'on_submit', type: 'brochure' }, 'https://evil.test');
    postFromFrame(
      frame,
      { form_action: 'on_submit', type: 'brochure' },
      `${FORM_ORIGIN}.evil.test`,
    );
    expect(screen.queryByRole('link', { name: /Download the brochure/ })).toBeNull();
    postFromFrame(frame, { form_action: 'on_submit', type: 'brochure' });
    expect(screen.getByRole('link', { name: /Download the brochure/ })).toHaveAttribute(
      'href',
      'https://cdn.example.com/5s.pdf',
    );
    expect(screen.getByRole('link', { name: /Specifications/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your brochure is ready to download');
    expect(emit).toHaveBeenCalledWith('mf-form-action', {
      formAction: 'on_submit',
      type: 'brochure',
      productTag: 'mf:5s/105',
    });
  });

  it('ignores on_submit messages from another window, even from the right origin', () => {
    renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    chooseFirstModel();
    const other = document.createElement('iframe');
    document.body.append(other);
    postFromFrame(other, { form_action: 'on_submit', type: 'brochure' });
    expect(screen.queryByRole('link', { name: /Download the brochure/ })).toBeNull();
  });

  it('the close button clears the hash, hides the modal, blanks the form and returns focus', () => {
    const { container } = renderModal({ attribute: fixtureModel() });
    const opener = screen.getByRole('link', { name: 'Open brochure' });
    opener.focus();
    openHash('modal-brochure');
    chooseFirstModel();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(location.hash).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('iframe')).toBeNull();
    expect(opener).toHaveFocus();
    expect(emit).toHaveBeenCalledWith('mf-close', { formType: 'brochure' });
    // Opening again starts from the accordion (the form area was reset).
    openHash('modal-brochure');
    expect(base(container)).toHaveAttribute('data-state', 'accordion');
    expect(screen.queryByRole('heading', { level: 3, name: 'MF 5S.105' })).toBeNull();
  });

  it('Escape closes and clears the hash', () => {
    renderModal({ attribute: fixtureModel() });
    openHash('modal-demo');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(location.hash).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('traps Tab inside the dialog', () => {
    renderModal({ attribute: fixtureModel() });
    openHash('modal-demo');
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const last = cta(/Book demo\s+MF 5S\.105/);
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
  });

  it('without consent shows a panel instead of the form; granting consent brings the form back', async () => {
    consent.level = 1;
    renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    fireEvent.click(cta(/Request brochure\s+MF 5S\.105/));
    await act(async () => {}); // the consent poll's promise settles
    expect(screen.queryByTitle('Contact form: MF 5S.105')).toBeNull();
    expect(screen.getByText('This form needs your cookie consent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    consent.level = 4;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: JSON.stringify(CONSENT_CHANGE_MESSAGE) }),
      );
    });
    expect(screen.getByTitle('Contact form: MF 5S.105')).toBeInTheDocument();
  });

  it('opens what it can when the type data is missing (error names the field)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderModal({ attribute: fixtureModel() });
    openHash('modal-quote');
    expect(screen.getByRole('dialog', { name: 'Request information' })).toBeInTheDocument();
    expect(screen.getByText('No products are available for this request.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('mf-form-modal: model.quote is missing');
  });

  it.each([
    ['before the modal opens', false],
    ['while it is open (a page loaded with the hash)', true],
  ])(
    'picks up a data model script child parsed after the element rendered, %s',
    async (_when, openFirst) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { host } = renderModal();
      if (openFirst) openHash('modal-brochure');
      const script = document.createElement('script');
      script.type = 'application/json';
      act(() => host.append(script)); // the parser inserts the element, then its text
      act(() => {
        script.textContent = JSON.stringify(fixtureModel());
      });
      if (!openFirst) openHash('modal-brochure');
      expect(await screen.findByRole('dialog', { name: 'Request a brochure' })).toBeInTheDocument();
      expect(cta(/Request brochure\s+MF 5S\.105/)).toBeInTheDocument();
    },
  );

  it('a data model script that is not JSON is one warning naming the element, not an error; it still opens', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { host } = renderModal({ script: '{"brochure": ' });
    openHash('modal-brochure');
    expect(dialog()).toBeInTheDocument();
    // The view's host here is a <div> off the page: named by its tag (core/element/problems).
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<div>: script[type="application/json"] is not JSON; the modal opens without its texts and products.',
    ]);
    expect(problemsOf(host)).toHaveLength(1);
    expect(error).not.toHaveBeenCalledWith(
      expect.stringMatching(/could not be parsed/),
      expect.anything(),
    );
  });

  it('a bad field of the model attribute is a warning of the attribute, not an error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('mf-form-modal');
    document.body.append(host);
    const model = fixtureModel() as { brochure: Record<string, unknown> };
    model.brochure.heading = true;
    const spec: AttributeSpec = formModalApi.attributes.model;
    const parsed = parseAttributeValue(spec, JSON.stringify(model), 'mf-form-modal', 'model', host);
    expect((parsed as FormModalModel).types.brochure?.heading).toBe('');
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<mf-form-modal> (1st on the page): attribute "model" has bad data: model.brochure.heading must be text; the rest is used.',
    ]);
    expect(error).not.toHaveBeenCalled();
    host.remove();
  });

  it('a bad field of the data model script is reported by its path; the rest is used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const model = fixtureModel() as { brochure: Record<string, unknown> };
    delete model.brochure.heading;
    renderModal({ script: JSON.stringify(model) });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<div>: script[type="application/json"] has bad data: model.brochure.heading is missing; the rest is used.',
    ]);
  });
});
