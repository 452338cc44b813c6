/**
 * The comparison's rows, pure (product-compare README, "The table"): power in the market's unit
 * with the other in brackets, the price, one row per list field the catalogue's filters name
 * (type, transmission, features: the values' labels), then the back's specification rows in the
 * order they first appear. A row no product has a value for is left out.
 */
import { formatLabel } from '@mf/core/i18n/labels';
import { formatInteger } from '@mf/core/i18n/plural';
import type { NumberRange, ProductCard } from '../../../shared/data/card';
import type { FilterDefinition } from '../../../shared/data/filters';

interface CompareRow {
  key: string;
  label: string;
  /** One per product, in the products' order; '' = no value. */
  values: string[];
}

export interface RowLabels {
  power: string;
  price: string;
  hp: string;
  kw: string;
}

interface RowFormat {
  locale: string;
  /** hp first (then kW in brackets), else kW first: powerFirstUnit. */
  hpFirst: boolean;
  price: (value: number) => string;
}

/**
 * Whether the market of `priceLocale` states power in hp first: the United States and the United
 * Kingdom sell tractors by horsepower; elsewhere kW (the SI unit) comes first. Both are shown.
 */
export function hpFirst(priceLocale: string): boolean {
  return /-(US|GB)(-|$)/i.test(priceLocale);
}

function range(value: NumberRange | undefined, template: string, locale: string): string {
  if (!value) return '';
  const [min, max] = [formatInteger(value.min, locale), formatInteger(value.max, locale)];
  return formatLabel(template, { value: min === max ? min : `${min}–${max}` });
}

function power(card: ProductCard, labels: RowLabels, format: RowFormat): string {
  const hp = range(card.ranges.slider_range, labels.hp, format.locale);
  const kw = range(card.ranges.slider_range_kw, labels.kw, format.locale);
  const [first, second] = format.hpFirst ? [hp, kw] : [kw, hp];
  return first && second ? `${first} (${second})` : first || second;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function compareRows(
  products: readonly ProductCard[],
  filters: readonly FilterDefinition[],
  labels: RowLabels,
  format: RowFormat,
): CompareRow[] {
  const rows: CompareRow[] = [
    { key: 'power', label: labels.power, values: products.map((p) => power(p, labels, format)) },
    {
      key: 'price',
      label: labels.price,
      values: products.map((p) => (p.price === null ? '' : format.price(p.price))),
    },
  ];
  for (const filter of filters) {
    if (filter.kind !== 'options') continue;
    const label = (value: string) => filter.options.find((o) => o.value === value)?.label ?? value;
    rows.push({
      key: `list:${filter.field}`,
      label: filter.label,
      values: products.map((p) => (p.lists[filter.field] ?? []).map(label).join(', ')),
    });
  }
  const specs: string[] = [];
  for (const product of products)
    for (const spec of product.back.specs)
      if (!specs.some((l) => same(l, spec.label)) && !rows.some((r) => same(r.label, spec.label)))
        specs.push(spec.label);
  for (const spec of specs)
    rows.push({
      key: `spec:${spec}`,
      label: spec,
      values: products.map((p) => p.back.specs.find((s) => same(s.label, spec))?.value ?? ''),
    });
  return rows.filter((row) => row.values.some(Boolean));
}

/** Whether the row tells the products apart (differences only hides the others). */
export const differs = (row: CompareRow) => new Set(row.values).size > 1;
