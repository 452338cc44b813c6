/**
 * <mf-lead-form> in real Chromium, from the built bundle: the frame address with the stored
 * preferred dealer and the UTM cookie, frame attributes, min-height then height + 40 px from a
 * message of its own frame only, two frames for one address, the consent panel (axe-clean) and
 * the late consent manager. (form_action from a real cross-origin form: tests/e2e/mf-form-modal.e2e.ts.)
 */
import {
  captureConsoleErrors,
  cleanupFixtures,
  expect,
  expectAxeClean,
  fixture,
  loadElement,
  shadow,
  waitFor,
} from './helpers';

const TAG = 'mf-lead-form';
const FORM_PATH = '/demo/hostile-frame.html';
let level = 4;

async function mount(extra = ''): Promise<HTMLElement> {
  return fixture(
    `<mf-lead-form src="${FORM_PATH}?form=quote" consent-domain="example.com" corporate-name="localhost"
       form-host="${location.host}" request-type="quote" product-tag="mf:5s/125" site="mf-uk" min-height="480" ${extra}></mf-lead-form>`,
  );
}

const frameOf = (el: Element) =>
  waitFor(() => shadow<HTMLIFrameElement>(el, 'iframe'), 3000, 'the frame');

describe('<mf-lead-form> in Chromium', () => {
  let errors: ReturnType<typeof captureConsoleErrors>;
  before(() => loadElement(TAG));
  beforeEach(() => {
    level = 4;
    (window as unknown as { truste: unknown }).truste = {
      cma: { callApi: () => ({ consentDecision: level }) },
    };
    errors = captureConsoleErrors();
  });
  afterEach(() => {
    errors.stop();
    cleanupFixtures();
    localStorage.removeItem('mf-preferreddealer');
    document.cookie = '_sf-utm=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    delete (window as unknown as { truste?: unknown }).truste;
  });

  it('sends DealerCode from mf-preferreddealer and the UTM values kept in the _sf-utm cookie', async () => {
    localStorage.setItem(
      'mf-preferreddealer',
      JSON.stringify({ dealer_code: 'GB 0421', dealer_name: 'Greenfield', phone: { main: '1' } }),
    );
    document.cookie = `_sf-utm=${encodeURIComponent('{"utm_source":"news letter","utm_term":"5s"}')}; path=/`;
    const el = await mount();
    const src = (await frameOf(el)).getAttribute('src')!;
    expect(src).to.contain(`${FORM_PATH}?form=quote&Locale=`);
    expect(src).to.contain('&DealerCode=GB%200421&');
    expect(src).to.contain('&RequestType=quote&ProductTag=mf%3A5s%2F125&Site=mf-uk');
    expect(src).to.match(/&utm_source=news%20letter&utm_term=5s$/);
    expect(errors.messages).to.deep.equal([]);
  });

  it('starts at its min-height, then takes height + 40 px from its own frame only', async () => {
    const el = await mount();
    const frame = await frameOf(el);
    expect(frame.title).to.equal('Contact form');
    expect(frame.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
    expect(frame.getAttribute('loading')).to.equal('lazy');
    expect(frame.getBoundingClientRect().height).to.equal(480);
    const message = (height: unknown) =>
      JSON.stringify({ sfLeadFormDocHeight: height, location: frame.src });
    window.dispatchEvent(
      new MessageEvent('message', { data: message(900), origin: location.origin, source: window }),
    );
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message('900'),
        origin: location.origin,
        source: frame.contentWindow,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(frame.getBoundingClientRect().height).to.equal(480);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message(300),
        origin: location.origin,
        source: frame.contentWindow,
      }),
    );
    await waitFor(() => frame.getBoundingClientRect().height === 340, 3000, '340 px');
  });

  it('three identical forms (a repeated include) each size themselves, by sending window', async () => {
    const page = await fixture(`<div>
      <mf-lead-form src="${FORM_PATH}" consent-domain="example.com"></mf-lead-form>
      <mf-lead-form src="${FORM_PATH}" consent-domain="example.com"></mf-lead-form>
      <mf-lead-form src="${FORM_PATH}" consent-domain="example.com"></mf-lead-form></div>`);
    const frames = await Promise.all([...page.querySelectorAll(TAG)].map((el) => frameOf(el)));
    for (const [i, frame] of frames.entries())
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ sfLeadFormDocHeight: 300 + 100 * i, location: frame.src }),
          origin: location.origin,
          source: frame.contentWindow,
        }),
      );
    for (const [i, frame] of frames.entries())
      await waitFor(
        () => frame.getBoundingClientRect().height === 340 + 100 * i,
        3000,
        `frame ${i + 1} at ${340 + 100 * i} px`,
      );
    expect(errors.messages).to.deep.equal([]);
  });

  it('without consent shows an axe-clean panel instead of the frame', async () => {
    level = 2;
    const el = await mount();
    await waitFor(() => shadow(el, '[part~=consent-panel]'), 3000, 'the consent panel');
    expect(shadow(el, 'iframe')).to.equal(null);
    await expectAxeClean(el);
  });

  it('waits for a consent manager that loads late', async () => {
    delete (window as unknown as { truste?: unknown }).truste;
    const el = await mount();
    expect(shadow(el, '[part~=consent-pending]')!.textContent).to.contain('Checking');
    await new Promise((resolve) => setTimeout(resolve, 300));
    (window as unknown as { truste: unknown }).truste = {
      cma: { callApi: () => ({ consentDecision: 4 }) },
    };
    await frameOf(el);
  });
});
