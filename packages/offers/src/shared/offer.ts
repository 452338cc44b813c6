/**
 * The offer model of both offers elements (site-components spec §3 "Offer card: data-type and
 * data-name attributes plus an embedded JSON model of the offer"). The spec names no fields; these
 * are the ones the card and the grid's detail panel show (README of each element, "The offer
 * model"). What the card's own HTML says comes first (title, link, price, expiry: shown before the
 * upgrade and without script), the embedded model overrides it field by field. Validated field by
 * field: a bad field is reported by name and left out, the rest is kept, so the card shows what
 * it can.
 */
import { decodeEntities } from '@mf/core/parse/entities';
import { safeHttpUrl } from '@mf/core/parse/parse';

export interface Offer {
  /** The offer's title: the model's, else the card's first heading, else its data-name. */
  title: string;
  /** The primary filter (data-type); '' when the card has none. */
  type: string;
  /** The secondary filter (data-name); '' when the card has none. */
  name: string;
  description?: string;
  /** The offer price, a finite number. */
  price?: number;
  /** ISO 4217 code of this offer's price (else the element's `currency`). */
  currency?: string;
  /** The last day of the offer (local calendar day). */
  expires?: Date;
  terms?: string;
  /** http(s) addresses only (core/parse safeHttpUrl). */
  image?: string;
  imageAlt?: string;
  link?: string;
}

/** Collects what was wrong with one card: each entry names a field and why it was left out. */
export type Report = (problem: string) => void;

/** What the card's HTML says (README "Markup"), before the embedded model. */
export interface CardMarkup {
  title: string;
  type: string;
  name: string;
  /** The `value` of the card's `<data>` price, as written. */
  price?: string;
  /** The `data-currency` of that `<data>`. */
  currency?: string;
  /** The `datetime` of the card's `<time>` expiry, as written. */
  expires?: string;
  /** The `href` of the heading's link, as written. */
  link?: string;
}

const TEXT_FIELDS = ['title', 'description', 'terms', 'image_alt'] as const;
const CURRENCY = /^[A-Za-z]{3}$/;

function text(value: unknown, field: string, report: Report): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    report(`${field} must be a string`);
    return undefined;
  }
  const decoded = decodeEntities(value).trim();
  return decoded || undefined;
}

/** 'YYYY-MM-DD' as the local calendar day (no time zone shift of the last day). */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

/** A price as a number: a finite number, or a numeric string ('' is none). */
function priceOf(value: unknown): number | null {
  const price = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof price === 'number' && Number.isFinite(price) ? price : null;
}

const quoted = (value: unknown) => JSON.stringify(value);

/** The offer the card's HTML describes (README "Markup"); a value that does not parse is reported. */
export function offerFromMarkup(markup: CardMarkup, report: Report): Offer {
  const offer: Offer = { title: markup.title, type: markup.type, name: markup.name };
  if (markup.price !== undefined) {
    const price = priceOf(markup.price);
    if (price === null) report(`price <data value=${quoted(markup.price)}> must be a number`);
    else offer.price = price;
  }
  if (markup.currency !== undefined) {
    if (CURRENCY.test(markup.currency.trim()))
      offer.currency = markup.currency.trim().toUpperCase();
    else report(`price data-currency=${quoted(markup.currency)} must be a three-letter code`);
  }
  if (markup.expires !== undefined) {
    const day = parseDay(markup.expires);
    if (day) offer.expires = day;
    else report(`expiry <time datetime=${quoted(markup.expires)}> must be a date as YYYY-MM-DD`);
  }
  if (markup.link !== undefined) {
    const url = safeHttpUrl(markup.link);
    if (url) offer.link = url;
    else report(`link href=${quoted(markup.link)} must be an http(s) address`);
  }
  return offer;
}

/**
 * The offer with the embedded model `raw` over `offer` (what the markup said). `raw` is the
 * parsed JSON (undefined when the card has none). Reports every field it drops, as `model.<field>`.
 */
export function normalizeOffer(raw: unknown, offer: Offer, report: Report): Offer {
  const result: Offer = { ...offer };
  if (raw === null || raw === undefined) return result;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    report('model must be a JSON object');
    return result;
  }
  const model = raw as Record<string, unknown>;
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) texts[field] = text(model[field], `model.${field}`, report);
  if (texts.title) result.title = texts.title;
  if (texts.description) result.description = texts.description;
  if (texts.terms) result.terms = texts.terms;
  if (model.price !== undefined) {
    const price = priceOf(model.price);
    if (price === null) report(`model.price must be a number (${quoted(model.price)})`);
    else result.price = price;
  }
  if (model.currency !== undefined) {
    if (typeof model.currency === 'string' && CURRENCY.test(model.currency))
      result.currency = model.currency.toUpperCase();
    else report('model.currency must be a three-letter currency code');
  }
  if (model.expires !== undefined) {
    const day = typeof model.expires === 'string' ? parseDay(model.expires) : null;
    if (day) result.expires = day;
    else report(`model.expires must be a date as YYYY-MM-DD (${quoted(model.expires)})`);
  }
  for (const field of ['image', 'link'] as const) {
    if (model[field] === undefined) continue;
    const url = safeHttpUrl(typeof model[field] === 'string' ? decodeEntities(model[field]) : null);
    if (url) result[field] = url;
    else report(`model.${field} must be an http(s) address`);
  }
  if (result.image) result.imageAlt = texts.image_alt ?? '';
  return result;
}

/** Expired once its last day has passed (spec: "expiry dates"; the offer runs through the day). */
export function isExpired(offer: Offer, now: Date): boolean {
  if (!offer.expires) return false;
  const end = new Date(offer.expires);
  end.setDate(end.getDate() + 1);
  return now.getTime() >= end.getTime();
}
