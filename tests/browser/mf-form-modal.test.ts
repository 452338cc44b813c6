/**
 * <mf-form-modal> in real Chromium, from the built bundle: a plain page link opens it (no page
 * script), the dialog lives in the shadow root, real Tab / Shift+Tab / Escape, focus in and back,
 * the page behind inert, reduced motion, accordion -> form -> back, the consent panel; axe on the closed, accordion and no-consent states.
 * (The brochure link after a real cross-origin on_submit is checked end to end in
 * tests/e2e/mf-form-modal.e2e.ts; the message rules in the unit tests.)
 */
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { fixtureModel } from '../../packages/forms/testing/fixture';
import {
  captureConsoleErrors,
  cleanupFixtures,
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  loadElement,
  shadow,
  shadowAll,
  waitFor,
} from './helpers';

const TAG = 'mf-form-modal';
let level = 4;

function model(): string {
  const data = fixtureModel() as Record<string, Record<string, unknown>>;
  // A same-origin page stands in for the form host here; the real second origin is in the e2e test.
  const src = new URL('/demo/hostile-frame.html', location.href).href;
  data.brochure!.iframe_src = src;
  data.demo!.iframe_src = src;
  return JSON.stringify(data);
}

async function mount(
  extra = '',
): Promise<{ page: HTMLElement; el: HTMLElement; link: HTMLAnchorElement }> {
  const page = await fixture(
    `<div><nav><a id="open-link" href="#modal-brochure">Request a brochure</a> <a href="#modal-demo">Book a demo</a></nav>
     <mf-form-modal consent-domain="example.com" corporate-name="localhost" form-host="${location.host}" ${extra}>
       <script type="application/json">${model()}</script>
     </mf-form-modal></div>`,
  );
  return {
    page,
    el: page.querySelector<HTMLElement>(TAG)!,
    link: page.querySelector<HTMLAnchorElement>('#open-link')!,
  };
}

const dialog = (el: Element) => shadow(el, '[role=dialog]');
const base = (el: Element) => shadow(el, '[part=base]')!;
const cta = (el: Element, name: string) =>
  shadow<HTMLButtonElement>(el, `button[aria-label="${name}"]`)!;

async function openByLink(el: HTMLElement, link: HTMLAnchorElement) {
  link.focus();
  link.click();
  await waitFor(() => dialog(el), 3000, 'the dialog');
  await waitFor(() => shadow(el, '.mf-dialog__backdrop')?.dataset.state === 'open', 3000, 'open');
}

describe('<mf-form-modal> in Chromium', () => {
  let errors: ReturnType<typeof captureConsoleErrors>;
  before(() => loadElement(TAG));
  beforeEach(() => {
    level = 4;
    (window as unknown as { truste: unknown }).truste = {
      cma: { callApi: () => ({ consentDecision: level }) },
      eu: { clickListener: () => {} },
    };
    errors = captureConsoleErrors();
  });
  afterEach(async () => {
    errors.stop();
    history.replaceState(null, '', location.pathname + location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    cleanupFixtures();
    delete (window as unknown as { truste?: unknown }).truste;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is closed and axe-clean without the hash', async () => {
    const { el } = await mount();
    expect(dialog(el)).to.equal(null);
    expect(base(el).dataset.state).to.equal('closed');
    await expectAxeClean(el);
  });

  it('a plain link opens it; focus moves in; the page behind is inert; axe-clean', async () => {
    const { el, link } = await mount();
    await openByLink(el, link);
    expect(location.hash).to.equal('#modal-brochure');
    expect(dialog(el)!.getAttribute('aria-modal')).to.equal('true');
    expect(dialog(el)!.getAttribute('aria-labelledby')).to.equal('modal-heading');
    expect(shadow(el, '#modal-heading')!.textContent).to.equal('Request a brochure');
    expect(deepActiveElement()!.textContent).to.contain('Close');
    expect(link.closest('nav')!.hasAttribute('inert')).to.equal(true);
    expect(base(el).dataset.state).to.equal('accordion');
    await expectAxeClean(el);
    expect(errors.messages).to.deep.equal([]);
  });

  it('opens from a link whose click a page script cancels (the smooth-scroll snippet)', async () => {
    const { el, link } = await mount();
    // The everyday snippet: every in-page link scrolls smoothly instead of jumping.
    const smoothScroll = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    link.addEventListener('click', smoothScroll);
    // The element has rendered (it watches links from its first commit).
    await waitFor(() => shadow(el, '[part=base]'), 3000, 'the first render');
    try {
      link.focus();
      link.click();
      await waitFor(() => dialog(el), 3000, 'the dialog');
      expect(location.hash).to.equal('#modal-brochure');
      expect(shadow(el, '#modal-heading')!.textContent).to.equal('Request a brochure');
    } finally {
      link.removeEventListener('click', smoothScroll);
    }
    expect(errors.messages).to.deep.equal([]);
  });

  it('open(type) opens and close() closes as the close button does (mf-close); another type is logged', async () => {
    const { el } = await mount();
    const modal = el as HTMLElementTagNameMap['mf-form-modal'];
    const closed: string[] = [];
    el.addEventListener('mf-close', (event) =>
      closed.push((event as CustomEvent<{ formType: string }>).detail.formType),
    );
    modal.close(); // closed already: nothing happens
    expect(modal.open('demo')).to.equal(true);
    await waitFor(() => dialog(el), 3000, 'the dialog');
    expect(location.hash).to.equal('#modal-demo');
    expect(shadow(el, '#modal-heading')!.textContent).to.equal('Book a demo');
    modal.close();
    await waitFor(() => dialog(el) === null || null, 3000, 'closed');
    expect(location.hash).to.equal('');
    expect(closed).to.deep.equal(['demo']);
    expect(modal.open('catalogue')).to.equal(false);
    expect(dialog(el)).to.equal(null);
    expect(errors.messages).to.deep.equal([
      'mf-form-modal: open("catalogue"): not a form type (brochure, demo, quote, informed, offer)',
    ]);
  });

  it('Tab and Shift+Tab wrap inside the dialog; Escape closes, clears the hash, returns focus', async () => {
    const { el, link } = await mount();
    await openByLink(el, link);
    const close = deepActiveElement();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()!.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(close);
    await sendKeys({ press: 'Shift+Tab' });
    // the last tabbable: the collapsed "Balers" section button
    expect(deepActiveElement()!.textContent).to.equal('Balers');
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(close);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(el), 3000, 'the dialog to close');
    expect(location.hash).to.equal('');
    expect(deepActiveElement()).to.equal(link);
    expect(link.closest('nav')!.hasAttribute('inert')).to.equal(false);
  });

  it('enters over 250 ms, or at once under prefers-reduced-motion', async () => {
    const { el, link } = await mount();
    // Every data-state the backdrop shows, recorded as it changes (no polling for a short state).
    const record = () => {
      const states: string[] = [];
      const observer = new MutationObserver(() => {
        const state = shadow(el, '.mf-dialog__backdrop')?.dataset.state;
        if (state && states[states.length - 1] !== state) states.push(state);
      });
      observer.observe(el.shadowRoot!, {
        subtree: true,
        childList: true,
        attributeFilter: ['data-state'],
      });
      return { states, stop: () => observer.disconnect() };
    };
    let run = record();
    link.click();
    await waitFor(() => run.states.includes('open'), 3000, 'open');
    run.stop();
    expect(run.states).to.deep.equal(['entering', 'open']);
    history.replaceState(null, '', location.pathname + location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => !dialog(el), 3000, 'closed');
    await emulateMedia({ reducedMotion: 'reduce' });
    run = record();
    link.click();
    await waitFor(() => dialog(el));
    run.stop();
    expect(run.states).to.deep.equal(['open']);
  });

  it('accordion -> form -> back with the keyboard; the frame has title, referrer policy, lazy loading', async () => {
    const { el, link } = await mount();
    await openByLink(el, link);
    cta(el, 'Request brochure MF 5S.105').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shadow(el, 'iframe'), 3000, 'the frame');
    expect(base(el).dataset.state).to.equal('form');
    expect(deepActiveElement()!.textContent).to.equal('MF 5S.105');
    expect(shadow(el, '[part=accordion]')!.hidden).to.equal(true);
    const frame = shadow<HTMLIFrameElement>(el, 'iframe')!;
    expect(frame.title).to.equal('Contact form: MF 5S.105');
    expect(frame.referrerPolicy).to.equal('strict-origin-when-cross-origin');
    expect(frame.loading).to.equal('lazy');
    expect(new URL(frame.src).searchParams.get('RequestType')).to.equal('brochure');
    expect(frame.getBoundingClientRect().height).to.be.at.least(600);
    shadowAll<HTMLButtonElement>(el, 'button')
      .find((b) => b.textContent?.includes('Back'))!
      .focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !shadow(el, 'iframe'), 3000, 'the frame to go');
    expect(deepActiveElement()).to.equal(cta(el, 'Request brochure MF 5S.105'));
  });

  it('without consent: a panel explains it (axe-clean); granting consent shows the form', async () => {
    level = 1;
    const { el, link } = await mount();
    await openByLink(el, link);
    cta(el, 'Request brochure MF 5S.105').click();
    const panel = await waitFor(() => shadow(el, '[part~=consent-panel]'));
    expect(panel.textContent).to.contain('This form needs your cookie consent');
    expect(shadow(el, 'iframe')).to.equal(null);
    await expectAxeClean(el);
    level = 4;
    window.postMessage('{"source":"preference_manager","message":"submit_preferences"}', '*');
    await waitFor(() => shadow(el, 'iframe'), 3000, 'the frame after consent');
  });

  it('after a click on the backdrop, Escape still closes (focus stays in the dialog)', async () => {
    const { el, link } = await mount();
    await openByLink(el, link);
    // A real click on the backdrop's top-left corner, outside the panel (close-on-backdrop is off).
    await sendMouse({ type: 'click', position: [4, 4] });
    await resetMouse();
    expect(dialog(el)).to.not.equal(null);
    expect(dialog(el)!.contains(deepActiveElement())).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(el), 3000, 'the dialog to close');
    expect(location.hash).to.equal('');
    expect(deepActiveElement()).to.equal(link);
  });

  it('uses a data-model script child that is parsed after the element (bundle without defer)', async () => {
    const page = await fixture(
      `<div><a id="open-link" href="#modal-brochure">Request a brochure</a>
       <mf-form-modal consent-domain="example.com" corporate-name="localhost" form-host="${location.host}"></mf-form-modal></div>`,
    );
    const el = page.querySelector<HTMLElement>(TAG)!;
    await waitFor(() => shadow(el, '[part=base]'), 3000, 'the first render');
    const script = document.createElement('script');
    script.type = 'application/json';
    el.append(script); // as the parser does: the element first, then its text
    script.textContent = model();
    await openByLink(el, page.querySelector<HTMLAnchorElement>('#open-link')!);
    expect(shadow(el, '#modal-heading')!.textContent).to.equal('Request a brochure');
    expect(cta(el, 'Request brochure MF 5S.105')).to.not.equal(null);
    expect(errors.messages).to.deep.equal([]);
  });

  it('closes on a backdrop click only with close-on-backdrop', async () => {
    const { el, link } = await mount('close-on-backdrop');
    await openByLink(el, link);
    shadow(el, '.mf-dialog')!.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, composed: true }),
    );
    expect(dialog(el)).to.not.equal(null);
    shadow(el, '.mf-dialog__backdrop')!.dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true, composed: true }),
    );
    await waitFor(() => !dialog(el), 3000, 'closed by the backdrop');
    expect(location.hash).to.equal('');
  });
});
