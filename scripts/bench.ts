/**
 * `npm run bench`: timings that matter to a visitor, each the median of several runs, with the
 * ratio to one 60 Hz frame (16.7 ms). Printed, never asserted (timings vary by machine).
 * Sections are a list so later issues can add theirs (e.g. markers placed and clustered).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { FRAME_MS, measure, report, RUNS, WARMUP, type BenchCase } from './bench-measure';

import type * as DataLayerModule from '../packages/dealer-locator/src/dealer-locator/internal/data/index';
import type * as MockSearchModule from '../demo/mocks/dealer-locator/search';
import type * as MockDatasetModule from '../demo/mocks/dealer-locator/dataset';

type DataLayer = typeof DataLayerModule;
type MockSearch = typeof MockSearchModule;
type MockDataset = typeof MockDatasetModule;

/**
 * The code under test is bundled and minified by esbuild first, as users get it from tsup,
 * so the figures are not those of tsx's module wrappers.
 */
async function loadBundled(): Promise<DataLayer & MockSearch & MockDataset> {
  const root = resolve(import.meta.dirname, '..');
  const entry = [
    "export * from './packages/dealer-locator/src/dealer-locator/internal/data/index';",
    "export * from './demo/mocks/dealer-locator/search';",
    "export * from './demo/mocks/dealer-locator/dataset';",
  ].join('\n');
  const result = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  const dir = mkdtempSync(join(tmpdir(), 'mf-bench-'));
  const file = join(dir, 'bench-bundle.mjs');
  writeFileSync(file, result.outputFiles[0]!.text);
  try {
    return (await import(pathToFileURL(file).href)) as DataLayer & MockSearch & MockDataset;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The dealer locator's cases: a 10,000-record search answer. */
async function dealerLocatorCases(): Promise<BenchCase[]> {
  const {
    generateDealers,
    searchDataset,
    normalizeDealers,
    buildResults,
    getPage,
    pageRange,
    toPlainDealer,
    answerFilterOptions,
    availableLocationTypes,
    availableOfferings,
    ALL_OFFERINGS,
    appliedFilter,
    selectFilterOptions,
  } = await loadBundled();
  // A page is only done when its cards can render: read every field of its dealers (the
  // place and contact fields are computed on first read, lazy-dealer.ts).
  const shown = (page: readonly unknown[]) =>
    page.reduce<number>(
      (sum, dealer) =>
        sum + Object.keys(toPlainDealer(dealer as Parameters<typeof toPlainDealer>[0])).length,
      0,
    );
  const RECORDS = 10_000;
  const records = generateDealers({ count: RECORDS, seed: 7 });
  // The answer as the browser receives it: plain parsed JSON with distances from Ames, Iowa.
  const json = JSON.stringify(
    searchDataset(records, {
      brand: '',
      region: '',
      country: '',
      radius: 0,
      unit: 'mi',
      geocode: { latitude: 42.0308, longitude: -93.6319 },
      dealerName: '',
    }),
  );
  const answer: unknown = JSON.parse(json);
  const context = { perPage: 25, brand: '', region: '', userLocation: null };
  const offeringsMap = { Tractors: 'Tractors', Combines: 'Combines', Balers: 'Balers' };
  type Answer = ReturnType<typeof normalizeDealers>;
  type Options = ReturnType<typeof answerFilterOptions>;
  /**
   * What the view derives from an answer for one filter choice, in the order useSearchResults
   * does it: the applied filter checked against the answer's options, the results, the first
   * page ready to render and the filter bar's options with the selection marked.
   */
  const view = (dealers: Answer, options: Options, productType: string) => {
    const applied = appliedFilter(options, { locationTypes: [], productType });
    const selection = selectFilterOptions(options, applied);
    const page = getPage(buildResults(dealers, context, applied), 1);
    return shown(page) + selection.product_types.length + selection.location_types.length;
  };
  const dealers = normalizeDealers(answer, { distanceUnit: 'mi' });
  const options = answerFilterOptions(dealers, offeringsMap);
  const results = buildResults(dealers, context);
  let page = 1;
  let sink = 0;
  // One answer per run of the offering-options case (measure() runs WARMUP + RUNS times).
  const unread = Array.from({ length: WARMUP + RUNS }, () =>
    normalizeDealers(answer, { distanceUnit: 'mi' }),
  );
  console.log(
    `dealer-locator: answer of ${RECORDS.toLocaleString('en')} dealer records ` +
      `(${dealers.length.toLocaleString('en')} entries with designated locations), ${results.pages.length} pages of 25`,
  );
  return [
    {
      // Context, not a target: what the browser pays to parse the same answer before normalize.
      label: `context: JSON.parse of that answer (${(json.length / 1e6).toFixed(1)} MB)`,
      run: () => {
        sink += (JSON.parse(json) as unknown[]).length;
      },
    },
    {
      // What the view computes before the first paint of a new answer (no offering applied, as
      // on the first search of a visit): the results and the location-type options; the
      // offering options wait for the paint (search/use-search-results.ts).
      label:
        'dealer-locator: first answer to its first page ready to paint: normalize + location types + sort + first page (10,000 records)',
      run: () => {
        const fresh = normalizeDealers(answer, { distanceUnit: 'mi' });
        const pending = {
          locationTypes: availableLocationTypes(fresh),
          offerings: [{ value: ALL_OFFERINGS, selected: false }],
        };
        sink += view(fresh, pending, '');
      },
    },
    {
      // What follows that paint: the offering options, which read every entry's offerings.
      // Each run gets an answer normalized beforehand and never read (offerings are kept once
      // computed), so only the scan is timed.
      label: 'dealer-locator: after that paint: the offering options of the answer',
      run: () => {
        const fresh = unread.pop()!;
        sink += availableOfferings(fresh, offeringsMap).length;
      },
    },
    {
      label: 'dealer-locator: page change on the cached answer (next page ready to render)',
      run: () => {
        page = (page % results.pages.length) + 1;
        sink += shown(getPage(results, page)) + pageRange(results, page).end;
      },
    },
    {
      // The view keeps the answer's options (computed once per answer) and only marks the
      // selection on them: no rescan of every dealer's offerings here.
      label:
        'dealer-locator: offering filter change on the cached answer (filter + sort + letters + first page + options)',
      run: () => {
        sink += view(dealers, options, 'Balers');
      },
    },
  ].map((entry) => ({ ...entry, run: () => void (entry.run(), sink) }));
  // `sink` keeps the results observable so no run is optimised away.
}

const sections: Array<() => Promise<BenchCase[]>> = [
  dealerLocatorCases,
  async () => (await import('./bench-map')).mapCases(),
  async () => (await import('./bench-search')).searchCases(),
  async () => (await import('./bench-products')).productCases(),
];

// Wall time is what a visitor feels; on a shared machine the CPU time is the steadier figure.
console.log(
  `node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up runs; frame = ` +
    `${FRAME_MS.toFixed(1)} ms; load average ${loadavg()[0]!.toFixed(1)} on ` +
    `${availableParallelism()} cores`,
);
for (const section of sections) {
  for (const entry of await section()) console.log(report(entry.label, measure(entry.run)));
}
