import { decodeEntities } from '@mf/core/parse/entities';
import { safeHttpUrl } from '@mf/core/parse/parse';

/** A numeric range of a card (spec §3 front.slider_range / slider_range_kw, front.pto_range_kw). */
export interface NumberRange {
  min: number;
  max: number;
}

interface CardSpec {
  label: string;
  value: string;
}

/**
 * One product card as the views use it (spec §3 "Product card"), validated at the boundary.
 * `lists` holds every list-valued field (product_type and the others that serve as filter
 * options), `ranges` every numeric range (front.slider_range, front.slider_range_kw, and the
 * other `..._range`, `..._kw`, `..._hp` fields), each in its field's own unit.
 */
export interface ProductCard {
  /** The card's CMS path (or `cards[i]` when it has none): React key and the name in logs. */
  id: string;
  title: string;
  /** Sanitised http(s) address of the product page, or null. */
  url: string | null;
  image: string | null;
  imageAlt: string;
  description: string;
  /** Price in the answer's currency units, or null. */
  price: number | null;
  lists: Readonly<Record<string, readonly string[]>>;
  ranges: Readonly<Record<string, NumberRange>>;
  back: { title: string; specs: readonly CardSpec[]; description: string };
}

export interface Normalized<T> {
  items: T[];
  /** One line per skipped entry: its path in the answer and why. */
  skipped: string[];
}

export const text = (value: unknown): string =>
  typeof value === 'string' ? decodeEntities(value).trim() : '';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A finite number, or a string holding one; null otherwise. */
export const finite = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * A range `{min, max, ranges}`: min and max, or (when they are missing) the extremes of
 * `ranges`, read as the values of the card's models (spec §3 does not say more). null when no
 * two finite numbers with min <= max can be read.
 */
export function normalizeRange(raw: unknown): NumberRange | null {
  if (!isRecord(raw)) return null;
  let min = finite(raw.min);
  let max = finite(raw.max);
  if ((min === null || max === null) && Array.isArray(raw.ranges)) {
    const values = raw.ranges.map(finite).filter((v): v is number => v !== null);
    if (values.length) {
      min ??= Math.min(...values);
      max ??= Math.max(...values);
    }
  }
  if (min === null || max === null || min > max) return null;
  return { min, max };
}

/** Fields of a card that are not filter lists. */
const RESERVED = new Set(['front', 'back', 'path', 'id']);
/**
 * The range fields read from front; their names are the filter fields: spec §3's `slider_range`
 * (hp) and `slider_range_kw` (kW), and any other field named `..._range`, `..._kw` or `..._hp`
 * (`pto_range_kw`, the PTO power: product-selector README, "Power units").
 */
const RANGE_FIELD = /^[A-Za-z][\w-]{0,63}(_range|_kw|_hp)$/i;

function normalizeCard(raw: unknown, where: string, base?: string): ProductCard | string {
  if (!isRecord(raw)) return `${where}: not an object`;
  const path = text(raw.path);
  const name = path ? `${where} (${path})` : where;
  if (!isRecord(raw.front)) return `${name}: front is missing`;
  const front = raw.front;
  const title = text(front.title);
  if (!title) return `${name}: front.title is missing`;
  const lists: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (RESERVED.has(key) || !Array.isArray(value)) continue;
    lists[key] = [...new Set(value.map(text).filter(Boolean))];
  }
  if (!Array.isArray(raw.product_type)) return `${name}: product_type is not a list`;
  const ranges: Record<string, NumberRange> = {};
  for (const field of Object.keys(front)) {
    if (!RANGE_FIELD.test(field) || front[field] === undefined) continue;
    const range = normalizeRange(front[field]);
    if (!range) return `${name}: front.${field} is not a range`;
    ranges[field] = range;
  }
  const image = isRecord(front.image) ? front.image : { src: front.image, alt: front.image_alt };
  const back = isRecord(raw.back) ? raw.back : {};
  const specs = Array.isArray(back.specs)
    ? back.specs.flatMap((spec) =>
        isRecord(spec) && text(spec.label) && text(spec.value)
          ? [{ label: text(spec.label), value: text(spec.value) }]
          : [],
      )
    : [];
  return {
    id: path || where,
    title,
    url: safeHttpUrl(front.url ?? front.link, base),
    image: safeHttpUrl(image.src, base),
    imageAlt: text(image.alt),
    description: text(front.description),
    price: finite(front.price),
    lists,
    ranges,
    back: { title: text(back.title) || title, specs, description: text(back.description) },
  };
}

/**
 * spec §7 productcards: the cards answer (`{ cards: [...] }`, or the list itself). A card that
 * fails validation is skipped and its path in the answer named in `skipped`. A body
 * without a card list throws (a failed request, spec §8). Links and images go through
 * safeHttpUrl; text from the network stays text.
 */
export function normalizeCards(raw: unknown, base?: string): Normalized<ProductCard> {
  const list = Array.isArray(raw) ? raw : isRecord(raw) ? raw.cards : undefined;
  if (!Array.isArray(list)) throw new Error('The product cards answer has no cards list.');
  const items: ProductCard[] = [];
  const skipped: string[] = [];
  const ids = new Set<string>();
  list.forEach((entry, index) => {
    const card = normalizeCard(entry, `cards[${index}]`, base);
    if (typeof card === 'string') {
      skipped.push(card);
      return;
    }
    if (ids.has(card.id)) card.id = `${card.id}#${index}`;
    ids.add(card.id);
    items.push(card);
  });
  return { items, skipped };
}
