/**
 * Events of the mock servlet (site-components spec §3 Event): 46 events over 2026 and 2027 in
 * five regions, single-day and multi-day, generated deterministically from a fixed date so every
 * test and screenshot sees the same list. Timestamps are milliseconds, as the CMS sends them.
 */
export interface EventFixture {
  id: string;
  title: string;
  start_date: number;
  end_date: number;
  location: string;
  region: string;
  description: string;
  url: string;
  image?: string;
}

export const EVENT_REGIONS = [
  { value: 'europe', label: 'Europe' },
  { value: 'north-america', label: 'North America' },
  { value: 'south-america', label: 'South America' },
  { value: 'asia-pacific', label: 'Asia Pacific' },
  { value: 'africa', label: 'Africa' },
] as const;

/** 9 January 2026, 08:00 UTC: the first event starts here. */
export const FIXTURE_BASE = Date.UTC(2026, 0, 9, 8, 0);
const DAY = 86_400_000;

type Template = [title: string, location: string, region: string, days: number, text: string];

const TEMPLATES: Template[] = [
  [
    'Field demo: combine harvesters',
    'Magdeburg, Germany',
    'europe',
    0,
    'See the latest combines at work in a wheat field and talk to the product specialists.',
  ],
  [
    'Farm machinery trade fair',
    'Hanover, Germany',
    'europe',
    6,
    'Our full tractor and harvesting line-up on 3,000 m² of stand, with daily live presentations.',
  ],
  [
    'Open day at the Mannheim factory',
    'Mannheim, Germany',
    'europe',
    0,
    'Guided tours of the tractor assembly line, test drives and a family programme.',
  ],
  [
    'Precision farming seminar',
    'Lyon, France',
    'europe',
    1,
    'Two days on guidance, section control and yield mapping, with hands-on sessions.',
  ],
  [
    'Grassland days',
    'Cork, Ireland',
    'europe',
    2,
    'Mowers, tedders, rakes and balers demonstrated on silage ground.',
  ],
  [
    'Dealer demo tour: compact tractors',
    'Utrecht, Netherlands',
    'europe',
    0,
    'Compact utility tractors for municipalities, horticulture and small farms.',
  ],
  [
    'Harvest preparation workshop',
    'Poznań, Poland',
    'europe',
    0,
    'Pre-season checks and settings for combines, with our service technicians.',
  ],
  [
    'Sprayer calibration clinic',
    'Bologna, Italy',
    'europe',
    1,
    'Nozzle choice, boom height and calibration for self-propelled and trailed sprayers.',
  ],
  [
    'Farm Progress field show',
    'Decatur, Illinois, USA',
    'north-america',
    2,
    'Row-crop tractors, planters and combines in the field, with ride-and-drives.',
  ],
  [
    'Planter setup day',
    'Ames, Iowa, USA',
    'north-america',
    0,
    'Get your planter ready: row units, seed meters and downforce explained.',
  ],
  [
    'Canadian farm show',
    'Regina, Saskatchewan, Canada',
    'north-america',
    3,
    'Large four-wheel-drive tractors and air seeders for the prairies.',
  ],
  [
    'Hay and forage expo',
    'Lexington, Kentucky, USA',
    'north-america',
    1,
    'Balers, mower-conditioners and forage harvesters at work.',
  ],
  [
    'Orchard and vineyard day',
    'Fresno, California, USA',
    'north-america',
    0,
    'Narrow tractors and sprayers for specialty crops.',
  ],
  [
    'Technology in agriculture summit',
    'Kansas City, Missouri, USA',
    'north-america',
    1,
    'Connectivity, automation and data for large farms.',
  ],
  [
    'Agrishow',
    'Ribeirão Preto, Brazil',
    'south-america',
    4,
    'The largest farm show in Latin America: sugar cane, soy and corn machinery.',
  ],
  [
    'Soybean harvest demo',
    'Rosario, Argentina',
    'south-america',
    0,
    'Draper heads and combines in soybean, with yield mapping live.',
  ],
  [
    'Sugar cane harvester day',
    'Piracicaba, Brazil',
    'south-america',
    0,
    'Cane harvesters and haulage in the field.',
  ],
  [
    'Dairy farm open house',
    'Osorno, Chile',
    'south-america',
    1,
    'Mid-range tractors and loaders for dairy and livestock farms.',
  ],
  [
    'Rice farming field day',
    'Bangkok, Thailand',
    'asia-pacific',
    0,
    'Tractors and harvesters for paddy fields.',
  ],
  [
    'Agricultural show of the south',
    'Wagga Wagga, Australia',
    'asia-pacific',
    2,
    'Broadacre tractors, seeders and sprayers for dryland farming.',
  ],
  [
    'Kiwi dairy expo',
    'Hamilton, New Zealand',
    'asia-pacific',
    3,
    'Pasture machinery and loaders for grazing farms.',
  ],
  [
    'Farmers day',
    'Bothaville, South Africa',
    'africa',
    4,
    'The NAMPO harvest show: maize and wheat machinery, finance and service.',
  ],
  [
    'Smallholder mechanisation forum',
    'Nakuru, Kenya',
    'africa',
    1,
    'Compact tractors and implements for smallholder farms.',
  ],
];

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Two editions (2026, 2027) of every template, 52 weeks apart. Within a year the templates are
 * spread over 15-day slots in a shuffled order (7 is coprime with 23) so the regions interleave.
 */
export const EVENT_FIXTURES: EventFixture[] = [2026, 2027]
  .flatMap((year, edition) =>
    TEMPLATES.map(([title, location, region, days, text], index) => {
      const slot = (index * 7) % TEMPLATES.length;
      const start = FIXTURE_BASE + edition * 364 * DAY + slot * 15 * DAY + (index % 3) * 3_600_000;
      const id = `${slug(title)}-${year}`;
      return {
        id,
        title: `${title} ${year}`,
        start_date: start,
        // Single-day events end the same afternoon; multi-day ones on their last day.
        end_date: start + days * DAY + 8 * 3_600_000,
        location,
        region,
        description: text,
        url: `/content/mf/en/events/${id}.html`,
        ...(index % 3 === 0 ? { image: `/content/dam/mf-demo/events/${slug(title)}.svg` } : {}),
      };
    }),
  )
  .sort((a, b) => a.start_date - b.start_date);

/**
 * One multi-day event (12 to 14 March 2026, UTC): the answer the German date tests of the view
 * and of the Chromium suite share.
 */
export const MULTI_DAY_ANSWER = {
  total_results: 1,
  results: [
    { title: 'Feldtag', start_date: Date.UTC(2026, 2, 12, 8), end_date: Date.UTC(2026, 2, 14, 16) },
  ],
};
