/**
 * <mf-location-map> and <mf-factory-locations> in Chromium, from the built bundles, on the
 * offline maps stand-in: marker sizes and the book scroll's landing place at mobile,
 * tablet and desktop widths with a real layout; nothing asked of Google before consent; the
 * overlay-class and load failures; axe in each state.
 */
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { installGoogleMapsFake, type GoogleMapsFake } from '@mf/demo-fakes/google-maps';
import {
  captureConsoleErrors,
  captureConsoleWarnings,
  cleanupFixtures,
  deepActiveElement,
  expect,
  expectAxeClean,
  fixture,
  loadElement,
  shadow,
  shadowAll,
  waitFor,
  waitForState,
} from './helpers';

const PLACE = `lat="49.4295" long="2.0807" name="MF Beauvais" location-label="Tractor factory" api-key="test-key"`;
const FACTORIES = `
  <h2>Our factories</h2>
  <ul>
    <li data-lat="49.4295" data-long="2.0807" data-label="Tractors"><h3>Beauvais</h3><a href="#b">Visit Beauvais</a></li>
    <li data-lat="62.7903" data-long="22.8403" data-label="Tractors"><h3>Suolahti</h3><a href="#s">Visit Suolahti</a></li>
  </ul>`;

let maps: GoogleMapsFake;
let errors: ReturnType<typeof captureConsoleErrors>;
before(async () => {
  await loadElement('mf-location-map');
  await loadElement('mf-factory-locations');
});
beforeEach(() => {
  maps = installGoogleMapsFake();
  errors = captureConsoleErrors();
});
afterEach(async () => {
  errors.stop();
  cleanupFixtures();
  // The elements unmount a microtask after they leave the page: google.maps must still be there.
  await new Promise((resolve) => setTimeout(resolve, 0));
  maps.uninstall();
  delete (globalThis as { truste?: unknown }).truste;
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.scrollTo(0, 0);
});

for (const [width, size, offset] of [
  [400, [24, 30], 98],
  [800, [24, 30], 98],
  [1100, [36, 45], 140],
] as const) {
  describe(`at ${width} px`, () => {
    before(() => setViewport({ width, height: 700 }));

    it(`<mf-location-map>: the marker is ${size.join('x')} px, the book scroll ends ${offset} px above the section and focuses it`, async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await fixture(
        `<div><mf-location-map ${PLACE} no-consent-manager book-target="visit"><address>Avenue Blaise Pascal</address></mf-location-map><div style="height:150vh"></div><section id="visit" style="height:150vh"><h2>Book</h2></section></div>`,
      );
      const host = el.querySelector('mf-location-map')!;
      await waitForState(host, /^ready$/);
      const marker = shadow(host, '[part~=marker]')!;
      const box = marker.getBoundingClientRect();
      expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal(size);
      expect(shadow(host, '[data-fake-map]')!.dataset.zoom).to.equal('13');
      await expectAxeClean(host);
      shadow<HTMLAnchorElement>(host, '[part~=book]')!.focus();
      await sendKeys({ press: 'Enter' });
      const section = document.getElementById('visit')!;
      expect(Math.round(section.getBoundingClientRect().top)).to.equal(offset);
      expect(document.activeElement).to.equal(section);
      expect(errors.messages).to.deep.equal([]);
    });

    it(`<mf-factory-locations>: ${size.join('x')} px marker buttons; Enter on one focuses its list item`, async () => {
      const el = await fixture(
        `<mf-factory-locations api-key="test-key" no-consent-manager>${FACTORIES}</mf-factory-locations>`,
      );
      await waitForState(el, /^ready$/);
      const markers = shadowAll<HTMLButtonElement>(el, '[part~=marker]');
      expect(markers.map((m) => m.getAttribute('aria-label'))).to.deep.equal([
        'Beauvais, Tractors',
        'Suolahti, Tractors',
      ]);
      const box = markers[0]!.getBoundingClientRect();
      expect([Math.round(box.width), Math.round(box.height)]).to.deep.equal(size);
      await expectAxeClean(el);
      markers[1]!.focus();
      await sendKeys({ press: 'Enter' });
      expect(deepActiveElement()).to.equal(el.querySelectorAll('li')[1]);
      expect(errors.messages).to.deep.equal([]);
    });
  });
}

describe('consent and failures', () => {
  before(() => setViewport({ width: 1100, height: 700 }));

  it('declined consent: the panel, and no maps library asked for; granting loads the map', async () => {
    let level = 1;
    (globalThis as { truste?: unknown }).truste = {
      cma: { callApi: () => ({ consentDecision: level }) },
      eu: { clickListener: () => {} },
    };
    const el = await fixture(
      `<mf-location-map ${PLACE} consent-domain="example.com"></mf-location-map>`,
    );
    await waitForState(el, /^no-consent$/);
    expect(maps.calls.importLibrary).to.deep.equal([]);
    expect(
      performance.getEntriesByType('resource').some((e) => /googleapis|gstatic/.test(e.name)),
    ).to.equal(false);
    await expectAxeClean(el);
    level = 4;
    window.postMessage(
      JSON.stringify({ source: 'preference_manager', message: 'submit_preferences' }),
      location.origin,
    );
    await waitForState(el, /^ready$/);
    expect(maps.calls.importLibrary).to.include.members(['maps', 'marker', 'places']);
  });

  it("the overlay class missing: 'OverlayView is not defined' logged, the map without a marker", async () => {
    maps.defineLibrary('maps', { OverlayView: undefined });
    const el = await fixture(`<mf-location-map ${PLACE} no-consent-manager></mf-location-map>`);
    await waitForState(el, /^ready$/);
    await waitFor(() => shadow(el, '[data-fake-map]'), 5000, 'the map');
    expect(shadow(el, '[part~=marker]')).to.equal(null);
    expect(errors.messages).to.include('mf-location-map: OverlayView is not defined');
  });

  it('a blocked maps script: logged; the address and directions link remain', async () => {
    maps.failLibraries(true);
    const el = await fixture(
      `<mf-location-map ${PLACE} no-consent-manager><address>Avenue Blaise Pascal</address></mf-location-map>`,
    );
    await waitForState(el, /^error$/);
    expect(shadow(el, '[part~=map]')).to.equal(null);
    expect(shadow(el, '[part~=directions]')!.getClientRects().length).to.be.greaterThan(0);
    expect(
      errors.messages.some((m) => m.startsWith('mf-location-map: the map could not be loaded.')),
    ).to.equal(true);
    await expectAxeClean(el);
  });

  it('zero coordinates: no map and nothing asked of Google; the mistake said once', async () => {
    const warnings = captureConsoleWarnings();
    try {
      const el = await fixture(
        `<mf-location-map lat="0" long="2.08" name="X" api-key="k" no-consent-manager></mf-location-map>`,
      );
      await waitForState(el, /^no-map$/);
      expect(maps.calls.importLibrary).to.deep.equal([]);
      await waitFor(() => warnings.messages.length > 0);
      expect(warnings.messages).to.deep.equal([
        '<mf-location-map> (1st on the page): attributes "lat" and "long" are not a place on the map (both plain numbers, neither 0), got "0, 2.08"; no map is shown.',
      ]);
    } finally {
      warnings.stop();
    }
  });
});
