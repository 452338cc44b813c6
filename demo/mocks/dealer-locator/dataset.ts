import { GAZETTEER, type GazetteerPlace } from './gazetteer';
import { chance, COMPANY, int, PHONE, pick, STREETS, SURNAMES, type Random } from './dataset-text';

/**
 * The mock dealer dataset, generated deterministically (seeded PRNG) at first use: no large
 * data file in the repository, the same dealers on every run. Shaped exactly like the source
 * records the locator normalizes (packages/dealer-locator/.../internal/data/types.ts
 * RawDealerRecord). The bench generates 10,000 with the same function.
 */

/** The brands of the mock manufacturer and their machinery lists (spec §3 brands). */
export const BRANDS = [
  {
    code: 'ATL',
    name: 'Atlas',
    machinery: ['Tractors', 'Combines', 'Balers', 'Planters', 'Sprayers'],
  },
  {
    code: 'HRV',
    name: 'Harvestline',
    machinery: ['Tractors', 'Forage Harvesters', 'Mowers', 'Telehandlers'],
  },
  { code: 'FLD', name: 'Fieldmaster', machinery: ['Tillage', 'Seeders', 'Sprayers', 'Spreaders'] },
] as const;

/** The offerings map a page would carry (value -> label), for the gallery and tests. */
export const OFFERINGS: Record<string, string> = {
  Tractors: 'Tractors',
  Combines: 'Combines',
  Balers: 'Balers',
  Planters: 'Planters',
  Sprayers: 'Sprayers',
  'Forage Harvesters': 'Forage harvesters',
  Mowers: 'Mowers',
  Telehandlers: 'Telehandlers',
  Tillage: 'Tillage',
  Seeders: 'Seeders',
  Spreaders: 'Spreaders',
  Parts: 'Parts',
  Service: 'Service',
};

const DESIGNATED_TYPES = ['Mobile Workshop', 'Parts Drop', 'Service Vehicle', 'Lube Truck'];
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** mulberry32: a tiny, fast, seedable PRNG (deterministic across platforms). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A point up to `maxKm` from a place, uniformly spread over the disc. */
function near(random: Random, lat: number, lng: number, maxKm: number): [number, number] {
  const distance = maxKm * Math.sqrt(random());
  const bearing = random() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / 111.32;
  const dLng = (distance * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return [round(lat + dLat, 5), round(lng + dLng, 5)];
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function businessHours(random: Random) {
  const opens = pick(random, ['07:00', '07:30', '08:00']);
  const closes = pick(random, ['16:30', '17:00', '17:30', '18:00']);
  const saturday = chance(random, 0.55);
  const days: Record<string, { closed: boolean; start_time?: string; end_time?: string }> = {};
  for (const day of WEEKDAYS) {
    if (day === 'sunday' || (day === 'saturday' && !saturday)) days[day] = { closed: true };
    else if (day === 'saturday')
      days[day] = { closed: false, start_time: '08:00', end_time: '12:00' };
    else days[day] = { closed: false, start_time: opens, end_time: closes };
  }
  // Some dealers close one weekday afternoon... or all of Wednesday (seasonal shops).
  if (chance(random, 0.08)) days.wednesday = { closed: true };
  return { days };
}

function brandsFor(random: Random) {
  const count = chance(random, 0.3) ? 2 : 1;
  const chosen = new Set<(typeof BRANDS)[number]>();
  while (chosen.size < count) chosen.add(pick(random, BRANDS));
  return [...chosen].map((brand) => ({
    code: brand.code,
    product_offerings: {
      machinery: brand.machinery.filter((_, i) => i === 0 || chance(random, 0.6)),
      parts: chance(random, 0.85),
      service: chance(random, 0.75),
    },
  }));
}

export interface MockDealerRecord {
  dealer_code: string;
  parent_dealership_code: string;
  name: string;
  type: 'Dealership';
  type_translated: string;
  country: string;
  address: { street: string; city: string; state: string; postal_code: string; country: string };
  location: { latitude: number; longitude: number };
  phone: Record<string, string>;
  email: Record<string, string>;
  fax?: string;
  business_hours: ReturnType<typeof businessHours>;
  website?: string;
  region: string;
  recommended: boolean | null;
  brands: ReturnType<typeof brandsFor>;
  doNotMap: boolean;
  designatedlocations: MockDesignatedLocation[];
}

export interface MockDesignatedLocation {
  locationName: string;
  type: string;
  type_translated: string;
  city: string;
  state: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  location: string;
  phone: string;
  email: string;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  places?: readonly GazetteerPlace[];
}

/**
 * Dealer groups of 1 to 4 branches share a parent dealership code and a company name, and sit
 * around nearby towns; about a quarter have designated locations (all four types occur).
 * Region SA marks non-recommended dealers with null (spec §9).
 */
export function generateDealers({
  count,
  seed = 20261121,
  places = GAZETTEER,
}: GenerateOptions): MockDealerRecord[] {
  const random = createRandom(seed);
  const dealers: MockDealerRecord[] = [];
  let group = 0;
  while (dealers.length < count) {
    group++;
    const home = pick(random, places);
    const surname = pick(random, SURNAMES[home.country] ?? SURNAMES.US!);
    const company = pick(random, COMPANY[home.country] ?? COMPANY.US!).replace('{s}', surname);
    const parent = `P${home.country}${String(group).padStart(5, '0')}`;
    const branches = Math.min(count - dealers.length, pick(random, [1, 1, 1, 2, 2, 3, 4]));
    const sameCountry = places.filter((place) => place.country === home.country);
    const brands = brandsFor(random);
    const recommended = chance(random, home.region === 'SA' ? 0.4 : 0.3);
    for (let b = 0; b < branches; b++) {
      const place = b === 0 ? home : pick(random, sameCountry);
      dealers.push(
        dealer(random, dealers.length, place, company, parent, brands, recommended, branches > 1),
      );
    }
  }
  return dealers;
}

function dealer(
  random: Random,
  index: number,
  place: GazetteerPlace,
  company: string,
  parent: string,
  brands: ReturnType<typeof brandsFor>,
  recommended: boolean,
  branch: boolean,
): MockDealerRecord {
  const [latitude, longitude] = near(random, place.latitude, place.longitude, 35);
  const code = `${place.country}${String(10000 + index)}`;
  const name = branch ? `${company} – ${place.name}` : company;
  const domain = `${slug(company)}.example`;
  const phone = PHONE[place.country] ?? PHONE.US!;
  const street = pick(random, STREETS[place.country] ?? STREETS.US!).replace(
    '{n}',
    String(int(random, 1, 2400)),
  );
  const record: MockDealerRecord = {
    dealer_code: code,
    parent_dealership_code: parent,
    name,
    type: 'Dealership',
    type_translated: 'Dealership',
    country: place.country,
    address: {
      street,
      city: place.name,
      state: place.state_code,
      postal_code: place.postal_code,
      country: place.country,
    },
    location: { latitude, longitude },
    phone: { main: phone(random) },
    email: { main: `info@${domain}` },
    business_hours: businessHours(random),
    region: place.region,
    // spec §9: in region SA the non-recommended dealers carry null.
    recommended: recommended ? true : place.region === 'SA' ? null : false,
    brands,
    doNotMap: chance(random, 0.01),
    designatedlocations: [],
  };
  if (chance(random, 0.7)) record.phone.sales = phone(random);
  if (chance(random, 0.6)) {
    record.phone.parts = phone(random);
    record.email.parts = `parts@${domain}`;
  }
  if (chance(random, 0.6)) {
    record.phone.service = phone(random);
    record.email.service = `service@${domain}`;
  }
  if (chance(random, 0.25)) record.phone.after_hours_parts = phone(random);
  if (chance(random, 0.25)) record.phone.after_hours_service = phone(random);
  if (chance(random, 0.3)) record.email.sales = `sales@${domain}`;
  if (chance(random, 0.5)) record.fax = phone(random);
  // Dealers' websites as CMS editors type them: most with a scheme, some bare, some missing.
  const site = random();
  if (site < 0.7) record.website = `https://www.${domain}/`;
  else if (site < 0.85) record.website = `www.${domain}`;
  if (chance(random, 0.25)) {
    const count = int(random, 1, 3);
    for (let i = 0; i < count; i++) {
      const type = pick(random, DESIGNATED_TYPES);
      const [lat, lng] = near(random, latitude, longitude, 60);
      record.designatedlocations.push({
        locationName: `${company} ${type} ${i + 1}`,
        type,
        type_translated: type,
        city: place.name,
        state: place.state_code,
        postal_code: place.postal_code,
        latitude: lat,
        longitude: lng,
        location: `${place.name} area`,
        phone: phone(random),
        email: `${slug(type)}@${domain}`,
      });
    }
  }
  return record;
}

let cached: MockDealerRecord[] | null = null;

/** The gallery's dataset: 2,400 dealers, generated once per page / test run. */
export const DATASET_SIZE = 2400;

export function dealerDataset(): MockDealerRecord[] {
  cached ??= generateDealers({ count: DATASET_SIZE });
  return cached;
}
