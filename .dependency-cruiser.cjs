/**
 * The import rules of docs/style.md and CONTRIBUTING.md ("Where does this line go"), checked by
 * `npm run deps` (part of `npm test` and `npm run verify`). Type-only imports count: a circle
 * through a type is still a circle in the design.
 *
 *   core <- ui <- feature packages <- all
 *
 * Feature packages are every package but core, ui and all (all imports every element).
 */
const FEATURE = '^packages/(?!core/|ui/|all/)([^/]+)/';
const TEST = '[.]test[.]tsx?$';
const LOCATOR = '^packages/dealer-locator/src/dealer-locator/internal/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles, type-only imports included: move the shared piece down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-package',
      severity: 'error',
      comment: 'core is the bottom layer: it imports no ui and no feature package.',
      from: { path: '^packages/core/' },
      to: { path: '^packages/(?!core/)' },
    },
    {
      name: 'ui-imports-no-feature',
      severity: 'error',
      comment: 'ui (shared widgets) imports core only, never a feature package.',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(?!core/|ui/)' },
    },
    {
      name: 'feature-imports-no-feature',
      severity: 'error',
      comment: 'A feature package imports core and ui, never another feature package.',
      from: { path: FEATURE },
      to: { path: '^packages/', pathNot: '^packages/($1|core|ui)/' },
    },
    {
      name: 'src-imports-no-demo-or-tests',
      severity: 'error',
      comment:
        'Shipped source never reaches the gallery (demo/), the test folders (tests/) or a ' +
        "package's test-only testing/ folder; only *.test.ts(x) files may.",
      from: { path: '^packages/[^/]+/src/', pathNot: TEST },
      to: { path: '^(demo|tests)/|^packages/[^/]+/testing/' },
    },
    {
      name: 'internal-imports-no-element-root',
      severity: 'error',
      comment:
        "An element's internal/ sits below its view, root and element files: it may name the " +
        "api file's types, nothing else above it.",
      from: { path: '^packages/[^/]+/src/([^/]+)/internal/', pathNot: TEST },
      to: { path: '^packages/[^/]+/src/$1/[^/]+$', pathNot: '[.]api[.]ts$' },
    },
    {
      name: 'api-imports-no-capability',
      severity: 'error',
      comment:
        'The api file (the public contract) sits below the capability folders of internal/: it ' +
        'imports only internal/attributes/, internal/data/ or a plain file of internal/ itself, ' +
        'so every internal file can import its types.',
      from: { path: '^packages/[^/]+/src/([^/]+)/[^/]+[.]api[.]ts$' },
      to: {
        path: '^packages/[^/]+/src/$1/internal/',
        pathNot: '^packages/[^/]+/src/$1/internal/([^/]+$|attributes/|data/)',
      },
    },
    {
      name: 'base-folders-import-no-capability',
      severity: 'error',
      comment:
        'internal/data/ (data shaping) and internal/attributes/ (attribute validators) are the ' +
        "bottom of an element: they import nothing of it but each other's types.",
      from: { path: '^packages/[^/]+/src/([^/]+)/internal/(data|attributes)/', pathNot: TEST },
      to: {
        path: '^packages/[^/]+/src/$1/',
        pathNot: '^packages/[^/]+/src/$1/internal/(data|attributes)/',
      },
    },
    // The dealer locator's rooms, top to bottom (CONTRIBUTING "Where does this line go"):
    // results -> detail -> popup -> search -> the leaves (places, consent, map, modal,
    // navigation, preferred-dealer) -> the api file -> attributes, data.
    {
      name: 'dealer-locator-search-below-views',
      severity: 'error',
      comment: 'search/ is below every view of a search: it imports no results/, detail/, popup/.',
      from: { path: `${LOCATOR}search/`, pathNot: TEST },
      to: { path: `${LOCATOR}(results|detail|popup)/` },
    },
    {
      name: 'dealer-locator-popup-below-results',
      severity: 'error',
      comment: 'popup/ gives cards and the detail view a slot: it imports no results/, detail/.',
      from: { path: `${LOCATOR}popup/`, pathNot: TEST },
      to: { path: `${LOCATOR}(results|detail)/` },
    },
    {
      name: 'dealer-locator-detail-below-results',
      severity: 'error',
      comment: 'results/ reuses detail/ (contacts, opening times), never the other way.',
      from: { path: `${LOCATOR}detail/`, pathNot: TEST },
      to: { path: `${LOCATOR}results/` },
    },
    {
      name: 'dealer-locator-leaves',
      severity: 'error',
      comment:
        'places, consent, map, modal, navigation and preferred-dealer import no other room but ' +
        'navigation/ (and attributes/, data/).',
      from: {
        path: `${LOCATOR}(places|consent|map|modal|navigation|preferred-dealer)/`,
        pathNot: TEST,
      },
      to: {
        path: `${LOCATOR}(results|detail|popup|search|places|consent|map|modal|preferred-dealer)/`,
        pathNot: `${LOCATOR}$1/`,
      },
    },
    {
      name: 'no-unresolvable',
      severity: 'error',
      comment: 'Every relative import resolves.',
      from: {},
      to: { couldNotResolve: true, dependencyTypesNot: ['core', 'npm', 'aliased'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/consumers: projects that import the packed package (scripts/test-package.ts).
    exclude: { path: '^(node_modules|dist|build|tests/consumers)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.ts', '.json', '.css'],
    },
    moduleSystems: ['es6', 'cjs'],
    reporterOptions: { text: { highlightFocused: true } },
  },
};
