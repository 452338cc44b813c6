/**
 * <mf-dealer-locator>'s map in real Chromium, from the built bundle, on the offline maps
 * stand-in: markers and the info window live in the element's shadow root, real key presses
 * reach a marker with Tab and open it with Enter, Escape closes it; axe-clean in each state.
 */
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
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
const LETTERED = /^[A-Z]+: /;

async function mount() {
  await startMocks('default');
  return fixture(
    `<mf-dealer-locator search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" token-path="/libs/granite/csrf/token.json" radius="100" api-key="test-key" no-consent-manager></mf-dealer-locator>`,
  );
}

const markers = (el: Element) =>
  shadowAll(el, '[data-fake-marker]').filter((m) =>
    LETTERED.test(m.getAttribute('aria-label') ?? ''),
  );

/**
 * The last visible, focusable control before the map in the shadow root (DOM order is Tab
 * order there): the toggle on a narrow page, the pagination on a wide one.
 */
function controlBeforeMap(el: Element): HTMLElement {
  const map = shadow(el, '[part=map]')!;
  const before = shadowAll<HTMLElement>(
    el,
    'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex="0"]',
  ).filter(
    (node) =>
      !map.contains(node) &&
      node.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING &&
      node.getClientRects().length > 0,
  );
  expect(before.length, 'a control before the map').to.be.greaterThan(0);
  return before.at(-1)!;
}

describe('<mf-dealer-locator> map in Chromium', () => {
  let errors: ReturnType<typeof captureConsoleErrors>;
  let maps: GoogleMapsFake;
  before(() => loadElement(TAG));
  beforeEach(() => {
    localStorage.clear();
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
  });

  it('Tab reaches a lettered marker in the shadow root, Enter opens its info window, Escape closes it', async () => {
    const el = await mount();
    await waitFor(() => markers(el).length > 0, 8000, 'lettered markers');
    await expectAxeClean(el);
    controlBeforeMap(el).focus();
    let target: Element | null = null;
    // From the control just before the map: Tab walks into the map's markers and clusters.
    for (let i = 0; i < 60 && !target; i++) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement();
      if (active && LETTERED.test(active.getAttribute('aria-label') ?? '')) target = active;
    }
    expect(target, 'a lettered marker reached with Tab').to.not.equal(null);
    expect(target!.getRootNode()).to.equal(el.shadowRoot);
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(() => shadow(el, '[role=dialog]'), 3000, 'the info window');
    expect(dialog.getAttribute('aria-label')).to.equal(target!.getAttribute('aria-label'));
    expect(deepActiveElement()).to.equal(dialog);
    await waitFor(() => shadowAll(el, '[part~=list-item]').length === 1, 3000, 'the list follows');
    await expectAxeClean(el);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !shadow(el, '[role=dialog]'), 3000, 'the window to close');
    expect(deepActiveElement()).to.equal(target);
    await waitFor(() => shadowAll(el, '[part~=list-item]').length > 1, 3000, 'the list back');
    expect(errors.messages).to.deep.equal([]);
  });

  it('a failing maps script: the message in place of the map, the list still there', async () => {
    maps.failLibraries(true);
    const el = await mount();
    await waitFor(() => shadow(el, '.dl-map__unavailable'), 8000, 'the no-map message');
    await waitFor(() => shadowAll(el, '[part~=list-item]').length > 0, 8000, 'the list');
    expect(shadow(el, '[data-fake-map]')).to.equal(null);
    await expectAxeClean(el);
  });

  it('the map moves between the desktop (>= 992 px) and the mobile container, the same map', async () => {
    await setViewport({ width: 1200, height: 800 });
    try {
      const el = await mount();
      await waitFor(() => markers(el).length > 0, 8000, 'lettered markers');
      const map = shadow(el, '[data-fake-map]')!;
      expect(map.closest('.dl-map')!.classList.contains('dl-map--desktop')).to.equal(true);
      const list = shadow(el, '.dl-results__list')!;
      // Beside the list: the map's left edge is right of the list's right edge.
      expect(map.getBoundingClientRect().left).to.be.at.least(list.getBoundingClientRect().right);
      await setViewport({ width: 700, height: 800 });
      await waitFor(
        () => map.closest('.dl-map')?.classList.contains('dl-map--mobile'),
        3000,
        'the mobile container',
      );
      expect(shadow(el, '[data-fake-map]')).to.equal(map);
      // Above the list, full width.
      expect(map.getBoundingClientRect().bottom).to.be.at.most(list.getBoundingClientRect().top);
      expect(markers(el).length).to.be.greaterThan(0);
      await expectAxeClean(el);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
