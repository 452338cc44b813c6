/**
 * A large synthetic catalogue for `npm run bench` (1,000 cards and 20 filter fields):
 * the raw servlet answers, deterministic, no randomness.
 */
const FIELD_COUNT = 20;

export function benchAnswers(cards = 1000, fields = FIELD_COUNT) {
  // Field 0 is product_type, 1 and 2 the hp and kW ranges, the rest list fields of 6 values.
  const listFields = Array.from({ length: fields - 2 }, (_, f) =>
    f === 0 ? 'product_type' : `feature_${f}`,
  );
  const raw = Array.from({ length: cards }, (_, i) => {
    const card: Record<string, unknown> = {
      path: `/content/mf/products/bench/${i}`,
      front: {
        title: `Model ${(i * 7919) % cards}`,
        price: 20000 + ((i * 104729) % 400000),
        description: 'A tractor.',
        slider_range: { min: 20 + (i % 600), max: 60 + (i % 640) },
        slider_range_kw: { min: 15 + (i % 450), max: 45 + (i % 480) },
      },
      back: { specs: [{ label: 'Power', value: `${i} hp` }] },
    };
    listFields.forEach((field, f) => {
      card[field] = [`v${(i + f) % 6}`, `v${(i * 3 + f) % 6}`];
    });
    return card;
  });
  const filters = [
    ...listFields.map((field) => ({
      field,
      label: field,
      items: Array.from({ length: 6 }, (_, v) => ({ value: `v${v}`, label: `Value ${v}` })),
    })),
    { field: 'slider_range', label: 'Power (hp)', min: 20, max: 700, step: 5 },
    { field: 'slider_range_kw', label: 'Power (kW)', min: 15, max: 525, step: 5 },
  ];
  const sort = [
    { field: 'title', direction: 'asc', label: 'Name' },
    { field: 'price', direction: 'desc', label: 'Price' },
  ];
  return { cards: { cards: raw }, filters: { filters, sort } };
}

/**
 * Model names for the model search's bench, deterministic: a series (digit and letters), a
 * power, every other one "Premium", every third with the brand ("MF 6R 250 Premium").
 */
export function benchModelNames(count: number): string[] {
  const letters = ['R', 'M', 'E', 'S', 'RX', 'GV', 'ML', 'RT'];
  return Array.from({ length: count }, (_, i) => {
    const series = `${(i % 9) + 1}${letters[(i * 5) % letters.length]}`;
    const power = 20 + ((i * 37) % 680);
    return `${i % 3 ? '' : 'MF '}${series} ${power}${i % 2 ? '' : ' Premium'}`;
  });
}
