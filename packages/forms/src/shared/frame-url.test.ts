import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { anyText } from '@mf/core/http/testing';
import { wellFormed } from '@mf/core/http/url-component';
import { buildFrameUrl, FRAME_PARAMETERS, pageParameters, type FrameParameters } from './frame-url';

const BASE = 'https://agcocorp.my.salesforce-sites.com/leadform';

describe('buildFrameUrl', () => {
  it('knows every spec §7 parameter, in the spec order', () => {
    expect(FRAME_PARAMETERS).toEqual([
      'ssurl',
      'Locale',
      'DealerCode',
      'PageUrl',
      'PageTitle',
      'RequestType',
      'ProductTag',
      'gpi',
      'offer_title',
      'PrimaryContentTags',
      'ContentTags',
      'Site',
      'event_name',
      'utm_source',
      'utm_campaign',
      'utm_content',
      'utm_medium',
      'utm_term',
    ]);
  });

  // One row per parameter: its name on the address and its value URL-encoded (spec §7).
  it.each<[keyof FrameParameters, string, string]>([
    [
      'ssurl',
      'https://cdn.example.com/form.css?v=2',
      'ssurl=https%3A%2F%2Fcdn.example.com%2Fform.css%3Fv%3D2',
    ],
    ['Locale', 'de-DE', 'Locale=de-DE'],
    ['DealerCode', 'GB 0421/A', 'DealerCode=GB%200421%2FA'],
    [
      'PageUrl',
      'https://www.example.com/tractors?x=1&y=2',
      'PageUrl=https%3A%2F%2Fwww.example.com%2Ftractors%3Fx%3D1%26y%3D2',
    ],
    ['PageTitle', 'Tractors & combines | MF', 'PageTitle=Tractors%20%26%20combines%20%7C%20MF'],
    ['RequestType', 'brochure', 'RequestType=brochure'],
    ['ProductTag', 'mf:products/tractor-5s/5s105', 'ProductTag=mf%3Aproducts%2Ftractor-5s%2F5s105'],
    ['gpi', 'GPI#12', 'gpi=GPI%2312'],
    [
      'offer_title',
      '0% finance + free service',
      'offer_title=0%25%20finance%20%2B%20free%20service',
    ],
    ['PrimaryContentTags', 'mf:a,mf:b', 'PrimaryContentTags=mf%3Aa%2Cmf%3Ab'],
    ['ContentTags', 'mf:topics/finance', 'ContentTags=mf%3Atopics%2Ffinance'],
    ['Site', 'mf-uk', 'Site=mf-uk'],
    ['event_name', 'Open farm day, 14 May', 'event_name=Open%20farm%20day%2C%2014%20May'],
    ['utm_source', 'news letter', 'utm_source=news%20letter'],
    ['utm_campaign', 'spring=2027', 'utm_campaign=spring%3D2027'],
    ['utm_content', 'héro', 'utm_content=h%C3%A9ro'],
    ['utm_medium', 'e-mail', 'utm_medium=e-mail'],
    ['utm_term', '5s tractor', 'utm_term=5s%20tractor'],
  ])('%s: "%s" -> %s', (name, value, expected) => {
    expect(buildFrameUrl(BASE, { [name]: value })).toBe(`${BASE}?${expected}`);
  });

  it('appends all parameters in order and leaves out empty ones', () => {
    const url = buildFrameUrl(BASE, {
      utm_term: 't',
      Site: 's',
      Locale: 'en-GB',
      DealerCode: '',
      gpi: '   ',
      ssurl: 'https://x.test/a.css',
    });
    expect(url).toBe(`${BASE}?ssurl=https%3A%2F%2Fx.test%2Fa.css&Locale=en-GB&Site=s&utm_term=t`);
  });

  it('keeps the configured parameters and hash, replacing only duplicates of ours', () => {
    expect(buildFrameUrl(`${BASE}?form=events&Locale=xx#top`, { Locale: 'fr-FR' })).toBe(
      `${BASE}?form=events&Locale=fr-FR#top`,
    );
    expect(buildFrameUrl(`${BASE}?`, {})).toBe(BASE);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '', '   '])(
    'refuses a non-http(s) configured address: %j',
    (base) => {
      expect(buildFrameUrl(base, { Locale: 'en' })).toBeNull();
    },
  );
});

describe('pageParameters', () => {
  afterEach(() => history.replaceState(null, '', '/'));
  it('sends the page address without its hash, and the document title', () => {
    history.replaceState(null, '', '/tractors?utm_source=x#modal-brochure');
    document.title = 'Tractors';
    expect(pageParameters()).toEqual({
      PageUrl: `${location.origin}/tractors?utm_source=x`,
      PageTitle: 'Tractors',
    });
  });
});

describe('buildFrameUrl over any text', () => {
  it('never throws and always gives an address that parses, whatever the values hold', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...FRAME_PARAMETERS), anyText({ maxLength: 12 })),
        (parameters) => {
          const url = buildFrameUrl(BASE, parameters);
          expect(url).not.toBeNull();
          const parsed = new URL(url!);
          for (const [name, value] of Object.entries(parameters))
            if (value.trim()) expect(parsed.searchParams.get(name)).toBe(wellFormed(value.trim()));
        },
      ),
    );
  });
});
