import { decodeEntities } from '@mf/core/parse/entities';
import { safeHttpUrl } from '@mf/core/parse/parse';
import { toDate } from '@mf/core/i18n/format';
import type { EventItem, EventsPage, Region } from './types';

/**
 * The boundary between the events servlet and the view (spec §3, §7): whatever the answer is,
 * the result is a typed page. Malformed entries are dropped, never rendered half; nothing here
 * throws. The spec names only start_date and end_date, so the other fields accept the names a
 * CMS commonly uses (README "Expected answer").
 */
export function normalizeEventsPage(data: unknown, base?: string): EventsPage {
  const record = asRecord(data);
  const results = Array.isArray(record?.results) ? record.results : [];
  const events: EventItem[] = [];
  const ids = new Set<string>();
  results.forEach((raw, index) => {
    const event = normalizeEvent(raw, index, base);
    if (!event) return;
    // Ids are React keys: a repeated one (the same page listed twice) gets its position added.
    if (ids.has(event.id)) event.id = `${event.id}#${index}`;
    ids.add(event.id);
    events.push(event);
  });
  const declared = toCount(record?.total_results);
  // A missing or broken total falls back to what the page holds, so the list still shows.
  const total = declared ?? events.length;
  return {
    total: Math.max(total, events.length),
    events,
    dropped: results.length - events.length,
    malformed: !Array.isArray(record?.results),
  };
}

/** One event, or null when it has no title or no valid start date. */
export function normalizeEvent(raw: unknown, index = 0, base?: string): EventItem | null {
  const record = asRecord(raw);
  if (!record) return null;
  const title = text(first(record, 'title', 'name', 'jcr:title'));
  const start = toDate(asTimestamp(record.start_date));
  if (!title || !start) return null;
  const endDate = toDate(asTimestamp(record.end_date));
  // An end before the start (or none) makes a single-day event rather than a broken range.
  const end = endDate && endDate.getTime() >= start.getTime() ? endDate : start;
  const url = safeHttpUrl(first(record, 'url', 'link', 'path', 'href'), base);
  const image = imageUrl(first(record, 'image', 'image_url', 'imageUrl', 'thumbnail'), base);
  const id = text(first(record, 'id', 'path', 'url')) || `${index}-${start.getTime()}`;
  return {
    id,
    title,
    start,
    end,
    url,
    location: text(first(record, 'location', 'venue', 'city', 'place')),
    region: text(first(record, 'region', 'region_name')),
    description: plainText(first(record, 'description', 'summary', 'teaser', 'text')),
    image,
  };
}

/** The `regions` attribute: a JSON list of { value, label }; throws (adapter logs) otherwise. */
export function validateRegions(value: unknown): Region[] {
  if (!Array.isArray(value)) throw new Error('regions must be a JSON list of { value, label }');
  const regions: Region[] = [];
  for (const entry of value) {
    const record = asRecord(entry);
    const regionValue = text(record?.value);
    if (!regionValue || regionValue === 'all') {
      throw new Error('every region needs a value other than "all" (the built-in choice)');
    }
    if (regions.some((region) => region.value === regionValue)) continue;
    regions.push({ value: regionValue, label: text(record?.label) || regionValue });
  }
  return regions;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function first(record: Record<string, unknown>, ...keys: string[]): unknown {
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** A string or finite number as written (entities and all); '' otherwise. */
function raw(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Entities decoded (CMS text arrives HTML-encoded), then whitespace collapsed. */
const clean = (value: string): string => decodeEntities(value).replace(/\s+/g, ' ').trim();

function text(value: unknown): string {
  return clean(raw(value));
}

/** Timestamps are numbers or numeric strings; ISO text is accepted too, booleans and objects not. */
function asTimestamp(value: unknown): number | string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

function toCount(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

/**
 * Tags removed so CMS rich text shows as text (the view never injects HTML), then entities
 * decoded: an encoded tag (`&lt;b&gt;`) is text the author wrote and shows as such.
 */
function plainText(value: unknown): string {
  const source = raw(value);
  return clean(source.includes('<') ? source.replace(/<[^>]*>/g, ' ') : source);
}

function imageUrl(value: unknown, base?: string): string | null {
  const record = asRecord(value);
  return safeHttpUrl(record ? first(record, 'src', 'url', 'path') : value, base);
}
