/**
 * A small offline gazetteer: real farming towns of the mock dataset's countries with a real
 * postal code and coordinates (town centres, rounded). The mock dealer dataset is placed around
 * these towns, and the offline google.maps stand-in (demo/fakes/google-maps.ts) geocodes them,
 * so a search for 'Ames', '50010' or 'Cascavel' works without the network.
 */

export interface GazetteerPlace {
  name: string;
  postal_code: string;
  /** State / province / county name, and its short code. */
  state: string;
  state_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  country_name: string;
  /** The locator's sales region (the element's `region` attribute). */
  region: 'NA' | 'EU' | 'SA' | 'APAC';
  latitude: number;
  longitude: number;
}

type Row = [
  name: string,
  postal: string,
  state: string,
  stateCode: string,
  lat: number,
  lng: number,
];

interface Country {
  country: string;
  country_name: string;
  region: GazetteerPlace['region'];
  rows: Row[];
}

const COUNTRIES: Country[] = [
  {
    country: 'US',
    country_name: 'United States',
    region: 'NA',
    rows: [
      ['Ames', '50010', 'Iowa', 'IA', 42.0308, -93.6319],
      ['Des Moines', '50309', 'Iowa', 'IA', 41.5868, -93.625],
      ['Cedar Rapids', '52401', 'Iowa', 'IA', 41.9779, -91.6656],
      ['Sioux City', '51101', 'Iowa', 'IA', 42.4963, -96.4049],
      ['Davenport', '52801', 'Iowa', 'IA', 41.5236, -90.5776],
      ['Waterloo', '50701', 'Iowa', 'IA', 42.4928, -92.3426],
      ['Peoria', '61602', 'Illinois', 'IL', 40.6936, -89.589],
      ['Champaign', '61820', 'Illinois', 'IL', 40.1164, -88.2434],
      ['Springfield', '62701', 'Illinois', 'IL', 39.7817, -89.6501],
      ['Lincoln', '68508', 'Nebraska', 'NE', 40.8136, -96.7026],
      ['Grand Island', '68801', 'Nebraska', 'NE', 40.9264, -98.342],
      ['Kearney', '68847', 'Nebraska', 'NE', 40.6993, -99.0832],
      ['Salina', '67401', 'Kansas', 'KS', 38.8403, -97.6114],
      ['Dodge City', '67801', 'Kansas', 'KS', 37.7528, -100.0171],
      ['Wichita', '67202', 'Kansas', 'KS', 37.6872, -97.3301],
      ['Mankato', '56001', 'Minnesota', 'MN', 44.1636, -93.9994],
      ['Fargo', '58102', 'North Dakota', 'ND', 46.8772, -96.7898],
      ['Sioux Falls', '57104', 'South Dakota', 'SD', 43.5446, -96.7311],
      ['Fresno', '93721', 'California', 'CA', 36.7378, -119.7871],
      ['Lubbock', '79401', 'Texas', 'TX', 33.5779, -101.8552],
      ['Amarillo', '79101', 'Texas', 'TX', 35.222, -101.8313],
    ],
  },
  {
    country: 'CA',
    country_name: 'Canada',
    region: 'NA',
    rows: [
      ['Saskatoon', 'S7K 0J5', 'Saskatchewan', 'SK', 52.1332, -106.67],
      ['Regina', 'S4P 3Y2', 'Saskatchewan', 'SK', 50.4452, -104.6189],
      ['Winnipeg', 'R3C 4T3', 'Manitoba', 'MB', 49.8951, -97.1384],
      ['Brandon', 'R7A 0K1', 'Manitoba', 'MB', 49.8485, -99.9501],
      ['Calgary', 'T2P 2M5', 'Alberta', 'AB', 51.0447, -114.0719],
      ['Lethbridge', 'T1J 0N1', 'Alberta', 'AB', 49.6956, -112.8451],
      ['Red Deer', 'T4N 1X5', 'Alberta', 'AB', 52.2681, -113.8112],
      ['Guelph', 'N1H 3T1', 'Ontario', 'ON', 43.5448, -80.2482],
      ['London', 'N6A 3N7', 'Ontario', 'ON', 42.9849, -81.2453],
    ],
  },
  {
    country: 'DE',
    country_name: 'Germany',
    region: 'EU',
    rows: [
      ['Hannover', '30159', 'Niedersachsen', 'NI', 52.3759, 9.732],
      ['Oldenburg', '26122', 'Niedersachsen', 'NI', 53.1435, 8.2146],
      ['Münster', '48143', 'Nordrhein-Westfalen', 'NW', 51.9607, 7.6261],
      ['Bielefeld', '33602', 'Nordrhein-Westfalen', 'NW', 52.0302, 8.5325],
      ['Kiel', '24103', 'Schleswig-Holstein', 'SH', 54.3233, 10.1228],
      ['Rostock', '18055', 'Mecklenburg-Vorpommern', 'MV', 54.0924, 12.0991],
      ['Magdeburg', '39104', 'Sachsen-Anhalt', 'ST', 52.1205, 11.6276],
      ['Erfurt', '99084', 'Thüringen', 'TH', 50.9848, 11.0299],
      ['Regensburg', '93047', 'Bayern', 'BY', 49.0134, 12.1016],
      ['Würzburg', '97070', 'Bayern', 'BY', 49.7913, 9.9534],
      ['Ulm', '89073', 'Baden-Württemberg', 'BW', 48.4011, 9.9876],
    ],
  },
  {
    country: 'GB',
    country_name: 'United Kingdom',
    region: 'EU',
    rows: [
      ['Norwich', 'NR1 3JU', 'Norfolk', 'NFK', 52.6309, 1.2974],
      ['Ipswich', 'IP1 1BZ', 'Suffolk', 'SFK', 52.0567, 1.1482],
      ['Lincoln', 'LN1 1YL', 'Lincolnshire', 'LIN', 53.2307, -0.5406],
      ['York', 'YO1 7HH', 'North Yorkshire', 'NYK', 53.9591, -1.0815],
      ['Exeter', 'EX1 1JN', 'Devon', 'DEV', 50.7184, -3.5339],
      ['Shrewsbury', 'SY1 1HS', 'Shropshire', 'SHR', 52.7073, -2.7553],
      ['Carlisle', 'CA3 8JH', 'Cumbria', 'CMA', 54.8925, -2.9329],
      ['Perth', 'PH1 5PH', 'Perth and Kinross', 'PKN', 56.395, -3.4308],
    ],
  },
  {
    country: 'FR',
    country_name: 'France',
    region: 'EU',
    rows: [
      ['Chartres', '28000', 'Centre-Val de Loire', 'CVL', 48.4439, 1.489],
      ['Orléans', '45000', 'Centre-Val de Loire', 'CVL', 47.903, 1.9093],
      ['Reims', '51100', 'Grand Est', 'GES', 49.2583, 4.0317],
      ['Amiens', '80000', 'Hauts-de-France', 'HDF', 49.8941, 2.2958],
      ['Rennes', '35000', 'Bretagne', 'BRE', 48.1173, -1.6778],
      ['Toulouse', '31000', 'Occitanie', 'OCC', 43.6047, 1.4442],
      ['Dijon', '21000', 'Bourgogne-Franche-Comté', 'BFC', 47.322, 5.0415],
      ['Poitiers', '86000', 'Nouvelle-Aquitaine', 'NAQ', 46.5802, 0.3404],
    ],
  },
  {
    country: 'BR',
    country_name: 'Brazil',
    region: 'SA',
    rows: [
      ['Cascavel', '85801-000', 'Paraná', 'PR', -24.9555, -53.4552],
      ['Londrina', '86010-000', 'Paraná', 'PR', -23.3045, -51.1696],
      ['Rio Verde', '75901-000', 'Goiás', 'GO', -17.7923, -50.9192],
      ['Sorriso', '78890-000', 'Mato Grosso', 'MT', -12.5425, -55.7211],
      ['Rondonópolis', '78700-000', 'Mato Grosso', 'MT', -16.4673, -54.6372],
      ['Cuiabá', '78005-000', 'Mato Grosso', 'MT', -15.6014, -56.0979],
      ['Uberlândia', '38400-000', 'Minas Gerais', 'MG', -18.9186, -48.2772],
      ['Ribeirão Preto', '14010-000', 'São Paulo', 'SP', -21.1775, -47.8103],
      ['Passo Fundo', '99010-000', 'Rio Grande do Sul', 'RS', -28.262, -52.4064],
      ['Chapecó', '89801-000', 'Santa Catarina', 'SC', -27.1004, -52.6152],
      ['Luís Eduardo Magalhães', '47850-000', 'Bahia', 'BA', -12.0964, -45.7866],
    ],
  },
  {
    country: 'AR',
    country_name: 'Argentina',
    region: 'SA',
    rows: [
      ['Pergamino', 'B2700', 'Buenos Aires', 'B', -33.8895, -60.5736],
      ['Junín', 'B6000', 'Buenos Aires', 'B', -34.585, -60.9589],
      ['Tandil', 'B7000', 'Buenos Aires', 'B', -37.3217, -59.1332],
      ['Rosario', 'S2000', 'Santa Fe', 'S', -32.9442, -60.6505],
      ['Venado Tuerto', 'S2600', 'Santa Fe', 'S', -33.7456, -61.9688],
      ['Córdoba', 'X5000', 'Córdoba', 'X', -31.4201, -64.1888],
      ['Río Cuarto', 'X5800', 'Córdoba', 'X', -33.1232, -64.3493],
      ['Santa Rosa', 'L6300', 'La Pampa', 'L', -36.6167, -64.2833],
    ],
  },
  {
    country: 'AU',
    country_name: 'Australia',
    region: 'APAC',
    rows: [
      ['Dubbo', '2830', 'New South Wales', 'NSW', -32.2569, 148.6011],
      ['Wagga Wagga', '2650', 'New South Wales', 'NSW', -35.1082, 147.3598],
      ['Tamworth', '2340', 'New South Wales', 'NSW', -31.0927, 150.932],
      ['Toowoomba', '4350', 'Queensland', 'QLD', -27.5598, 151.9507],
      ['Emerald', '4720', 'Queensland', 'QLD', -23.5273, 148.1595],
      ['Horsham', '3400', 'Victoria', 'VIC', -36.7113, 142.1998],
      ['Shepparton', '3630', 'Victoria', 'VIC', -36.3833, 145.4],
      ['Mildura', '3500', 'Victoria', 'VIC', -34.1855, 142.1625],
      ['Geraldton', '6530', 'Western Australia', 'WA', -28.7774, 114.615],
      ['Northam', '6401', 'Western Australia', 'WA', -31.6531, 116.6661],
    ],
  },
];

export const GAZETTEER: readonly GazetteerPlace[] = COUNTRIES.flatMap((country) =>
  country.rows.map(([name, postal_code, state, state_code, latitude, longitude]) => ({
    name,
    postal_code,
    state,
    state_code,
    country: country.country,
    country_name: country.country_name,
    region: country.region,
    latitude,
    longitude,
  })),
);

/** Case- and accent-insensitive text for matching ('Münster' = 'munster'). */
function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Places matching a typed query: the town name, its postal code (or postal prefix such as
 * 'S7K' or 'NR1'), optionally followed by state or country ('Lincoln, NE', 'London ON').
 * Exact name/postal matches first, then prefix matches.
 */
export function findPlaces(query: string, country?: string): GazetteerPlace[] {
  const folded = foldText(query);
  if (!folded) return [];
  const candidates = country
    ? GAZETTEER.filter((place) => place.country === country.toUpperCase())
    : GAZETTEER;
  const scored: [number, GazetteerPlace][] = [];
  for (const place of candidates) {
    const name = foldText(place.name);
    const postal = foldText(place.postal_code);
    const qualifiers = [place.state, place.state_code, place.country, place.country_name].map(
      foldText,
    );
    let score = 0;
    if (folded === name || folded === postal || folded === postal.replace(/ /g, '')) score = 3;
    else if (
      folded.startsWith(`${name} `) &&
      qualifiers.some((q) => folded.slice(name.length + 1).startsWith(q))
    )
      score = 3;
    else if (postal.startsWith(folded) && folded.length >= 2) score = 2;
    else if (name.startsWith(folded) && folded.length >= 2) score = 1;
    if (score) scored.push([score, place]);
  }
  return scored.sort((a, b) => b[0] - a[0]).map(([, place]) => place);
}

/** The nearest gazetteer place to a coordinate and its distance in km. */
export function nearestPlace(
  latitude: number,
  longitude: number,
): { place: GazetteerPlace; km: number } | null {
  let best: { place: GazetteerPlace; km: number } | null = null;
  for (const place of GAZETTEER) {
    const km = haversineKm(latitude, longitude, place.latitude, place.longitude);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** Great-circle distance in km. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distance in the request's unit (mi or km). */
export function distanceIn(unit: 'mi' | 'km', km: number): number {
  return unit === 'mi' ? km / KM_PER_MILE : km;
}
