/**
 * <mf-dealer-locator mode="modal"> in real Chromium, from the built bundle (spec §2, §4):
 * the WAI-ARIA dialog in the element's shadow root, opened from a page button outside it. Real
 * key presses: focus moves in, Tab and Shift+Tab wrap inside, Escape closes and focus crosses
 * back over the shadow boundary to the opener; the page behind is inert while open; the map is
 * drawn inside the dialog; reduced motion opens it without a transition. Axe-clean when open.
 */
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import {
  captureConsoleErrors,
  cleanupFixtures,
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  loadElement,
  nextFrame,
  shadow,
  startMocks,
  waitFor,
} from './helpers';

const TAG = 'mf-dealer-locator';
/**
 * Ceiling of every wait for a state (a chunk, the dialog, results, focus): generous for a loaded
 * CI machine; each wait ends as soon as its state is reached.
 */
const STATE_TIMEOUT = 10_000;

interface Page {
  opener: HTMLButtonElement;
  other: HTMLAnchorElement;
  el: HTMLElement;
}

async function mount(): Promise<Page> {
  await startMocks('default');
  const page = await fixture(
    `<div><nav><a href="#elsewhere">Elsewhere</a></nav><button type="button">Find a dealer near you</button>` +
      `<mf-dealer-locator mode="modal" search-endpoint="/api/dealers/search" detail-endpoint="/api/dealers/detail" radius="100" api-key="test-key" no-consent-manager></mf-dealer-locator></div>`,
  );
  const el = page.querySelector<HTMLElement>(TAG)!;
  // The dialog's chunk is loaded lazily; it adopts its sheet (after the tokens and the element's) when it is in.
  await waitFor(
    () => el.shadowRoot!.adoptedStyleSheets.length > 2,
    STATE_TIMEOUT,
    'the modal chunk',
  );
  return { opener: page.querySelector('button')!, other: page.querySelector('a')!, el };
}

const dialogOf = (el: HTMLElement) => shadow(el, '[role=dialog][aria-modal=true]');
const backdropOf = (el: HTMLElement) => shadow(el, '[part=dialog-backdrop]');
const inDialog = (el: HTMLElement) => {
  const active = deepActiveElement();
  return !!active && active.getRootNode() === el.shadowRoot && !!dialogOf(el)?.contains(active);
};

async function open(page: Page): Promise<HTMLElement> {
  page.opener.focus();
  location.hash = 'dealer-locator';
  return waitFor(() => dialogOf(page.el), STATE_TIMEOUT, 'the dialog');
}

describe('<mf-dealer-locator mode="modal"> in Chromium', () => {
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
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', location.pathname);
    // Unmount (the map engine's markers let go of google.maps) before the stand-in goes.
    cleanupFixtures();
    await nextFrame();
    maps.uninstall();
  });

  it('focus moves in, Tab wraps both ways, Escape returns focus across the shadow boundary', async () => {
    const page = await mount();
    const dialog = await open(page);
    const title = shadow(page.el, 'h2')!;
    expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
    await waitFor(() => deepActiveElement() === title, STATE_TIMEOUT, 'focus on the title');
    await waitFor(() => backdropOf(page.el)?.dataset.state === 'open', STATE_TIMEOUT, 'open');
    await waitFor(() => shadow(page.el, '[part~=list-item]'), STATE_TIMEOUT, 'results');
    const close = shadow<HTMLButtonElement>(page.el, '[part=modal-close]')!;

    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement()).to.equal(close);
    await sendKeys({ press: 'Shift+Tab' });
    expect(inDialog(page.el), 'Shift+Tab from the first stop wraps to the last').to.equal(true);
    expect(deepActiveElement()).to.not.equal(close);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'Tab from the last stop wraps to the first').to.equal(close);
    for (let i = 0; i < 40; i++) {
      await sendKeys({ press: 'Tab' });
      expect(inDialog(page.el), `Tab ${i + 1} stays in the dialog`).to.equal(true);
    }

    await sendKeys({ press: 'Escape' });
    expect(location.hash).to.equal('');
    await waitFor(() => !backdropOf(page.el), STATE_TIMEOUT, 'the dialog to close');
    expect(document.activeElement).to.equal(page.opener);
    expect(errors.messages).to.deep.equal([]);
  });

  it('the page behind is inert while open (outside and inside the shadow root), then live again', async () => {
    const page = await mount();
    await open(page);
    expect(page.opener.closest('[inert]'), 'the opener').to.not.equal(null);
    expect(page.other.closest('[inert]'), 'the page navigation').to.not.equal(null);
    expect(page.el.closest('[inert]'), 'the host').to.equal(null);
    // A click on the inert page cannot take focus.
    page.other.focus();
    expect(document.activeElement).to.not.equal(page.other);
    await waitFor(() => shadow(page.el, '[part~=list-item]'), STATE_TIMEOUT, 'results');
    await expectAxeClean(document.body);

    shadow<HTMLButtonElement>(page.el, '[part=modal-close]')!.click();
    await waitFor(() => !backdropOf(page.el), STATE_TIMEOUT, 'the dialog to close');
    expect(page.opener.closest('[inert]')).to.equal(null);
    expect(page.other.closest('[inert]')).to.equal(null);
    expect(document.activeElement).to.equal(page.opener);
  });

  it('draws the map inside the dialog once it is open, at its full size', async () => {
    const page = await mount();
    // Not during the enter transition: the map would measure a box still moving in. The phase
    // is noted at the moment the map library is asked for (no reliance on how fast this runs).
    const phases: string[] = [];
    const asked = maps.calls.importLibrary;
    const push = asked.push.bind(asked);
    asked.push = (...names: string[]) => {
      if (names.includes('maps')) phases.push(backdropOf(page.el)?.dataset.state ?? 'removed');
      return push(...names);
    };
    await open(page);
    const canvas = await waitFor(
      () => shadow(page.el, '.dl-map__canvas[data-status=ready]'),
      STATE_TIMEOUT,
      'the map',
    );
    expect(phases[0], 'the phase when the map started').to.equal('open');
    const box = canvas.getBoundingClientRect();
    expect(box.width).to.be.greaterThan(200);
    expect(box.height).to.be.greaterThan(200);
    await waitFor(() => shadow(page.el, '[data-fake-marker]'), STATE_TIMEOUT, 'markers');
  });

  it("Escape in the map's info window closes only the info window; the next one closes the modal", async () => {
    const page = await mount();
    await open(page);
    const lettered = (m: Element) => /^[A-Z]+: /.test(m.getAttribute('aria-label') ?? '');
    const marker = await waitFor(
      () =>
        [...page.el.shadowRoot!.querySelectorAll<HTMLElement>('[data-fake-marker]')].find(lettered),
      STATE_TIMEOUT,
      'a lettered marker',
    );
    marker.focus();
    await sendKeys({ press: 'Enter' });
    const info = await waitFor(
      () =>
        [...page.el.shadowRoot!.querySelectorAll('[role=dialog]')].find(
          (d) => d !== dialogOf(page.el),
        ),
      STATE_TIMEOUT,
      'the info window',
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !info.isConnected, STATE_TIMEOUT, 'the info window to close');
    await nextFrame();
    expect(dialogOf(page.el), 'the modal stays').to.not.equal(null);
    expect(location.hash).to.equal('#dealer-locator');
    expect(deepActiveElement()).to.equal(marker);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !backdropOf(page.el), STATE_TIMEOUT, 'the modal to close');
    expect(document.activeElement).to.equal(page.opener);
    // Reopening adopts the modal's sheet once, not again.
    await open(page);
    expect(page.el.shadowRoot!.adoptedStyleSheets.length).to.equal(3);
  });

  it('opens and closes without a transition under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const page = await mount();
    await open(page);
    expect(backdropOf(page.el)!.dataset.state).to.equal('open');
    await nextFrame();
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(backdropOf(page.el)).to.equal(null);
    expect(document.activeElement).to.equal(page.opener);
  });
});
