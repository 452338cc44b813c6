/**
 * Per-country text of the generated dealers (dataset.ts): surnames, company patterns, street
 * patterns and phone formats that read like real dealers of that country (fictional numbers).
 */

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
export const chance = (random: Random, p: number) => random() < p;
export const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

export const SURNAMES: Record<string, string[]> = {
  US: [
    'Miller',
    'Johnson',
    'Anderson',
    'Schroeder',
    'Olson',
    'Petersen',
    'Hansen',
    'Baker',
    'Carter',
    'Wagner',
  ],
  CA: ['MacDonald', 'Fraser', 'Campbell', 'Martin', 'Tremblay', 'Friesen', 'Klassen', 'Reimer'],
  DE: ['Meyer', 'Schulte', 'Hoffmann', 'Brockmann', 'Lange', 'Weber', 'Becker', 'Kruse'],
  GB: ['Thompson', 'Clarke', 'Hughes', 'Ward', 'Turner', 'Ellis', 'Wright', 'Cooper'],
  FR: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Roux', 'Fournier'],
  BR: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida'],
  AR: ['González', 'Fernández', 'López', 'Martínez', 'Pérez', 'Romero', 'Sosa', 'Álvarez'],
  AU: ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Kelly', 'Murray'],
};

export const COMPANY: Record<string, string[]> = {
  US: ['{s} Farm Equipment', '{s} Implement', '{s} Ag Center', '{s} & Sons Equipment'],
  CA: ['{s} Farm Equipment', '{s} Ag Sales', '{s} Implements Ltd.'],
  DE: ['{s} Landtechnik', 'Landmaschinen {s}', '{s} Agrartechnik GmbH'],
  GB: ['{s} Agricultural Ltd', '{s} Farm Machinery', '{s} Tractors'],
  FR: ['Ets {s}', '{s} Machinisme Agricole', 'SAS {s} Agri'],
  BR: ['{s} Máquinas Agrícolas', 'Agro {s}', '{s} Implementos'],
  AR: ['{s} Maquinarias', 'Agro {s} S.A.', '{s} Hnos.'],
  AU: ['{s} Machinery', '{s} Ag Services', '{s} Farm Supplies'],
};

export const STREETS: Record<string, string[]> = {
  US: ['{n} Highway 30', '{n} Main St', '{n} Industrial Pkwy', '{n} County Road 12'],
  CA: ['{n} Highway 16', '{n} Railway Ave', '{n} Industrial Dr'],
  DE: ['Industriestraße {n}', 'Gewerbering {n}', 'Raiffeisenstraße {n}'],
  GB: ['{n} Station Road', 'Unit {n}, Market Way', '{n} Mill Lane'],
  FR: ['{n} route de Paris', '{n} rue de l’Industrie', 'ZA des Champs, {n}'],
  BR: ['Rodovia BR-163, km {n}', 'Av. Brasil, {n}', 'Rua das Indústrias, {n}'],
  AR: ['Ruta 8 km {n}', 'Av. San Martín {n}', 'Ruta 33 km {n}'],
  AU: ['{n} Mitchell Hwy', '{n} Industrial Ave', '{n} Sturt St'],
};

export const PHONE: Record<string, (r: Random) => string> = {
  US: (r) => `+1 ${int(r, 200, 989)}-555-0${int(r, 100, 199)}`,
  CA: (r) => `+1 ${int(r, 204, 780)}-555-0${int(r, 100, 199)}`,
  DE: (r) => `+49 ${int(r, 30, 991)} ${int(r, 100000, 9999999)}`,
  GB: (r) => `+44 ${int(r, 1200, 1999)} ${int(r, 100000, 999999)}`,
  FR: (r) =>
    `+33 ${int(r, 1, 5)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)} ${int(r, 10, 99)}`,
  BR: (r) => `+55 ${int(r, 11, 99)} ${int(r, 3000, 3999)}-${int(r, 1000, 9999)}`,
  AR: (r) => `+54 ${int(r, 2200, 3599)} ${int(r, 400000, 499999)}`,
  AU: (r) => `+61 2 ${int(r, 6000, 6999)} ${int(r, 1000, 9999)}`,
};
