/**
 * The one scenario every interop app renders (tests/interop/README.md): five elements bound from
 * the framework's own state, every attribute kind (string, number, boolean incl. false, JSON as
 * the text a template writes), every event listened to with the framework's own syntax, one or
 * two instances, mounted or not. Each app keeps this state in its own reactivity (Vue reactive,
 * Svelte $state, Angular signal, React useSyncExternalStore) and exposes `window.interop` so the
 * Playwright test changes it through the framework, never by touching the elements.
 */

const secondOrigin = () => `http://localhost:${Number(location.port) + 1}`;

/** The events of each element (its api's events plus the adapter's mf-error). */
export const EVENTS = {
  'mf-dealer-locator': ['mf-dealer-select', 'mf-preferred-dealer-change', 'mf-error'],
  'mf-events-overview': ['mf-change', 'mf-error'],
  'mf-news-archive': ['mf-change', 'mf-error'],
  'mf-form-modal': ['mf-open', 'mf-close', 'mf-form-action', 'mf-error'],
  'mf-lead-form': ['mf-form-action', 'mf-error'],
} as const;

export type Tag = keyof typeof EVENTS;

const EVENT_REGIONS = [
  { value: 'europe', label: 'Europe' },
  { value: 'north-america', label: 'North America' },
];

function formModel() {
  const src = `${secondOrigin()}/fake-lead-form.html`;
  const type = (heading: string) => ({ heading, cta_label: heading, iframe_src: src });
  const model = (title: string) => ({ title, subtitle: '105 hp', show_form_cta: true });
  return JSON.stringify({
    brochure: type('Request a brochure'),
    demo: type('Book a demo'),
    quote: type('Get a quote'),
    items: [
      {
        title: 'MF 5S Series tractors',
        subtitle: '105 to 145 hp',
        models: [
          {
            product_tag_id: 'mf:products/tractor-5s/5s105',
            brochure: model('MF 5S.105'),
            demo: model('MF 5S.105'),
            quote: model('MF 5S.105'),
          },
        ],
      },
    ],
  });
}

export function initialState() {
  return {
    mounted: true,
    instances: 1,
    dealer: {
      searchEndpoint: '/api/dealers/search',
      detailEndpoint: '/api/dealers/detail',
      tokenPath: '/libs/granite/csrf/token.json',
      apiKey: 'offline-demo-key',
      brand: 'ATL',
      radius: 100,
      perPage: 25,
      noConsentManager: true,
      requireLocation: false,
      regions: JSON.stringify([{ value: 'NA', label: 'North America', lat: 41.6, lng: -93.6 }]),
      labels: JSON.stringify({ title: 'Find a dealer' }),
    },
    events: {
      site: 'mf',
      timeZone: 'UTC',
      perPage: 5,
      regions: JSON.stringify(EVENT_REGIONS),
      labels: JSON.stringify({ filter: 'Region' }),
    },
    news: {
      site: 'mf',
      langPath: '/content/mf/language-masters/en-gb',
      headingLevel: 2,
      categories: JSON.stringify([{ value: 'products', label: 'Products' }]),
      labels: JSON.stringify({ category: 'Category' }),
    },
    modal: {
      consentDomain: 'mf-machinery.example',
      corporateName: 'localhost',
      formHost: `localhost:${Number(location.port) + 1}`,
      site: 'mf-uk',
      closeOnBackdrop: false,
      minHeight: 600,
      model: formModel(),
    },
    lead: {
      src: `${secondOrigin()}/fake-lead-form.html`,
      consentDomain: 'mf-machinery.example',
      corporateName: 'localhost',
      formHost: `localhost:${Number(location.port) + 1}`,
      requestType: 'quote',
      minHeight: 400,
      labels: JSON.stringify({ frameTitle: 'Request a quote' }),
    },
  };
}

export type InteropState = ReturnType<typeof initialState>;
/** A change: top-level fields, or some fields of one element's group. */
export type Patch = { [K in keyof InteropState]?: Partial<InteropState[K]> | InteropState[K] };

/** Applies a patch in place (the frameworks' reactive proxies see every field written). */
export function applyPatch(state: InteropState, patch: Patch): void {
  for (const [key, value] of Object.entries(patch) as [keyof InteropState, unknown][]) {
    if (value !== null && typeof value === 'object') Object.assign(state[key] as object, value);
    else (state as Record<string, unknown>)[key] = value;
  }
}

/** A copy with a patch applied (for frameworks that replace state rather than mutate it). */
export function patched(state: InteropState, patch: Patch): InteropState {
  const copy = structuredClone(state);
  applyPatch(copy, patch);
  return copy;
}

export interface Heard {
  framework: string;
  tag: string;
  instance: number;
  type: string;
  detail: unknown;
}

export interface InteropWindow {
  interop?: { framework: string; heard: Heard[]; update(patch: Patch): void };
}

const heard: Heard[] = [];

/** What a framework's event handler calls: logs the event as the app received it. */
export function record(framework: string, tag: string, instance: number, event: Event): void {
  heard.push({
    framework,
    tag,
    instance,
    type: event.type,
    detail: (event as CustomEvent).detail ?? null,
  });
}

/** Makes the app's state reachable from the test (`window.interop.update(patch)`). */
export function expose(framework: string, update: (patch: Patch) => void): void {
  (window as InteropWindow).interop = { framework, heard, update };
}

/** 1..n, for the instance loops. */
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
