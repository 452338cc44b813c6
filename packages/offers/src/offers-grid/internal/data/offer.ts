/**
 * The offer model (site-components spec §3 "Offer card: data-type and data-name attributes plus
 * an embedded JSON model of the offer"). The spec names no fields; these are the ones the detail
 * panel shows (README "The offer model"). Validated field by field: a bad field is logged with
 * its path and left out, the rest is kept, so the card shows what it can.
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

type Log = (message: string) => void;

const TEXT_FIELDS = ['title', 'description', 'terms', 'image_alt'] as const;

function text(value: unknown, path: string, log: Log): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    log(`${path} must be a string`);
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

/**
 * The model of one card. `raw` is the parsed JSON (null when there was none or it did not parse);
 * `fallback` holds what the card's markup says. Logs every field it drops, by `path`.
 */
export function normalizeOffer(
  raw: unknown,
  fallback: { title: string; type: string; name: string },
  path: string,
  log: Log,
): Offer {
  const offer: Offer = { title: fallback.title, type: fallback.type, name: fallback.name };
  if (raw === null || raw === undefined) return offer;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    log(`${path} must be a JSON object`);
    return offer;
  }
  const model = raw as Record<string, unknown>;
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) texts[field] = text(model[field], `${path}.${field}`, log);
  if (texts.title) offer.title = texts.title;
  if (texts.description) offer.description = texts.description;
  if (texts.terms) offer.terms = texts.terms;
  if (model.price !== undefined) {
    const price = typeof model.price === 'string' ? Number(model.price) : model.price;
    if (typeof price === 'number' && Number.isFinite(price) && model.price !== '')
      offer.price = price;
    else log(`${path}.price must be a number`);
  }
  if (model.currency !== undefined) {
    if (typeof model.currency === 'string' && /^[A-Za-z]{3}$/.test(model.currency))
      offer.currency = model.currency.toUpperCase();
    else log(`${path}.currency must be a three-letter currency code`);
  }
  if (model.expires !== undefined) {
    const day = typeof model.expires === 'string' ? parseDay(model.expires) : null;
    if (day) offer.expires = day;
    else log(`${path}.expires must be a date as YYYY-MM-DD`);
  }
  for (const [field, key] of [
    ['image', 'image'],
    ['link', 'link'],
  ] as const) {
    if (model[field] === undefined) continue;
    const url = safeHttpUrl(typeof model[field] === 'string' ? decodeEntities(model[field]) : null);
    if (url) offer[key] = url;
    else log(`${path}.${field} must be an http(s) address`);
  }
  if (offer.image) offer.imageAlt = texts.image_alt ?? '';
  return offer;
}

/** Expired once its last day has passed (spec: "expiry dates"; the offer runs through the day). */
export function isExpired(offer: Offer, now: Date): boolean {
  if (!offer.expires) return false;
  const end = new Date(offer.expires);
  end.setDate(end.getDate() + 1);
  return now.getTime() >= end.getTime();
}
