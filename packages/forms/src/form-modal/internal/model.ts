/**
 * The form modal data model (site-components spec §3), validated at the boundary: bad or missing
 * fields are logged with their path (`mf-form-modal: model.items[0].models[1].brochure.title is
 * missing`) and the rest is kept, so the modal still opens what it can.
 *
 * ```json
 * {
 *   "brochure": { "heading": "…", "subheading": "…", "cta_label": "…", "form_cta_label": "…", "iframe_src": "https://…" },
 *   "demo": { … }, "quote": { … }, "informed": { … }, "offer": { … },
 *   "items": [
 *     { "title": "MF 5S Series", "subtitle": "105–145 hp",
 *       "models": [
 *         { "product_tag_id": "mf:tractors/5s/5s-105",
 *           "brochure_image": "https://…/5s.jpg", "brochure_image_alt": "MF 5S.105 tractor",
 *           "brochure": { "title": "MF 5S.105", "subtitle": "105 hp", "show_form_cta": "true",
 *                         "brochure_cta_link": "https://…pdf", "brochure_cta_label": "Download brochure",
 *                         "secondary_brochure_cta_link": "…", "secondary_brochure_cta_label": "…",
 *                         "tertiary_brochure_cta_link": "…", "tertiary_brochure_cta_label": "…" },
 *           "demo": { "title": "MF 5S.105", "subtitle": "…", "show_form_cta": true } } ] } ]
 * }
 * ```
 */
import { decodeEntities } from '@mf/core/parse/entities';
import { safeHttpUrl } from '@mf/core/parse/parse';

export const FORM_TYPES = ['brochure', 'demo', 'quote', 'informed', 'offer'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export interface TypeData {
  heading: string;
  subheading: string;
  cta_label: string;
  form_cta_label: string;
  /** http(s) form address, or '' when missing or unsafe (no form for this type). */
  iframe_src: string;
}

export interface BrochureLink {
  href: string;
  label: string;
}

export interface ModelTypeData {
  title: string;
  subtitle: string;
  /** Primary, secondary, tertiary brochure links: only those present (spec §5). */
  links: BrochureLink[];
  showFormCta: boolean;
}

export interface ProductModel {
  id: string;
  productTagId: string;
  image: string;
  imageAlt: string;
  types: Partial<Record<FormType, ModelTypeData>>;
}

export interface ProductRange {
  id: string;
  title: string;
  subtitle: string;
  models: ProductModel[];
}

export interface FormModalModel {
  types: Partial<Record<FormType, TypeData>>;
  items: ProductRange[];
}

export const EMPTY_MODEL: FormModalModel = { types: {}, items: [] };

type Report = (message: string) => void;
const defaultReport: Report = (message) => console.error(`mf-form-modal: ${message}`);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(
  record: Record<string, unknown>,
  key: string,
  path: string,
  report: Report,
  required: boolean,
): string {
  const value = record[key];
  // CMS text arrives HTML-encoded (`Fish &amp; Chips`); addresses too (`?a=1&amp;b=2`).
  if (typeof value === 'string') return decodeEntities(value).trim();
  if (typeof value === 'number') return String(value);
  if (value === undefined || value === null) {
    if (required) report(`${path}.${key} is missing`);
  } else report(`${path}.${key} must be text`);
  return '';
}

function url(
  record: Record<string, unknown>,
  key: string,
  path: string,
  report: Report,
  required: boolean,
): string {
  const raw = text(record, key, path, report, required);
  if (!raw) return '';
  const safe = safeHttpUrl(raw);
  if (!safe) report(`${path}.${key} must be an http(s) address`);
  return safe ?? '';
}

function typeData(value: unknown, path: string, report: Report): TypeData | undefined {
  if (!isRecord(value)) {
    report(`${path} must be an object`);
    return undefined;
  }
  return {
    heading: text(value, 'heading', path, report, true),
    subheading: text(value, 'subheading', path, report, false),
    cta_label: text(value, 'cta_label', path, report, true),
    form_cta_label: text(value, 'form_cta_label', path, report, false),
    iframe_src: url(value, 'iframe_src', path, report, true),
  };
}

const LINKS = [
  ['brochure_cta_link', 'brochure_cta_label'],
  ['secondary_brochure_cta_link', 'secondary_brochure_cta_label'],
  ['tertiary_brochure_cta_link', 'tertiary_brochure_cta_label'],
] as const;

function modelTypeData(value: unknown, path: string, report: Report): ModelTypeData | undefined {
  if (!isRecord(value)) {
    report(`${path} must be an object`);
    return undefined;
  }
  const title = text(value, 'title', path, report, true);
  if (!title) return undefined; // a model without a title cannot be offered
  const links: BrochureLink[] = [];
  for (const [linkKey, labelKey] of LINKS) {
    const href = url(value, linkKey, path, report, false);
    if (!href) continue;
    const label = text(value, labelKey, path, report, true);
    if (label) links.push({ href, label });
  }
  return {
    title,
    subtitle: text(value, 'subtitle', path, report, false),
    links,
    // spec §3: show_form_cta is true, or the text "true"
    showFormCta: value.show_form_cta === true || value.show_form_cta === 'true',
  };
}

function productModel(
  value: unknown,
  path: string,
  id: string,
  report: Report,
): ProductModel | null {
  if (!isRecord(value)) {
    report(`${path} must be an object`);
    return null;
  }
  const types: Partial<Record<FormType, ModelTypeData>> = {};
  for (const type of FORM_TYPES) {
    if (value[type] === undefined) continue;
    const data = modelTypeData(value[type], `${path}.${type}`, report);
    if (data) types[type] = data;
  }
  return {
    id,
    productTagId: text(value, 'product_tag_id', path, report, true),
    image: url(value, 'brochure_image', path, report, false),
    imageAlt: text(value, 'brochure_image_alt', path, report, false),
    types,
  };
}

function productRange(
  value: unknown,
  path: string,
  index: number,
  report: Report,
): ProductRange | null {
  if (!isRecord(value)) {
    report(`${path} must be an object`);
    return null;
  }
  const title = text(value, 'title', path, report, true);
  if (!Array.isArray(value.models)) {
    report(`${path}.models must be a list`);
    return null;
  }
  const models = value.models
    .map((model, m) => productModel(model, `${path}.models[${m}]`, `m${index}-${m}`, report))
    .filter((model): model is ProductModel => model !== null);
  return { id: `r${index}`, title, subtitle: text(value, 'subtitle', path, report, false), models };
}

/** Validates a parsed data model; never throws. */
export function normalizeModel(value: unknown, report: Report = defaultReport): FormModalModel {
  if (value === null || value === undefined) return EMPTY_MODEL;
  if (!isRecord(value)) {
    report('model must be a JSON object');
    return EMPTY_MODEL;
  }
  const types: Partial<Record<FormType, TypeData>> = {};
  for (const type of FORM_TYPES) {
    if (value[type] === undefined) continue;
    const data = typeData(value[type], `model.${type}`, report);
    if (data) types[type] = data;
  }
  let items: ProductRange[] = [];
  if (!Array.isArray(value.items)) report('model.items must be a list');
  else
    items = value.items
      .map((item, index) => productRange(item, `model.items[${index}]`, index, report))
      .filter((item): item is ProductRange => item !== null);
  return { types, items };
}

/** The ranges and models offered for one form type (models without data for it are left out). */
export function rangesFor(model: FormModalModel, type: FormType): ProductRange[] {
  return model.items
    .map((range) => ({ ...range, models: range.models.filter((m) => m.types[type]) }))
    .filter((range) => range.models.length > 0);
}

/** The form type of an address hash (`modal-brochure` -> 'brochure'), or null (spec §2). */
export function formTypeOfHash(hash: string): FormType | null {
  const match = /^modal-([a-z]+)$/.exec(hash.replace(/^#/, ''));
  return match && (FORM_TYPES as readonly string[]).includes(match[1]!)
    ? (match[1] as FormType)
    : null;
}
