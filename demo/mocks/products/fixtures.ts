/**
 * The gallery's tractor catalogue: 132 machines over 6 types, each with a horsepower and a kW
 * range of engine power (one facet, shown in hp or kW: product-selector README, "Power units"),
 * all but the 4WD tractors with a PTO power in kW (a second power facet), list-valued features, a
 * price and a back of specifications. Generated from fixed
 * tables (no randomness), so tests can count on it. Two malformed cards at the end show the
 * boundary skipping them (logged by path).
 */

const PRODUCT_TYPES = [
  {
    value: 'row-crop',
    label: 'Row-crop tractors',
    de: 'Reihenkulturtraktoren',
    series: ['8R', '7R', '6R'],
    hp: [150, 410],
  },
  {
    value: 'utility',
    label: 'Utility tractors',
    de: 'Allzwecktraktoren',
    series: ['6M', '5E', '5M'],
    hp: [75, 195],
  },
  {
    value: 'compact',
    label: 'Compact tractors',
    de: 'Kompakttraktoren',
    series: ['4R', '3E', '3R'],
    hp: [25, 66],
  },
  {
    value: '4wd',
    label: '4WD tractors',
    de: 'Knicklenker',
    series: ['9R', '9RX', '9RT'],
    hp: [390, 690],
  },
  {
    value: 'specialty',
    label: 'Specialty tractors',
    de: 'Spezialtraktoren',
    series: ['5ML', '5GV', '5GN'],
    hp: [60, 125],
  },
  {
    value: 'sub-compact',
    label: 'Sub-compact tractors',
    de: 'Subkompakttraktoren',
    series: ['1E', '1R', '2R'],
    hp: [20, 26],
  },
] as const;

const TRANSMISSIONS = [
  { value: 'powershift', label: 'PowerShift', de: 'Lastschaltgetriebe' },
  { value: 'cvt', label: 'Continuously variable', de: 'Stufenlos' },
  { value: 'hydrostatic', label: 'Hydrostatic', de: 'Hydrostatisch' },
  { value: 'manual', label: 'Manual', de: 'Manuell' },
] as const;

const FEATURES = [
  { value: 'cab', label: 'Climate-controlled cab', de: 'Klimatisierte Kabine' },
  { value: 'guidance', label: 'GPS guidance ready', de: 'GPS-Lenksystem vorbereitet' },
  { value: 'loader', label: 'Front loader ready', de: 'Frontlader vorbereitet' },
  { value: 'pto', label: 'Front PTO', de: 'Front-Zapfwelle' },
  { value: 'telematics', label: 'Telematics', de: 'Telematik' },
] as const;

const HP_TO_KW = 0.7457;
/** The catalogue's power bounds, the sliders' min and max. */
const HP_BOUNDS = { min: 20, max: 700 };
const KW_BOUNDS = { min: 15, max: 525 };
/** The PTO's share of the engine's power, and the PTO slider's bounds (kW). */
const PTO_SHARE = 0.85;
const PTO_KW_BOUNDS = { min: 10, max: 300 };
/** Types whose data has no PTO figure (the 4WD tractors here): they have no PTO power facet value. */
const WITHOUT_PTO = new Set<string>(['4wd']);

const round5 = (value: number) => Math.round(value / 5) * 5;

export interface ProductFixture {
  path: string;
  product_type: string[];
  transmission: string[];
  features: string[];
  front: {
    title: string;
    description: string;
    image: { src: string; alt: string };
    url: string;
    price: number;
    slider_range: { min: number; max: number; ranges: number[] };
    slider_range_kw: { min: number; max: number; ranges: number[] };
    /** The PTO power in kW only (the data has no hp figure of it). */
    pto_range_kw?: { min: number; max: number; ranges: number[] };
  };
  back: { title: string; description: string; specs: { label: string; value: string }[] };
}

function machine(typeIndex: number, index: number): ProductFixture {
  const type = PRODUCT_TYPES[typeIndex]!;
  const series = type.series[index % type.series.length]!;
  const [low, high] = type.hp;
  const step = (high - low) / 22;
  const minHp = round5(low + step * index);
  const maxHp = Math.min(high, minHp + round5(step * 2 + 5));
  const models = [minHp, round5((minHp + maxHp) / 2), maxHp];
  const kw = models.map((hp) => Math.round(hp * HP_TO_KW));
  const pto = kw.map((engine) => Math.round(engine * PTO_SHARE));
  const transmission = TRANSMISSIONS[(typeIndex + index) % TRANSMISSIONS.length]!;
  const features = FEATURES.filter((_, f) => (index + f * (typeIndex + 1)) % 3 !== 0).map(
    (f) => f.value,
  );
  const name = `${series} ${minHp}${index % 2 ? '' : ' Premium'}`;
  const slug = `${type.value}-${index + 1}`;
  const long = index % 4 === 0;
  return {
    path: `/content/mf/products/tractors/${type.value}/${slug}`,
    product_type: [type.value],
    transmission: [transmission.value],
    features,
    front: {
      title: name,
      description: long
        ? `The ${name} brings ${minHp} to ${maxHp} horsepower to your fields, with a ${transmission.label.toLowerCase()} transmission, a quiet cab and a hydraulic system sized for large implements. Service intervals of 500 hours keep it working through the whole season.`
        : `${minHp}–${maxHp} hp, ${transmission.label.toLowerCase()} transmission.`,
      image: { src: `/content/dam/mf-demo/products/${slug}.svg`, alt: `${name} tractor` },
      url: `/products/tractors/${slug}.html`,
      price: 18000 + minHp * 410 + index * 125.5,
      slider_range: { min: minHp, max: maxHp, ranges: models },
      slider_range_kw: { min: kw[0]!, max: kw[2]!, ranges: kw },
      ...(WITHOUT_PTO.has(type.value)
        ? {}
        : { pto_range_kw: { min: pto[0]!, max: pto[2]!, ranges: pto } }),
    },
    back: {
      title: `${name} specifications`,
      description: `Models from ${minHp} to ${maxHp} hp.`,
      specs: [
        { label: 'Rated power', value: `${minHp}–${maxHp} hp (${kw[0]}–${kw[2]} kW)` },
        { label: 'Transmission', value: transmission.label },
        { label: 'Engine', value: `${minHp > 150 ? 6 : minHp > 60 ? 4 : 3}-cylinder` },
        { label: 'Lift capacity', value: `${Math.round(minHp * 48)} kg` },
      ],
    },
  };
}

/** 22 machines per type: 132 in all. */
export const PRODUCT_FIXTURES: readonly ProductFixture[] = PRODUCT_TYPES.flatMap((_, t) =>
  Array.from({ length: 22 }, (_, i) => machine(t, i)),
);

/** Malformed cards the answer carries after the good ones: skipped and logged by path. */
export const MALFORMED_CARDS: readonly unknown[] = [
  {
    path: '/content/mf/products/tractors/draft-without-title',
    product_type: ['utility'],
    front: {},
  },
  {
    path: '/content/mf/products/tractors/bad-range',
    product_type: ['utility'],
    front: { title: 'X', slider_range: { min: 90, max: 10 } },
  },
];

export type Lang = 'en' | 'de';

export function filterDefinitions(lang: Lang) {
  const label = (o: { label: string; de: string }) => (lang === 'de' ? o.de : o.label);
  return {
    filters: [
      {
        field: 'product_type',
        label: lang === 'de' ? 'Typ' : 'Type',
        items: PRODUCT_TYPES.map((t) => ({ value: t.value, label: label(t) })),
      },
      {
        field: 'slider_range',
        label: lang === 'de' ? 'Leistung (PS)' : 'Power (hp)',
        min: HP_BOUNDS.min,
        max: HP_BOUNDS.max,
        step: 5,
      },
      {
        field: 'slider_range_kw',
        label: lang === 'de' ? 'Leistung (kW)' : 'Power (kW)',
        min: KW_BOUNDS.min,
        max: KW_BOUNDS.max,
        step: 5,
      },
      // The PTO power: a kW definition only; the selector shows it in hp too.
      {
        field: 'pto_range_kw',
        label: lang === 'de' ? 'Zapfwellenleistung (kW)' : 'PTO power (kW)',
        min: PTO_KW_BOUNDS.min,
        max: PTO_KW_BOUNDS.max,
        step: 5,
      },
      {
        field: 'transmission',
        label: lang === 'de' ? 'Getriebe' : 'Transmission',
        items: TRANSMISSIONS.map((t) => ({ value: t.value, label: label(t) })),
      },
      {
        field: 'features',
        label: lang === 'de' ? 'Ausstattung' : 'Features',
        items: FEATURES.map((f) => ({ value: f.value, label: label(f) })),
      },
    ],
    sort: [
      { field: 'title', direction: 'asc', label: lang === 'de' ? 'Name A–Z' : 'Name A–Z' },
      {
        field: 'price',
        direction: 'asc',
        label: lang === 'de' ? 'Preis aufsteigend' : 'Price: low to high',
      },
      {
        field: 'price',
        direction: 'desc',
        label: lang === 'de' ? 'Preis absteigend' : 'Price: high to low',
      },
      {
        field: 'slider_range',
        direction: 'desc',
        label: lang === 'de' ? 'Leistung absteigend' : 'Power: high to low',
      },
    ],
  };
}
