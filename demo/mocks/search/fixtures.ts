/**
 * The terms the mock typeahead knows (spec §3: a suggestion is a term). Besides machines and
 * services: terms with markup, the characters an address must carry intact (&, #, +, quotes)
 * and non-Latin letters, so the gallery and the tests can show each arriving as text and in q.
 */
export const SEARCH_TERMS: readonly string[] = [
  'tractor',
  'tractor tyres',
  'tractor parts',
  'compact tractor',
  'MF 5S tractor',
  'MF 8S tractor',
  'baler',
  'round baler',
  'square baler',
  'combine harvester',
  'harvest season offers',
  'mower conditioner',
  'mower <b>deluxe</b> <img src=x onerror=alert(1)>',
  'parts & service',
  'C# telematics #1',
  'hydraulic oil 10W+30',
  'the "Global" series',
  "farmer's guide",
  'Traktor für Grünland',
  'Trägerfahrzeug',
  '拖拉机 tractor',
  'трактор tractor',
  'dealer locator',
  'dealer events',
];

/** The search sources (the CMS's list on the results page) and their results. */
export const SEARCH_SOURCES = [
  { value: '', label: 'All sources' },
  { value: 'products', label: 'Products' },
  { value: 'news', label: 'News' },
  { value: 'dealers', label: 'Dealers' },
] as const;
