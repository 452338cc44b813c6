/**
 * <mf-dealer-locator> place suggestions in real Chromium, from the built bundle, with the
 * offline maps stand-in: the WAI-ARIA combobox lives in the shadow root (ids and aria
 * references resolve there), real key presses drive it, Enter on a suggestion submits with the
 * place's coordinates, and the no-consent panel replaces the results. Axe-clean in each state.
 */
import { sendKeys } from '@web/test-runner-commands';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import { SEARCH_PATH } from '@mf/demo-mocks/dealer-locator/handlers';
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
  startMocks,
  waitFor,
} from './helpers';

const TAG = 'mf-dealer-locator';
const bodies: Record<string, unknown>[] = [];

async function mount(extra = '') {
  const worker = await startMocks('default');
  worker.events.removeAllListeners('request:start');
  worker.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === SEARCH_PATH)
      bodies.push((await request.clone().json()) as Record<string, unknown>);
  });
  return fixture(
    `<mf-dealer-locator search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" radius="100" api-key="offline" no-consent-manager ${extra}></mf-dealer-locator>`,
  );
}

const state = (el: Element) => shadow(el, '[part=base]')?.getAttribute('data-state');
const settled = (el: Element) =>
  waitFor(() => /^(results|empty|error)$/.test(state(el) ?? '') && state(el), 8000, 'results');
/** The map's drawing is the map work's subject (its own tests): hide it for these checks. */
async function hideMap(el: Element) {
  const toggle = shadow<HTMLButtonElement>(el, '.dl-map-toggle');
  if (toggle?.getAttribute('aria-expanded') === 'true') toggle.click();
  await waitFor(() => toggle?.getAttribute('aria-expanded') !== 'true', 2000, 'map hidden');
}

describe('<mf-dealer-locator> place suggestions in Chromium', () => {
  let errors: ReturnType<typeof captureConsoleErrors>;
  let maps: GoogleMapsFake;
  before(() => loadElement(TAG));
  beforeEach(() => {
    bodies.length = 0;
    history.replaceState(null, '', location.pathname);
    maps = installGoogleMapsFake();
    errors = captureConsoleErrors();
  });
  afterEach(async () => {
    errors.stop();
    // The element unmounts (and removes its markers) a microtask after it leaves the page:
    // google.maps must still be there then.
    cleanupFixtures();
    await new Promise((resolve) => setTimeout(resolve, 0));
    maps.uninstall();
    delete (globalThis as { truste?: unknown }).truste;
  });

  it('keyboard combobox inside the shadow root: type, arrows, Enter submits the place', async () => {
    const el = await mount();
    await settled(el);
    await hideMap(el);
    const input = shadow<HTMLInputElement>(el, '#dl-location')!;
    expect(input.getAttribute('role')).to.equal('combobox');
    input.focus();
    await sendKeys({ type: 'Hannover' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'true', 3000, 'suggestions');
    const listbox = el.shadowRoot!.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    expect(document.getElementById(input.getAttribute('aria-controls')!)).to.equal(null);
    const options = shadowAll(el, '[role=option]');
    expect(options.length).to.be.greaterThan(0);
    expect(options[0]!.textContent).to.contain('Hannover');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => input.getAttribute('aria-activedescendant'), 2000, 'active option');
    const active = el.shadowRoot!.getElementById(input.getAttribute('aria-activedescendant')!)!;
    expect(active).to.equal(options[0]);
    expect(active.getAttribute('aria-selected')).to.equal('true');
    expect(deepActiveElement()).to.equal(input);
    await expectAxeClean(el);
    const before = bodies.length;
    await sendKeys({ press: 'Enter' });
    await waitFor(() => bodies.length === before + 1, 5000, 'the place search');
    expect(bodies.at(-1)!.geocode).to.deep.equal({ latitude: 52.3759, longitude: 9.732 });
    expect(input.value).to.contain('Hannover');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    await settled(el);
    await expectAxeClean(el);
    expect(errors.messages).to.deep.equal([]);
  });

  it('Escape closes the list and keeps the text and focus', async () => {
    const el = await mount();
    await settled(el);
    const input = shadow<HTMLInputElement>(el, '#dl-location')!;
    input.focus();
    await sendKeys({ type: 'Ames' });
    await waitFor(() => input.getAttribute('aria-expanded') === 'true', 3000, 'suggestions');
    await sendKeys({ press: 'Escape' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.value).to.equal('Ames');
    expect(deepActiveElement()).to.equal(input);
  });

  it('declined consent: the panel replaces results and map, no library imported; axe-clean', async () => {
    // A manager with its preferences dialog: declined, not "no manager to ask".
    (globalThis as { truste?: unknown }).truste = {
      cma: { callApi: () => ({ consentDecision: 1 }) },
      eu: { clickListener: () => {} },
    };
    const el = await mount('consent-domain="example.com"');
    await waitFor(() => shadow(el, '[part=consent-panel][data-state=no-consent]'), 3000, 'panel');
    expect(shadow(el, '[part=results]')).to.equal(null);
    expect(shadow(el, '[part=map]')).to.equal(null);
    expect(maps.calls.importLibrary).to.deep.equal([]);
    // Typing would ask Google for suggestions after the debounce if consent were ignored.
    const input = shadow<HTMLInputElement>(el, '#dl-location')!;
    input.focus();
    // Queries no other test here uses: the places cache lives as long as the page.
    await sendKeys({ type: 'Toowoomba' });
    // A consent-free locator typed into afterwards shows its suggestions only after the same
    // debounce and the same places pipeline: once they show, the declined one's moment to ask
    // and be answered has passed (timers of equal delay fire in the order they were set, and
    // the places services answer in order).
    const control = await mount();
    const other = shadow<HTMLInputElement>(control, '#dl-location')!;
    other.focus();
    await sendKeys({ type: 'Saskatoon' });
    await waitFor(() => other.getAttribute('aria-expanded') === 'true', 5000, 'control list');
    // Had the declined one asked, its own answer (asked first) would be showing by now.
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(shadowAll(el, '[role=option]')).to.deep.equal([]);
    await expectAxeClean(el);
  });
});
