import { describe, expect, it } from 'vitest';
import { isExpired, normalizeOffer, offerFromMarkup, parseDay, type Offer } from './offer';

const base = { title: 'Card', type: 'T', name: 'N' };

function collect() {
  const problems: string[] = [];
  return { problems, report: (problem: string) => problems.push(problem) };
}

describe('the offer model: the card’s HTML first', () => {
  it('reads the price, its currency, the expiry day and the link the CMS rendered', () => {
    const { problems, report } = collect();
    const offer = offerFromMarkup(
      { ...base, price: '119900.5', currency: 'eur', expires: '2030-12-31', link: '/offers/5s' },
      report,
    );
    expect(offer.price).toBe(119900.5);
    expect(offer.currency).toBe('EUR');
    expect(offer.expires).toEqual(new Date(2030, 11, 31));
    expect(offer.link).toMatch(/^http:\/\/localhost(:\d+)?\/offers\/5s$/);
    expect(problems).toEqual([]);
  });

  it('reports each value that does not parse by its field, and keeps the rest', () => {
    const { problems, report } = collect();
    const offer = offerFromMarkup(
      { ...base, price: 'free', currency: 'euro', expires: '31/12/2030', link: 'javascript:x' },
      report,
    );
    expect(offer).toEqual(base);
    expect(problems).toEqual([
      'price <data value="free"> must be a number',
      'price data-currency="euro" must be a three-letter code',
      'expiry <time datetime="31/12/2030"> must be a date as YYYY-MM-DD',
      'link href="javascript:x" must be an http(s) address',
    ]);
  });
});

describe('the offer model: the embedded model over the HTML', () => {
  it('overrides the fields it has, keeps only http(s) links and images, reports the rest', () => {
    const { problems, report } = collect();
    const markup: Offer = { ...base, price: 10, expires: new Date(2030, 0, 1) };
    const offer = normalizeOffer(
      {
        title: 'Deal &amp; more',
        link: 'data:text/html,x',
        image: '/dam/a.jpg',
        currency: 'euro',
        price: '12.5',
        expires: 'soon',
      },
      markup,
      report,
    );
    expect(offer.title).toBe('Deal & more');
    expect(offer.link).toBeUndefined();
    expect(offer.image).toMatch(/^http:\/\/localhost(:\d+)?\/dam\/a\.jpg$/);
    expect(offer.price).toBe(12.5);
    // A bad field of the model leaves what the HTML said.
    expect(offer.expires).toEqual(new Date(2030, 0, 1));
    expect(problems).toEqual([
      'model.currency must be a three-letter currency code',
      'model.expires must be a date as YYYY-MM-DD ("soon")',
      'model.link must be an http(s) address',
    ]);
  });

  it('a model that is not an object is reported and the HTML’s offer kept', () => {
    const { problems, report } = collect();
    expect(normalizeOffer([1], base, report)).toEqual(base);
    expect(normalizeOffer(undefined, base, report)).toEqual(base);
    expect(problems).toEqual(['model must be a JSON object']);
  });
});

describe('expiry', () => {
  it('runs through its last day (local time)', () => {
    const offer = { ...base, expires: parseDay('2026-11-26')! };
    expect(isExpired(offer, new Date(2026, 10, 26, 23, 59))).toBe(false);
    expect(isExpired(offer, new Date(2026, 10, 27, 0, 0))).toBe(true);
    expect(isExpired(base, new Date(2099, 0, 1))).toBe(false);
    expect(parseDay('2026-02-30')).toBeNull();
  });
});
