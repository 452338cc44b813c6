/**
 * The page's market (docs/markets.md): the language, region, currency and measurement units every
 * element formats with, from one place. The first of these that is set wins:
 *
 *   1. `<meta name="mf-market" content="de-DE">`, the page-level setting a CMS template writes
 *      (optionally with overrides: `content="de-AT; currency=EUR; power=hp; distance=km"`);
 *   2. `<html lang>`;
 *   3. the market cookie the market selector writes (core/browser/market), read for a locale in
 *      its link (`…/de-de/…`, `?lang=de-DE`);
 *   4. the default market, en-US (USD, hp, miles), the spec's currency default.
 *
 * The region's currency and units come from REGIONS below (a locale without a region takes its
 * language's usual one: de -> DE). An element's own `lang` (or a `lang` on an ancestor inside the
 * page) gives that element its language and region; an element's own attributes (`currency`,
 * `distance-unit`, `power-unit`) win over everything. `setMarket` changes the page's market and
 * tells every element (`mf-market-change` on the document); a change of `<html lang>` is followed
 * as well. `mf-market-applied` follows once every element shows the new market. A value we cannot read is logged once and its default used; nothing throws.
 */
import { readMarketCookie } from '../browser/market-cookie';

export type PowerUnit = 'hp' | 'kW';
export type DistanceUnit = 'km' | 'mi';

export interface Market {
  /** BCP 47 locale of the formats (`de-DE`). */
  locale: string;
  /** Its language (`de`): the label tables' key. */
  language: string;
  /** ISO 3166 region (`DE`). */
  region: string;
  /** ISO 4217 currency of prices (`EUR`). */
  currency: string;
  /** Engine and PTO power. */
  power: PowerUnit;
  /** Distances; speeds follow (km/h or mph). */
  distance: DistanceUnit;
  /** Weights: kilogram or pound. */
  weight: 'kg' | 'lb';
  /** Capacities: liter or US gallon. */
  volume: 'l' | 'gal';
}

type Units = Pick<Market, 'currency' | 'power' | 'distance' | 'weight' | 'volume'>;

/** Markets with their usual units: currency, power, distance, weight, volume. */
const REGIONS: Record<string, string> = {
  US: 'USD hp mi lb gal',
  GB: 'GBP hp mi kg l',
  CA: 'CAD hp km kg l',
  AU: 'AUD hp km kg l',
  NZ: 'NZD hp km kg l',
  IE: 'EUR hp km kg l',
  DE: 'EUR kW km kg l',
  AT: 'EUR kW km kg l',
  CH: 'CHF kW km kg l',
  FR: 'EUR kW km kg l',
  BE: 'EUR kW km kg l',
  LU: 'EUR kW km kg l',
  NL: 'EUR kW km kg l',
  IT: 'EUR kW km kg l',
  ES: 'EUR kW km kg l',
  PT: 'EUR kW km kg l',
  PL: 'PLN kW km kg l',
  CZ: 'CZK kW km kg l',
  DK: 'DKK kW km kg l',
  SE: 'SEK kW km kg l',
  NO: 'NOK kW km kg l',
  FI: 'EUR kW km kg l',
  BR: 'BRL hp km kg l',
  AR: 'ARS hp km kg l',
  MX: 'MXN hp km kg l',
  ZA: 'ZAR kW km kg l',
  SA: 'SAR hp km kg l',
  AE: 'AED hp km kg l',
  EG: 'EGP hp km kg l',
  MA: 'MAD kW km kg l',
};

/** The region a language's page means when its locale names none. */
const LANGUAGE_REGIONS: Record<string, string> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  ar: 'SA',
  it: 'IT',
  es: 'ES',
  pt: 'PT',
  nl: 'NL',
  pl: 'PL',
  cs: 'CZ',
  da: 'DK',
  sv: 'SE',
  nb: 'NO',
  fi: 'FI',
};

const DEFAULT_LOCALE = 'en-US';

/** Page-level mistakes are said once per page, not once per element. */
const said = new Set<string>();
function warnOnce(message: string): void {
  if (said.has(message)) return;
  said.add(message);
  console.warn(message);
}

function unitsOf(region: string): Units {
  const [currency, power, distance, weight, volume] = (REGIONS[region] ?? REGIONS.US!).split(' ');
  return { currency, power, distance, weight, volume } as Units;
}

/** `de-AT` -> ['de', 'AT']; a tag that is no language tag is the default's, logged once. */
function parseLocale(tag: string, where: string): [string, string] {
  try {
    const locale = new Intl.Locale(Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0]!);
    return [locale.language, locale.region ?? ''];
  } catch {
    warnOnce(`mf: ${where} is not a language tag, got "${tag}"; ${DEFAULT_LOCALE} is used.`);
    return ['en', 'US'];
  }
}

/** The settings the meta may override, and what each accepts. */
const OVERRIDES: Record<string, RegExp> = {
  currency: /^[A-Z]{3}$/,
  power: /^(hp|kW)$/,
  distance: /^(km|mi)$/,
  weight: /^(kg|lb)$/,
  volume: /^(l|gal)$/,
};

const markets = new Map<string, Market>();

/**
 * The market of a locale, with overrides (`currency=EUR`, …) and a fallback region; the same
 * object for the same arguments (a view's memo sees no change).
 */
export function marketOf(
  tag: string,
  where = 'the market',
  overrides: Partial<Units> = {},
  fallbackRegion = '',
): Market {
  const key = `${tag}|${JSON.stringify(overrides)}|${fallbackRegion}`;
  let market = markets.get(key);
  if (!market) markets.set(key, (market = readMarket(tag, where, overrides, fallbackRegion)));
  return market;
}

function readMarket(
  tag: string,
  where: string,
  overrides: Partial<Units>,
  fallbackRegion: string,
): Market {
  const [language, ownRegion] = parseLocale(tag, where);
  let region = (ownRegion || fallbackRegion || LANGUAGE_REGIONS[language] || 'US').toUpperCase();
  if (!REGIONS[region]) {
    warnOnce(
      `mf: ${where} has a region we have no units for, got "${region}"; the units and currency of ${DEFAULT_LOCALE} are used.`,
    );
    region = 'US';
  }
  const locale = `${language}-${ownRegion || region}`;
  return { locale, language, region, ...unitsOf(region), ...overrides };
}

/** `<meta name="mf-market" content="de-AT; power=hp">`: the locale and valid overrides. */
function readMeta(): { tag: string; overrides: Partial<Units> } | null {
  const content = document.querySelector('meta[name="mf-market"]')?.getAttribute('content')?.trim();
  if (!content) return null;
  const [tag = '', ...parts] = content.split(';').map((part) => part.trim());
  const overrides: Record<string, string> = {};
  for (const part of parts.filter(Boolean)) {
    const [key = '', value = ''] = part.split('=').map((side) => side.trim());
    if (OVERRIDES[key]?.test(value)) overrides[key] = value;
    else warnOnce(`mf: <meta name="mf-market"> has an unknown setting, got "${part}"; ignored.`);
  }
  return { tag, overrides };
}

/** A locale in the market cookie's link: a `/de-de/` path segment or a `lang` parameter. */
export function localeOfLink(link: string): string | null {
  const match =
    /[/?&](?:lang=)?([a-z]{2})[-_]([a-z]{2})(?:[/&#]|$)/i.exec(link) ??
    /[?&]lang=([a-z]{2})(?:[&#]|$)/i.exec(link);
  if (!match) return null;
  return match[2] ? `${match[1]!.toLowerCase()}-${match[2].toUpperCase()}` : match[1]!;
}

let page: Market | null = null;

/** The page's market, read once and kept until it changes (`setMarket`, `<html lang>`). */
export function pageMarket(): Market {
  if (page) return page;
  watch();
  const meta = readMeta();
  if (meta?.tag) return (page = marketOf(meta.tag, '<meta name="mf-market">', meta.overrides));
  const lang = document.documentElement.getAttribute('lang')?.trim();
  if (lang) return (page = marketOf(lang, '<html lang>', meta?.overrides));
  const cookie = readMarketCookie();
  const fromCookie = cookie && localeOfLink(cookie);
  return (page = marketOf(fromCookie || DEFAULT_LOCALE, 'the market cookie', meta?.overrides));
}

/**
 * An element's market: the page's, unless a `lang` on the element or an ancestor inside the page
 * gives it another language (a quote in another language, an element of a second market).
 */
export function marketFor(lang: string | null): Market {
  const market = pageMarket();
  if (!lang || lang === market.locale) return market;
  const [language, region] = parseLocale(lang, 'an element’s lang');
  if (language === market.language && (!region || region === market.region)) return market;
  return marketOf(lang, 'an element’s lang', {}, language === market.language ? market.region : '');
}

const MARKET_CHANGE = 'mf-market-change';
/**
 * Dispatched on the document once every element on the page shows a new market (its labels
 * loaded and drawn): a CMS preview or a test waits for it instead of for time.
 */
const MARKET_APPLIED = 'mf-market-applied';
const listeners = new Set<() => Promise<void> | void>();
let watching = false;

function changed(): void {
  page = null;
  const applying = [...listeners].map((listener) => listener());
  void Promise.all(applying).then(() =>
    // In a task of its own: React draws the stores' new values before it.
    setTimeout(() =>
      document.dispatchEvent(
        new CustomEvent(MARKET_APPLIED, { detail: { locale: pageMarket().locale } }),
      ),
    ),
  );
}

function watch(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(MARKET_CHANGE, changed);
  if (typeof MutationObserver !== 'undefined')
    new MutationObserver(changed).observe(document.documentElement, { attributeFilter: ['lang'] });
}

/**
 * Calls `listener` whenever the page's market changes (its promise: until the listener has applied
 * it); returns the unsubscribe.
 */
export function onMarketChange(listener: () => Promise<void> | void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sets the page's market (`de-DE`, optionally with overrides as the meta takes them) and tells
 * every element, without a reload.
 */
export function setMarket(content: string): void {
  let meta = document.querySelector('meta[name="mf-market"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('name', 'mf-market');
    document.head.append(meta);
  }
  meta.setAttribute('content', content);
  document.dispatchEvent(new CustomEvent(MARKET_CHANGE, { detail: { market: content } }));
}
