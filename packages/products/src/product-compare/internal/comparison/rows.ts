/**
 * The comparison's rows, pure (product-compare README, "The table"): each power (engine, PTO) in
 * the market's unit with the other in brackets, the price, one row per list field the
 * catalogue's filters name (type, transmission, features: the values' labels), then the back's
 * specification rows in the order they first appear. A row no product has a value for is left out.
 */
import { formatLabel } from '@mf/core/i18n/labels';
import type { Market, PowerUnit } from '@mf/core/i18n/market';
import { formatInteger } from '@mf/core/i18n/plural';
import { powerIn } from '@mf/core/i18n/units';
import type { NumberRange, ProductCard } from '../../../shared/data/card';
import type { FilterDefinition } from '../../../shared/data/filters';
import { cardPower, powerFacetsOfCards, type PowerFacet } from '../../../shared/data/power';

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
  /** The element's market: the numbers' locale, the horsepower's size and the unit first. */
  market: Pick<Market, 'locale' | 'language' | 'power'>;
  price: (value: number) => string;
}

/**
 * The unit power is stated in first, the other following in brackets: the market's (hp in the
 * United States and the United Kingdom, where tractors are sold by horsepower; kW, the SI unit,
 * in Germany and most of Europe: core/i18n/market). Both are shown.
 */
export function powerFirstUnit(market: Pick<Market, 'power'>): [PowerUnit, PowerUnit] {
  return market.power === 'hp' ? ['hp', 'kW'] : ['kW', 'hp'];
}

/** A kW range in `unit` through the label of that unit (`{value} hp`, `{value} PS`). */
function range(
  value: NumberRange,
  unit: PowerUnit,
  labels: RowLabels,
  market: RowFormat['market'],
): string {
  const [min, max] = [value.min, value.max].map((kw) =>
    formatInteger(Math.round(powerIn(kw, unit, market.language)), market.locale),
  );
  return formatLabel(unit === 'hp' ? labels.hp : labels.kw, {
    value: min === max ? min! : `${min}–${max}`,
  });
}

function power(card: ProductCard, facet: PowerFacet, labels: RowLabels, format: RowFormat): string {
  const kw = cardPower(card, facet);
  if (!kw) return '';
  const [first, second] = powerFirstUnit(format.market);
  return `${range(kw, first, labels, format.market)} (${range(kw, second, labels, format.market)})`;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function compareRows(
  products: readonly ProductCard[],
  filters: readonly FilterDefinition[],
  labels: RowLabels,
  format: RowFormat,
): CompareRow[] {
  // The catalogue's power facets; without its definitions (a failed filters call), the power
  // fields of the chosen cards: the engine's (spec §3 slider_range) named by the `power` label,
  // another by its field.
  const given = filters.filter((f): f is PowerFacet => f.kind === 'power');
  const facets = given.length
    ? given
    : powerFacetsOfCards(products, (quantity) =>
        quantity === 'slider_range' ? labels.power : quantity,
      );
  const rows: CompareRow[] = [
    ...facets.map((facet) => ({
      key: `power:${facet.field}`,
      label: facet.label,
      values: products.map((p) => power(p, facet, labels, format)),
    })),
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
