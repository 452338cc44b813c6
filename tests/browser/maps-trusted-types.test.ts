/**
 * A page with a strict CSP and Trusted Types,
 *
 *   require-trusted-types-for 'script'; trusted-types mf-maps
 *
 * (set here with a <meta http-equiv> before anything of ours runs). The Maps script goes in
 * through our `mf-maps` policy, which passes only the Maps address; with the offline stand-in,
 * the dealer locator draws its map and markers; and no `securitypolicyviolation` comes from our
 * code. The CSP is checked to be in force: a plain text address on a script is refused.
 */
import { installGoogleMapsFake } from '../../demo/fakes/google-maps';
import { forgetMapsConfiguration, loadMapsLibrary } from '../../packages/core/src/maps/loader';
import { mapsScriptUrl } from '../../packages/core/src/maps/script-policy';
import { expect, loadElement, nextFrame, shadow, shadowAll, startMocks, waitFor } from './helpers';

const violations: string[] = [];

describe('Google Maps under Trusted Types (CSP require-trusted-types-for)', () => {
  before(async () => {
    // The mock worker registers a script URL (a Trusted Types sink): start it before the CSP.
    await startMocks('default');
    await loadElement('mf-dealer-locator');
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`),
    );
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "require-trusted-types-for 'script'; trusted-types mf-maps";
    document.head.append(meta);
  });
  beforeEach(() => (violations.length = 0));

  it('the CSP is in force: a script address as plain text is refused', async () => {
    const script = document.createElement('script');
    expect(() => {
      script.src = 'https://maps.googleapis.com/maps/api/js';
    }).to.throw(TypeError);
    await waitFor(() => violations.length > 0, 5000, 'the violation report');
    expect(violations[0]).to.contain('require-trusted-types-for');
  });

  it('the mf-maps policy passes only the Maps script address', () => {
    expect(String(mapsScriptUrl('https://maps.googleapis.com/maps/api/js?key=K'))).to.equal(
      'https://maps.googleapis.com/maps/api/js?key=K',
    );
    expect(() => mapsScriptUrl('https://evil.test/maps/api/js')).to.throw(/refused/);
  });

  it('the real loader injects the Maps script through the policy, with no violation', async () => {
    forgetMapsConfiguration();
    const appended = new Promise<HTMLScriptElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const script = document.head.querySelector<HTMLScriptElement>(
          'script[src^="https://maps.googleapis.com/maps/api/js"]',
        );
        if (script) {
          observer.disconnect();
          resolve(script);
        }
      });
      observer.observe(document.head, { childList: true });
    });
    // Offline here: the script itself cannot load; what matters is that it may be inserted.
    const load = loadMapsLibrary('maps', { key: 'test-key', language: 'en-GB', region: 'GB' });
    load.catch(() => {});
    const failure = load.then(
      () => null,
      (error: Error) => error,
    );
    const first = await Promise.race([appended, failure]);
    expect(first, 'the script was inserted (not refused by Trusted Types)').to.be.instanceOf(
      HTMLScriptElement,
    );
    const src = new URL((first as HTMLScriptElement).src);
    expect(src.searchParams.get('key')).to.equal('test-key');
    expect(src.searchParams.get('libraries')).to.equal('maps');
    await nextFrame();
    expect(violations).to.deep.equal([]);
    (first as HTMLScriptElement).remove();
    delete (globalThis as { google?: unknown }).google;
    forgetMapsConfiguration();
  });

  it('with the offline stand-in, the dealer locator draws its map and markers with no violation', async () => {
    const maps = installGoogleMapsFake();
    const el = document.createElement('mf-dealer-locator');
    for (const [name, value] of Object.entries({
      'search-endpoint': '/api/dealers/search',
      'detail-endpoint': '/api/dealers/detail',
      'token-path': '/libs/granite/csrf/token.json',
      radius: '100',
      'api-key': 'test-key',
      'no-consent-manager': '',
    }))
      el.setAttribute(name, value);
    document.body.append(el);
    try {
      await waitFor(() => shadowAll(el, '[data-fake-marker]').length > 0, 10_000, 'markers');
      expect(shadow(el, '[part=map]')).to.not.equal(null);
      await nextFrame();
      expect(violations).to.deep.equal([]);
    } finally {
      el.remove();
      await nextFrame();
      maps.uninstall();
    }
  });
});
