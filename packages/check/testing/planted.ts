/**
 * Planted authoring mistakes (docs/authoring-mistakes.md): what a CMS author could write wrong in
 * a template, one element each, and what each layer says about it, exactly:
 *
 * - `warning`: the element's one `console.warn` (core/element/problems), the element named as the
 *   only one of its tag on the page (`(1st on the page)`) or by its id;
 * - `notice`: the line of the editor mode's note inside the element (core/element/problem-notice);
 * - `check`: what `mf-check` reports for the same markup (docs/mf-check.md).
 *
 * An outcome a layer cannot see is null, with the reason in `why`. Tested in the layer that sees
 * each: tests/browser/mistakes.test.ts puts every snippet with a warning on a page with the built
 * elements; packages/check/src/planted.test.ts checks them all in one document, the generated
 * `packages/check/testing/planted.html` (`npx tsx packages/check/testing/planted-files.ts` writes
 * it and the table).
 */

export type MistakeKind =
  | 'required attribute missing'
  | 'required attribute blank'
  | 'number that does not parse'
  | 'value not in the set'
  | 'attribute JSON that does not parse'
  | 'attribute JSON of the wrong shape'
  | 'value the element refuses'
  | 'script JSON that does not parse'
  | 'script JSON of the wrong shape'
  | 'content missing or malformed'
  | 'link that runs script'
  | 'misspelled attribute'
  | 'boolean written "false"';

export interface CheckReport {
  /** mf-check's rule (`element-required-attributes`, `mf/attribute-json` …). */
  rule: string;
  /**
   * Its message. One of `mf/attribute-json` or `mf/script-json` ends with `is not valid JSON: `:
   * the JSON parser's own words follow, and they differ between Node versions, so only this
   * lead-in is compared (as packages/check/src/check.test.ts does).
   */
  message: string;
  /** The snippet's line it is reported at, from 1 (the default: the snippet's first line). */
  line?: number;
}

export interface PlantedMistake {
  /** Unique, kebab-case: names the tests and the fixture's comment. */
  id: string;
  /** The element the mistake is in. */
  tag: `mf-${string}`;
  /** What the author got wrong, in a few words (the table's "mistake"). */
  mistake: string;
  kind: MistakeKind;
  /** What the author wrote: the element (with a trigger beside it for a modal), one or more lines. */
  html: string;
  /** The one console warning, as logged; null: the element cannot tell (`why.warning`). */
  warning: string | null;
  /** The editor mode's line, as problem-notice words it; null: `why.notice`. */
  notice: string | null;
  /** What mf-check reports, once; null: a template checker cannot see it (`why.check`). */
  check: CheckReport | null;
  /** Why an outcome is null: one reason for each null outcome, and none for the others. */
  why?: { warning?: string; notice?: string; check?: string };
  /** A selector in `html` the visitor presses before the element can tell (a modal trigger). */
  press?: string;
  /** The address query the page needs (the search results load an address without `q` again). */
  query?: string;
}

/** Why mf-check cannot see a mistake, by what it would need to know (docs/mf-check.md). */
const UNSEEN = {
  content:
    "the element's content: what it expects inside itself is its README's Markup, not its attributes' API",
  shape: "the JSON's fields: mf-check parses JSON, the element checks what is in it",
  validator: 'what a validator checks beyond the type: to HTML the value is any text',
  links: 'link addresses are the page’s HTML: mf-check checks our API, not where links go',
  trigger:
    'the trigger is the page’s own link, and what it names is known when the page is complete',
};

const NO_BOX =
  'the trigger is the page’s own link, outside any element: there is no element box to show a note in';

const PAGE_ATTRIBUTE =
  'HTML keeps any attribute: the element never reads a name it does not have, and cannot tell a misspelling from the page’s own attribute';

/** The console's name of the only element of a tag on the page. */
const first = (tag: string) => `<${tag}> (1st on the page)`;

export const PLANTED: readonly PlantedMistake[] = [
  // Required attributes: the element requests nothing without them (docs/mf-check.md).
  {
    id: 'site-search-no-collection',
    tag: 'mf-site-search',
    mistake: 'required `collection` left out',
    kind: 'required attribute missing',
    html: '<mf-site-search site="mf" action="/search.html"></mf-site-search>',
    warning: `${first('mf-site-search')}: attribute "collection" is missing; suggestions are not asked.`,
    notice: 'The attribute collection is missing: suggestions are not asked.',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-site-search> is missing required "collection" attribute',
    },
  },
  {
    id: 'site-search-no-site',
    tag: 'mf-site-search',
    mistake: 'required `site` left out',
    kind: 'required attribute missing',
    html: '<mf-site-search collection="mf-en" inline></mf-site-search>',
    warning: `${first('mf-site-search')}: attribute "site" is missing; suggestions are not asked.`,
    notice: 'The attribute site is missing: suggestions are not asked.',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-site-search> is missing required "site" attribute',
    },
  },
  {
    id: 'events-no-site',
    tag: 'mf-events-overview',
    mistake: 'required `site` left out',
    kind: 'required attribute missing',
    html: '<mf-events-overview per-page="5" time-zone="UTC"></mf-events-overview>',
    warning: `${first('mf-events-overview')}: attribute "site" is missing; no events are requested (no-results shown).`,
    notice: 'The attribute site is missing: no events are requested (no-results shown).',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-events-overview> is missing required "site" attribute',
    },
  },
  {
    id: 'events-blank-site',
    tag: 'mf-events-overview',
    mistake: 'required `site` left empty',
    kind: 'required attribute blank',
    html: '<mf-events-overview site="" time-zone="UTC"></mf-events-overview>',
    warning: `${first('mf-events-overview')}: attribute "site" is blank; no events are requested (no-results shown).`,
    notice: 'The attribute site is blank: no events are requested (no-results shown).',
    check: {
      rule: 'attribute-allowed-values',
      message:
        'Attribute "site" has invalid value "": it is required, and an empty value is a missing one',
    },
  },
  {
    id: 'news-no-site',
    tag: 'mf-news-archive',
    mistake: 'required `site` left out',
    kind: 'required attribute missing',
    html: `<mf-news-archive
  lang-path="/content/mf/language-masters/en-gb"
  categories='[{"value":"farm","label":"Farm life"}]'
></mf-news-archive>`,
    warning: `${first('mf-news-archive')}: attribute "site" is missing; no news is requested.`,
    notice: 'The attribute site is missing: no news is requested.',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-news-archive> is missing required "site" attribute',
    },
  },
  {
    id: 'product-selector-no-path',
    tag: 'mf-product-selector',
    mistake: 'required `path` left out',
    kind: 'required attribute missing',
    html: '<mf-product-selector site="mf" currency="EUR"></mf-product-selector>',
    warning: `${first('mf-product-selector')}: attribute "path" is missing; no products are requested.`,
    notice: 'The attribute path is missing: no products are requested.',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-product-selector> is missing required "path" attribute',
    },
  },
  {
    id: 'product-compare-no-site',
    tag: 'mf-product-compare',
    mistake: 'required `site` left out',
    kind: 'required attribute missing',
    html: '<mf-product-compare path="/content/mf/tractors"></mf-product-compare>',
    warning: `${first('mf-product-compare')}: attribute "site" is missing; no products are requested.`,
    notice: 'The attribute site is missing: no products are requested.',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-product-compare> is missing required "site" attribute',
    },
  },
  {
    id: 'dealer-locator-no-endpoint',
    tag: 'mf-dealer-locator',
    mistake: 'required `search-endpoint` left out',
    kind: 'required attribute missing',
    html: '<mf-dealer-locator brand="mf" require-location no-consent-manager></mf-dealer-locator>',
    warning: `${first('mf-dealer-locator')}: attribute "search-endpoint" is missing; the search is posted to the page’s own address.`,
    notice:
      'The attribute search-endpoint is missing: the search is posted to the page’s own address.',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-dealer-locator> is missing required "search-endpoint" attribute',
    },
  },
  {
    id: 'lead-form-no-src',
    tag: 'mf-lead-form',
    mistake: 'required `src` left out',
    kind: 'required attribute missing',
    html: '<mf-lead-form request-type="quote" consent-domain="masseyferguson.com"></mf-lead-form>',
    warning: `${first('mf-lead-form')}: attribute "src" is missing; no form is shown.`,
    notice: 'The attribute src is missing: no form is shown.',
    check: {
      rule: 'element-required-attributes',
      message: '<mf-lead-form> is missing required "src" attribute',
    },
  },

  // Numbers that do not parse: the default is used.
  {
    id: 'events-per-page-word',
    tag: 'mf-events-overview',
    mistake: '`per-page` written as a word',
    kind: 'number that does not parse',
    html: '<mf-events-overview site="mf" per-page="ten" time-zone="UTC"></mf-events-overview>',
    warning: `${first('mf-events-overview')}: attribute "per-page" expects a number, got "ten"; using the default.`,
    notice: 'The attribute per-page expects a number ("ten"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "per-page" has invalid value "ten": expected a number',
    },
  },
  {
    id: 'news-scroll-offset-px',
    tag: 'mf-news-archive',
    mistake: '`scroll-offset` with a CSS unit',
    kind: 'number that does not parse',
    html: '<mf-news-archive site="mf" scroll-offset="80px"></mf-news-archive>',
    warning: `${first('mf-news-archive')}: attribute "scroll-offset" expects a number, got "80px"; using the default.`,
    notice: 'The attribute scroll-offset expects a number ("80px"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "scroll-offset" has invalid value "80px": expected a number',
    },
  },
  {
    id: 'search-results-total-text',
    tag: 'mf-search-results',
    mistake: '`total` with words after the count',
    kind: 'number that does not parse',
    html: `<mf-search-results total="45 results" per-page="10">
  <h2 data-results-heading>45 results for “tractor”</h2>
  <ol>
    <li><a href="/tractors/mf-5s">MF 5S tractor</a></li>
  </ol>
</mf-search-results>`,
    warning: `${first('mf-search-results')}: attribute "total" expects a number, got "45 results"; using the default.`,
    notice: 'The attribute total expects a number ("45 results"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "total" has invalid value "45 results": expected a number',
    },
    query: '?q=tractor',
  },
  {
    id: 'content-carousel-autoplay-unit',
    tag: 'mf-content-carousel',
    mistake: '`autoplay` with a unit',
    kind: 'number that does not parse',
    html: `<mf-content-carousel label="Highlights" autoplay="5s">
  <article><h2>The new MF 5S</h2></article>
  <article><h2>Harvest time</h2></article>
</mf-content-carousel>`,
    warning: `${first('mf-content-carousel')}: attribute "autoplay" expects a number, got "5s"; using the default.`,
    notice: 'The attribute autoplay expects a number ("5s"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "autoplay" has invalid value "5s": expected a number',
    },
  },
  {
    id: 'offers-carousel-autoplay-word',
    tag: 'mf-offers-carousel',
    mistake: '`autoplay` written as a word',
    kind: 'number that does not parse',
    html: `<mf-offers-carousel label="Current offers" autoplay="fast">
  <article class="offer-card" data-type="Tractors" data-name="MF 5S">
    <h3>0% financing on the MF 5S</h3>
  </article>
</mf-offers-carousel>`,
    warning: `${first('mf-offers-carousel')}: attribute "autoplay" expects a number, got "fast"; using the default.`,
    notice: 'The attribute autoplay expects a number ("fast"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "autoplay" has invalid value "fast": expected a number',
    },
  },
  {
    id: 'offers-grid-heading-level-tag',
    tag: 'mf-offers-grid',
    mistake: '`heading-level` written as a tag name',
    kind: 'number that does not parse',
    html: `<mf-offers-grid heading-level="h2">
  <article class="offer-card" data-type="Tractors" data-name="MF 5S">
    <h3>0% financing on the MF 5S</h3>
  </article>
</mf-offers-grid>`,
    warning: `${first('mf-offers-grid')}: attribute "heading-level" expects a number, got "h2"; using the default.`,
    notice: 'The attribute heading-level expects a number ("h2"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "heading-level" has invalid value "h2": expected a number',
    },
  },

  // A value outside the closed set of the api file: the default is used.
  {
    id: 'content-carousel-variant',
    tag: 'mf-content-carousel',
    mistake: 'a `variant` that does not exist',
    kind: 'value not in the set',
    html: `<mf-content-carousel label="Highlights" variant="hero-banner">
  <article><h2>The new MF 5S</h2></article>
  <article><h2>Harvest time</h2></article>
</mf-content-carousel>`,
    warning: `${first('mf-content-carousel')}: attribute "variant" is invalid: expected one of cards, hero, gallery, ownership-links, got "hero-banner"; using the default.`,
    notice:
      'The attribute variant is invalid: expected one of cards, hero, gallery, ownership-links ("hero-banner"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message:
        'Attribute "variant" has invalid value "hero-banner": expected "cards", "hero", "gallery", "ownership-links"',
    },
  },
  {
    id: 'product-features-layout',
    tag: 'mf-product-features',
    mistake: 'a `layout` that does not exist',
    kind: 'value not in the set',
    html: `<mf-product-features label="Key features" layout="list">
  <article>
    <h3>A quiet cab</h3>
    <p>70 dB at the driver's ear.</p>
  </article>
</mf-product-features>`,
    warning: `${first('mf-product-features')}: attribute "layout" is invalid: expected auto, grid or accordion, got "list"; using the default.`,
    notice:
      'The attribute layout is invalid: expected auto, grid or accordion ("list"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "layout" has invalid value "list": expected "auto", "grid", "accordion"',
    },
  },
  {
    id: 'product-tabs-activation',
    tag: 'mf-product-tabs',
    mistake: 'an `activation` that does not exist',
    kind: 'value not in the set',
    html: `<mf-product-tabs label="MF 8S views" activation="click">
  <section>
    <h3>Exterior</h3>
    <p>The MF 8S from the outside.</p>
  </section>
</mf-product-tabs>`,
    warning: `${first('mf-product-tabs')}: attribute "activation" is invalid: expected automatic or manual, got "click"; using the default.`,
    notice:
      'The attribute activation is invalid: expected automatic or manual ("click"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "activation" has invalid value "click": expected "automatic", "manual"',
    },
  },
  {
    id: 'dealer-locator-distance-unit',
    tag: 'mf-dealer-locator',
    mistake: '`distance-unit` spelled out',
    kind: 'value not in the set',
    html: '<mf-dealer-locator search-endpoint="/api/dealers/search" distance-unit="miles" no-consent-manager></mf-dealer-locator>',
    warning: `${first('mf-dealer-locator')}: attribute "distance-unit" is invalid: expected mi or km, got "miles"; using the default.`,
    notice:
      'The attribute distance-unit is invalid: expected mi or km ("miles"): using the default.',
    check: {
      rule: 'attribute-allowed-values',
      message: 'Attribute "distance-unit" has invalid value "miles": expected "", "mi", "km"',
    },
  },

  // JSON attributes that do not parse: the default is used.
  {
    id: 'events-regions-unclosed',
    tag: 'mf-events-overview',
    mistake: '`regions` JSON without its closing bracket',
    kind: 'attribute JSON that does not parse',
    html: `<mf-events-overview site="mf" time-zone="UTC" regions='[{"value":"eu","label":"Europe"}'></mf-events-overview>`,
    warning: `${first('mf-events-overview')}: attribute "regions" is not valid JSON, got "[{"value":"eu","label":"Europe"}"; using the default.`,
    notice:
      'The attribute regions is not valid JSON ("[{"value":"eu","label":"Europe"}"): using the default.',
    check: { rule: 'mf/attribute-json', message: 'Attribute "regions" is not valid JSON: ' },
  },
  {
    id: 'news-categories-unquoted',
    tag: 'mf-news-archive',
    mistake: '`categories` JSON with unquoted keys',
    kind: 'attribute JSON that does not parse',
    html: `<mf-news-archive site="mf" categories='[{value:"farm",label:"Farm life"}]'></mf-news-archive>`,
    warning: `${first('mf-news-archive')}: attribute "categories" is not valid JSON, got "[{value:"farm",label:"Farm life"}]"; using the default.`,
    notice:
      'The attribute categories is not valid JSON ("[{value:"farm",label:"Farm life"}]"): using the default.',
    check: { rule: 'mf/attribute-json', message: 'Attribute "categories" is not valid JSON: ' },
  },
  {
    id: 'site-search-labels-unclosed',
    tag: 'mf-site-search',
    mistake: '`labels` JSON without its closing brace',
    kind: 'attribute JSON that does not parse',
    html: `<mf-site-search site="mf" collection="mf-de" labels='{"search":"Suchen"'></mf-site-search>`,
    warning: `${first('mf-site-search')}: attribute "labels" is not valid JSON, got "{"search":"Suchen""; using the default.`,
    notice: 'The attribute labels is not valid JSON ("{"search":"Suchen""): using the default.',
    check: { rule: 'mf/attribute-json', message: 'Attribute "labels" is not valid JSON: ' },
  },
  {
    id: 'form-modal-model-unclosed',
    tag: 'mf-form-modal',
    mistake: '`model` JSON cut short',
    kind: 'attribute JSON that does not parse',
    html: `<mf-form-modal consent-domain="masseyferguson.com" model='{"quote":{"heading":"Get a quote"'></mf-form-modal>`,
    warning: `${first('mf-form-modal')}: attribute "model" is not valid JSON, got "{"quote":{"heading":"Get a quote""; using the default.`,
    notice:
      'The attribute model is not valid JSON ("{"quote":{"heading":"Get a quote""): using the default.',
    check: { rule: 'mf/attribute-json', message: 'Attribute "model" is not valid JSON: ' },
  },

  // JSON that parses but is not what the element takes.
  {
    id: 'events-regions-object',
    tag: 'mf-events-overview',
    mistake: '`regions` an object, not a list',
    kind: 'attribute JSON of the wrong shape',
    html: `<mf-events-overview site="mf" time-zone="UTC" regions='{"value":"eu","label":"Europe"}'></mf-events-overview>`,
    warning: `${first('mf-events-overview')}: attribute "regions" is invalid: regions must be a JSON list of { value, label }, got "{"value":"eu","label":"Europe"}"; using the default.`,
    notice:
      'The attribute regions is invalid: regions must be a JSON list of { value, label } ("{"value":"eu","label":"Europe"}"): using the default.',
    check: null,
    why: { check: UNSEEN.shape },
  },
  {
    id: 'news-category-no-label',
    tag: 'mf-news-archive',
    mistake: 'a `categories` entry without a label',
    kind: 'attribute JSON of the wrong shape',
    html: `<mf-news-archive site="mf" categories='[{"value":"farm","label":"Farm life"},{"value":"dealers"}]'></mf-news-archive>`,
    warning: `${first('mf-news-archive')}: attribute "categories", entry[1] has no label, got "{"value":"dealers"}"; left out.`,
    notice: 'The attribute categories, entry 2 has no label ("{"value":"dealers"}"): left out.',
    check: null,
    why: { check: UNSEEN.shape },
  },
  {
    id: 'search-results-source-no-label',
    tag: 'mf-search-results',
    mistake: 'a `sources` entry without a label',
    kind: 'attribute JSON of the wrong shape',
    html: `<mf-search-results total="45" sources='[{"value":"","label":"All sources"},{"value":"news"}]'>
  <h2 data-results-heading>45 results for “tractor”</h2>
  <ol>
    <li><a href="/tractors/mf-5s">MF 5S tractor</a></li>
  </ol>
</mf-search-results>`,
    warning: `${first('mf-search-results')}: attribute "sources", entry[1] has no label, got "{"value":"news"}"; left out.`,
    notice: 'The attribute sources, entry 2 has no label ("{"value":"news"}"): left out.',
    check: null,
    why: { check: UNSEEN.shape },
    query: '?q=tractor',
  },
  {
    id: 'search-results-source-repeated',
    tag: 'mf-search-results',
    mistake: 'a `sources` value given twice',
    kind: 'attribute JSON of the wrong shape',
    html: `<mf-search-results total="45" sources='[{"value":"news","label":"News"},{"value":"news","label":"Press"}]'>
  <h2 data-results-heading>45 results for “tractor”</h2>
  <ol>
    <li><a href="/tractors/mf-5s">MF 5S tractor</a></li>
  </ol>
</mf-search-results>`,
    warning: `${first('mf-search-results')}: attribute "sources", entry[1] repeats the value of an earlier entry, got "{"value":"news","label":"Press"}"; left out.`,
    notice:
      'The attribute sources, entry 2 repeats the value of an earlier entry ("{"value":"news","label":"Press"}"): left out.',
    check: null,
    why: { check: UNSEEN.shape },
    query: '?q=tractor',
  },
  {
    id: 'site-search-labels-unknown-key',
    tag: 'mf-site-search',
    mistake: 'a misspelled key in `labels`',
    kind: 'attribute JSON of the wrong shape',
    html: `<mf-site-search site="mf" collection="mf-de" labels='{"serch":"Suchen"}'></mf-site-search>`,
    warning: `${first('mf-site-search')}: attribute "labels" has an unknown key, got "serch"; ignored.`,
    notice: 'The attribute labels has an unknown key ("serch"): ignored.',
    check: null,
    why: { check: UNSEEN.shape },
  },
  {
    id: 'product-tabs-labels-number',
    tag: 'mf-product-tabs',
    mistake: 'a `labels` value that is not text',
    kind: 'attribute JSON of the wrong shape',
    html: `<mf-product-tabs label="MF 8S views" labels='{"tabs":3}'>
  <section>
    <h3>Exterior</h3>
    <p>The MF 8S from the outside.</p>
  </section>
</mf-product-tabs>`,
    warning: `${first('mf-product-tabs')}: attribute "labels" gives "tabs" a value that is not text, got "3"; its default text is used.`,
    notice:
      'The attribute labels gives "tabs" a value that is not text ("3"): its default text is used.',
    check: null,
    why: { check: UNSEEN.shape },
  },

  // Values a validator refuses beyond their type.
  {
    id: 'events-time-zone-typo',
    tag: 'mf-events-overview',
    mistake: 'a misspelled `time-zone`',
    kind: 'value the element refuses',
    html: '<mf-events-overview site="mf" time-zone="Europe/Berln"></mf-events-overview>',
    warning: `${first('mf-events-overview')}: attribute "time-zone" is invalid: unknown time zone "Europe/Berln", got "Europe/Berln"; using the default.`,
    notice:
      'The attribute time-zone is invalid: unknown time zone "Europe/Berln" ("Europe/Berln"): using the default.',
    check: null,
    why: { check: UNSEEN.validator },
  },
  {
    id: 'social-share-unknown-network',
    tag: 'mf-social-share',
    mistake: 'a network it does not know',
    kind: 'value the element refuses',
    html: '<mf-social-share networks="facebook twitter email"></mf-social-share>',
    warning: `${first('mf-social-share')}: attribute "networks" is invalid: unknown network "twitter" (known: facebook, x, linkedin, xing, whatsapp, email), got "facebook twitter email"; using the default.`,
    notice:
      'The attribute networks is invalid: unknown network "twitter" (known: facebook, x, linkedin, xing, whatsapp, email) ("facebook twitter email"): using the default.',
    check: null,
    why: { check: UNSEEN.validator },
  },
  {
    id: 'social-share-url-script',
    tag: 'mf-social-share',
    mistake: 'a `url` that runs script',
    kind: 'value the element refuses',
    html: '<mf-social-share url="javascript:share()"></mf-social-share>',
    warning: `${first('mf-social-share')}: attribute "url" is invalid: must be an http(s) address, got "javascript:share()"; using the default.`,
    notice:
      'The attribute url is invalid: must be an http(s) address ("javascript:share()"): using the default.',
    check: null,
    why: { check: UNSEEN.validator },
  },
  {
    id: 'video-player-embed-not-video-site',
    tag: 'mf-video-player',
    mistake: '`embed` given a file, not a YouTube or Vimeo address',
    kind: 'value the element refuses',
    html: '<mf-video-player label="The MF 5S" embed="https://cdn.example.com/5s.mp4"></mf-video-player>',
    warning: `${first('mf-video-player')}: attribute "embed" is invalid: expected a YouTube or Vimeo video address, got "https://cdn.example.com/5s.mp4"; using the default.`,
    notice:
      'The attribute embed is invalid: expected a YouTube or Vimeo video address ("https://cdn.example.com/5s.mp4"): using the default.',
    check: null,
    why: { check: UNSEEN.validator },
  },
  {
    id: 'related-products-background-ftp',
    tag: 'mf-related-products',
    mistake: 'a `background` that is no web address',
    kind: 'value the element refuses',
    html: `<mf-related-products label="More MF tractors" background="ftp://dam.example.com/field.jpg">
  <h2>More MF tractors</h2>
</mf-related-products>`,
    warning: `${first('mf-related-products')}: attribute "background" is invalid: must be an http(s) address or a path, got "ftp://dam.example.com/field.jpg"; using the default.`,
    notice:
      'The attribute background is invalid: must be an http(s) address or a path ("ftp://dam.example.com/field.jpg"): using the default.',
    check: null,
    why: { check: UNSEEN.validator },
  },

  // A <script type="application/json"> child.
  {
    id: 'offers-carousel-model-unclosed',
    tag: 'mf-offers-carousel',
    mistake: "a card's model script cut short",
    kind: 'script JSON that does not parse',
    html: `<mf-offers-carousel label="Current offers">
  <article class="offer-card" data-type="Tractors" data-name="MF 5S">
    <h3>0% financing on the MF 5S</h3>
    <script type="application/json">{"title": "0% financing</script>
  </article>
</mf-offers-carousel>`,
    warning: `${first('mf-offers-carousel')}: offers[0] "0% financing on the MF 5S" has bad data: model is not JSON; those are left out; the card shows the rest.`,
    notice:
      'Offers 1 "0% financing on the MF 5S" has bad data: model is not JSON: those are left out; the card shows the rest.',
    check: {
      rule: 'mf/script-json',
      message: '<script type="application/json"> in <mf-offers-carousel> is not valid JSON: ',
      line: 4,
    },
  },
  {
    id: 'form-modal-script-unclosed',
    tag: 'mf-form-modal',
    mistake: 'the data model script cut short',
    kind: 'script JSON that does not parse',
    html: `<mf-form-modal consent-domain="masseyferguson.com">
  <script type="application/json">{"quote": {"heading": "Get a quote"</script>
</mf-form-modal>`,
    warning: `${first('mf-form-modal')}: script[type="application/json"] is not JSON; the modal opens without its texts and products.`,
    notice:
      'Script[type="application/json"] is not JSON: the modal opens without its texts and products.',
    check: {
      rule: 'mf/script-json',
      message: '<script type="application/json"> in <mf-form-modal> is not valid JSON: ',
      line: 2,
    },
  },
  {
    id: 'form-modal-script-no-heading',
    tag: 'mf-form-modal',
    mistake: 'the data model without a heading',
    kind: 'script JSON of the wrong shape',
    html: `<mf-form-modal consent-domain="masseyferguson.com">
  <script type="application/json">
    {"quote": {"cta_label": "Request a quote", "iframe_src": "https://forms.example.com/quote"}, "items": []}
  </script>
</mf-form-modal>`,
    warning: `${first('mf-form-modal')}: script[type="application/json"] has bad data: model.quote.heading is missing; the rest is used.`,
    notice:
      'Script[type="application/json"] has bad data: model.quote.heading is missing: the rest is used.',
    check: null,
    why: { check: UNSEEN.shape },
  },
  {
    id: 'market-selector-bad-lang',
    tag: 'mf-market-selector',
    mistake: 'a language named, not tagged, in the markets script',
    kind: 'script JSON of the wrong shape',
    html: `<mf-market-selector>
  <script type="application/json">
    {"regions": [{"name": "Europe", "markets": [{"name": "Schweiz", "languages": [
      {"name": "Deutsch", "lang": "Swiss German", "href": "/ch/de/"},
      {"name": "Français", "lang": "fr-CH", "href": "/ch/fr/"}
    ]}]}]}
  </script>
</mf-market-selector>`,
    warning: `${first('mf-market-selector')}: regions[0].markets[0].languages[0] is skipped: "lang" is not a language tag; the rest is shown.`,
    notice:
      'Regions 1, markets 1, languages 1 is skipped: "lang" is not a language tag: the rest is shown.',
    check: null,
    why: { check: UNSEEN.shape },
  },

  // Content the element reads from its children.
  {
    id: 'content-carousel-no-slides',
    tag: 'mf-content-carousel',
    mistake: 'a carousel without slides',
    kind: 'content missing or malformed',
    html: '<mf-content-carousel label="Highlights" variant="hero"></mf-content-carousel>',
    warning: `${first('mf-content-carousel')}: content has no slides; nothing is shown; add each slide as a child element.`,
    notice: 'Content has no slides: nothing is shown; add each slide as a child element.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-gallery-no-pictures',
    tag: 'mf-product-gallery',
    mistake: 'a gallery without pictures',
    kind: 'content missing or malformed',
    html: '<mf-product-gallery label="MF 8S pictures"></mf-product-gallery>',
    warning: `${first('mf-product-gallery')}: content has no slides; nothing is shown; add each slide as a child element.`,
    notice: 'Content has no slides: nothing is shown; add each slide as a child element.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-tabs-empty-section',
    tag: 'mf-product-tabs',
    mistake: 'a tab section with a heading only',
    kind: 'content missing or malformed',
    html: `<mf-product-tabs label="MF 8S views">
  <section>
    <h3>Exterior</h3>
    <p>The MF 8S from the outside.</p>
  </section>
  <section>
    <h3>Loader</h3>
  </section>
</mf-product-tabs>`,
    warning: `${first('mf-product-tabs')}: section[1] has no content, got "Loader"; left out.`,
    notice: 'Section 2 has no content ("Loader"): left out.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-tabs-unnamed-section',
    tag: 'mf-product-tabs',
    mistake: 'a tab section without a heading',
    kind: 'content missing or malformed',
    html: `<mf-product-tabs label="MF 8S views">
  <section>
    <h3>Exterior</h3>
    <p>The MF 8S from the outside.</p>
  </section>
  <section>
    <p>The cab, from the driver's seat.</p>
  </section>
</mf-product-tabs>`,
    warning: `${first('mf-product-tabs')}: section[1] has no data-label and no heading; left out.`,
    notice: 'Section 2 has no data-label and no heading: left out.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-card-no-title',
    tag: 'mf-product-card',
    mistake: 'a card without its title',
    kind: 'content missing or malformed',
    html: `<mf-product-card price="125000">
  <img slot="image" src="/demo/public/media/gallery-3.svg" alt="" width="400" height="300" />
  <p slot="description">370 to 410 horsepower.</p>
</mf-product-card>`,
    warning: `${first('mf-product-card')}: slot "title" is missing; the card has no title, and its buttons do not name the product.`,
    notice:
      'Slot "title" is missing: the card has no title, and its buttons do not name the product.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-card-no-image',
    tag: 'mf-product-card',
    mistake: 'a card without its picture',
    kind: 'content missing or malformed',
    html: `<mf-product-card price="125000">
  <h3 slot="title">MF 8S.305</h3>
  <p slot="description">370 to 410 horsepower.</p>
</mf-product-card>`,
    warning: `${first('mf-product-card')}: slot "image" is missing; the card has no picture.`,
    notice: 'Slot "image" is missing: the card has no picture.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'offers-grid-no-cards',
    tag: 'mf-offers-grid',
    mistake: 'an offers grid without offers',
    kind: 'content missing or malformed',
    html: '<mf-offers-grid currency="EUR"></mf-offers-grid>',
    warning: `${first('mf-offers-grid')}: content has no offer card; nothing is shown; add an <article> per offer with its heading and facts.`,
    notice:
      'Content has no offer card: nothing is shown; add an <article> per offer with its heading and facts.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'offers-grid-price-word',
    tag: 'mf-offers-grid',
    mistake: "an offer's price written as a word",
    kind: 'content missing or malformed',
    html: `<mf-offers-grid currency="EUR">
  <article class="offer-card" data-type="Tractors" data-name="MF 5S">
    <h3>Free service on the MF 5S</h3>
    <div data-offer-facts>
      <p><data value="free">Free</data></p>
    </div>
  </article>
</mf-offers-grid>`,
    warning: `${first('mf-offers-grid')}: offers[0] "Free service on the MF 5S" has bad data: price <data value="free"> must be a number; those are left out; the card shows the rest.`,
    notice:
      'Offers 1 "Free service on the MF 5S" has bad data: price <data value="free"> must be a number: those are left out; the card shows the rest.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'sticky-sidebar-empty',
    tag: 'mf-sticky-sidebar',
    mistake: 'a sidebar without links',
    kind: 'content missing or malformed',
    html: '<mf-sticky-sidebar></mf-sticky-sidebar>',
    warning: `${first('mf-sticky-sidebar')}: content has no quick action; nothing is shown; add a link with its text for each action.`,
    notice:
      'Content has no quick action: nothing is shown; add a link with its text for each action.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'sticky-sidebar-link-no-text',
    tag: 'mf-sticky-sidebar',
    mistake: 'an icon link without text',
    kind: 'content missing or malformed',
    html: `<mf-sticky-sidebar>
  <a href="/dealers" data-icon="dealer">Find a dealer</a>
  <a href="/quote" data-icon="quote"></a>
</mf-sticky-sidebar>`,
    warning: `${first('mf-sticky-sidebar')}: link 2 has no text; skipped.`,
    notice: 'Link 2 has no text: skipped.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'site-header-empty-sub-menu',
    tag: 'mf-site-header',
    mistake: 'a sub-menu without links',
    kind: 'content missing or malformed',
    html: `<mf-site-header>
  <nav data-nav="main">
    <ul>
      <li><a href="/tractors">Tractors</a><ul></ul></li>
      <li><a href="/offers">Offers</a></li>
    </ul>
  </nav>
</mf-site-header>`,
    warning: `${first('mf-site-header')}: main > 1 > list is skipped: the sub-menu has no links; the rest is shown.`,
    notice: 'Main > 1 > list is skipped: the sub-menu has no links: the rest is shown.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'site-footer-column-no-heading',
    tag: 'mf-site-footer',
    mistake: 'a footer column without its heading',
    kind: 'content missing or malformed',
    html: `<mf-site-footer>
  <nav data-nav="columns" aria-label="Footer">
    <section>
      <ul><li><a href="/tractors">Tractors</a></li></ul>
    </section>
    <section>
      <h2>Company</h2>
      <ul><li><a href="/about">About us</a></li></ul>
    </section>
  </nav>
</mf-site-footer>`,
    warning: `${first('mf-site-footer')}: columns > 1 is skipped: the column has no heading; the rest is shown.`,
    notice: 'Columns > 1 is skipped: the column has no heading: the rest is shown.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'available-products-no-table',
    tag: 'mf-available-products',
    mistake: 'the models as paragraphs, not a table',
    kind: 'content missing or malformed',
    html: `<mf-available-products>
  <p>MF 5S.105: 105 hp, Dyna-4</p>
</mf-available-products>`,
    warning: `${first('mf-available-products')}: content has no <table>; nothing is shown; add a <table> of the models.`,
    notice: 'Content has no <table>: nothing is shown; add a <table> of the models.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'available-products-no-header-cells',
    tag: 'mf-available-products',
    mistake: 'a table without header cells',
    kind: 'content missing or malformed',
    html: `<mf-available-products>
  <table>
    <tr><td>Model</td><td>Rated power</td></tr>
    <tr><td>MF 5S.105</td><td>105 hp</td></tr>
  </table>
</mf-available-products>`,
    warning: `${first('mf-available-products')}: table has no header cells (<th>); screen readers get no column names.`,
    notice: 'Table has no header cells (<th>): screen readers get no column names.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-features-no-heading',
    tag: 'mf-product-features',
    mistake: 'a feature without its heading',
    kind: 'content missing or malformed',
    html: `<mf-product-features label="Key features">
  <article>
    <p>Stepless from 0.03 to 40 km/h.</p>
  </article>
  <article>
    <h3>A quiet cab</h3>
    <p>70 dB at the driver's ear.</p>
  </article>
</mf-product-features>`,
    warning: `${first('mf-product-features')}: article[0] has no heading (h2-h6 with text); left out.`,
    notice: 'Article 1 has no heading (h2-h6 with text): left out.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-features-picture-no-alt',
    tag: 'mf-product-features',
    mistake: "a feature's picture without `alt`",
    kind: 'content missing or malformed',
    html: `<mf-product-features label="Key features">
  <article>
    <h3>A quiet cab</h3>
    <img src="/demo/public/media/gallery-4.svg" width="1200" height="675" />
    <p>70 dB at the driver's ear.</p>
  </article>
</mf-product-features>`,
    warning: `${first('mf-product-features')}: article[0] picture has no alt attribute (alt="" for a decorative one); the feature is shown without it.`,
    notice:
      'Article 1 picture has no alt attribute (alt="" for a decorative one): the feature is shown without it.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'product-features-empty',
    tag: 'mf-product-features',
    mistake: 'features element left empty',
    kind: 'content missing or malformed',
    html: '<mf-product-features label="Key features"></mf-product-features>',
    warning: `${first('mf-product-features')}: content has no feature; nothing is shown; add an <article> per feature.`,
    notice: 'Content has no feature: nothing is shown; add an <article> per feature.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'video-player-no-source',
    tag: 'mf-video-player',
    mistake: 'a player given no video',
    kind: 'content missing or malformed',
    html: '<mf-video-player label="The MF 5S in the field" poster="/demo/public/media/field-day-poster.jpg"></mf-video-player>',
    warning: `${first('mf-video-player')}: attributes "src" and "embed" are both missing; the error text is shown.`,
    notice: 'Attributes "src" and "embed" are both missing: the error text is shown.',
    check: null,
    why: {
      check:
        'either attribute will do, and mf-check knows each attribute alone (neither is required)',
    },
  },
  {
    id: 'factory-locations-bad-coordinates',
    tag: 'mf-factory-locations',
    mistake: 'a location with a comma decimal',
    kind: 'content missing or malformed',
    html: `<mf-factory-locations>
  <ul>
    <li data-lat="62,7903" data-long="22,8403" data-name="Suolahti">Suolahti, Finland</li>
  </ul>
</mf-factory-locations>`,
    warning: `${first('mf-factory-locations')}: location[0] "Suolahti" has no valid data-lat and data-long (both numbers, neither 0), got "62,7903, 22,8403"; it stays in the list but not on the map.`,
    notice:
      'Location 1 "Suolahti" has no valid data-lat and data-long (both numbers, neither 0) ("62,7903, 22,8403"): it stays in the list but not on the map.',
    check: null,
    why: { check: UNSEEN.content },
  },
  {
    id: 'location-map-comma-decimals',
    tag: 'mf-location-map',
    mistake: 'coordinates with comma decimals',
    kind: 'value the element refuses',
    html: `<mf-location-map lat="49,4295" long="2,0807" name="MF Beauvais" no-consent-manager>
  <address>Avenue Blaise Pascal, 60000 Beauvais</address>
</mf-location-map>`,
    warning: `${first('mf-location-map')}: attributes "lat" and "long" are not a place on the map (both plain numbers, neither 0), got "49,4295, 2,0807"; no map is shown.`,
    notice:
      'Attributes "lat" and "long" are not a place on the map (both plain numbers, neither 0) ("49,4295, 2,0807"): no map is shown.',
    check: null,
    why: { check: UNSEEN.validator },
  },
  {
    id: 'modal-trigger-plain-element',
    tag: 'mf-modal',
    mistake: 'a modal trigger naming a plain `div`',
    kind: 'content missing or malformed',
    html: `<a id="terms-link" href="#terms" data-toggle="modal">Read the terms</a>
<div id="terms">
  <p>Financing subject to credit approval.</p>
</div>`,
    warning:
      '<a>#terms-link: trigger a[href="#terms"] names a <div>, not an <mf-modal>; nothing opens.',
    notice: null,
    check: null,
    why: { notice: NO_BOX, check: UNSEEN.trigger },
    press: '#terms-link',
  },
  {
    id: 'modal-trigger-missing-target',
    tag: 'mf-modal',
    mistake: 'a modal trigger naming a missing id',
    kind: 'content missing or malformed',
    html: `<a id="terms-link" href="#offer-terms" data-toggle="modal">Read the terms</a>
<mf-modal id="terms" label="Terms of the offer">
  <p>Financing subject to credit approval.</p>
</mf-modal>`,
    warning:
      '<a>#terms-link: trigger a[href="#offer-terms"] names nothing on the page; nothing opens.',
    notice: null,
    check: null,
    why: { notice: NO_BOX, check: UNSEEN.trigger },
    press: '#terms-link',
  },

  // Links that would run script: disarmed (core/element/unsafe-links).
  {
    id: 'content-carousel-javascript-link',
    tag: 'mf-content-carousel',
    mistake: 'a slide link to `javascript:`',
    kind: 'link that runs script',
    html: `<mf-content-carousel label="Highlights">
  <article>
    <h2>The new MF 5S</h2>
    <a href="javascript:openConfigurator()">Build yours</a>
  </article>
  <article><h2>Harvest time</h2></article>
</mf-content-carousel>`,
    warning: `${first('mf-content-carousel')}: link "Build yours" has an address that runs script, got "javascript:openConfigurator()"; the link is disabled.`,
    notice:
      'Link "Build yours" has an address that runs script ("javascript:openConfigurator()"): the link is disabled.',
    check: null,
    why: { check: UNSEEN.links },
  },
  {
    id: 'product-gallery-javascript-video',
    tag: 'mf-product-gallery',
    mistake: 'a video link to `javascript:`',
    kind: 'link that runs script',
    html: `<mf-product-gallery label="MF 8S pictures">
  <figure>
    <img src="/demo/public/media/gallery-1.svg" alt="The MF 8S in a field" width="800" height="450" />
  </figure>
  <figure>
    <img src="/demo/public/media/gallery-2.svg" alt="The MF 8S cab" width="800" height="450" />
    <a data-video href="javascript:play()">Watch the video</a>
  </figure>
</mf-product-gallery>`,
    warning: `${first('mf-product-gallery')}: link "Watch the video" has an address that runs script, got "javascript:play()"; the link is disabled.`,
    notice:
      'Link "Watch the video" has an address that runs script ("javascript:play()"): the link is disabled.',
    check: null,
    why: { check: UNSEEN.links },
  },
  {
    id: 'sticky-sidebar-javascript-link',
    tag: 'mf-sticky-sidebar',
    mistake: 'a quick action to `javascript:`',
    kind: 'link that runs script',
    html: `<mf-sticky-sidebar>
  <a href="/dealers" data-icon="dealer">Find a dealer</a>
  <a href="javascript:void(0)" data-icon="quote">Get a quote</a>
</mf-sticky-sidebar>`,
    warning: `${first('mf-sticky-sidebar')}: link "Get a quote" has an address that runs script, got "javascript:void(0)"; the link is disabled.`,
    notice:
      'Link "Get a quote" has an address that runs script ("javascript:void(0)"): the link is disabled.',
    check: null,
    why: { check: UNSEEN.links },
  },
  {
    id: 'product-tabs-data-link',
    tag: 'mf-product-tabs',
    mistake: 'a tab link to a `data:` document',
    kind: 'link that runs script',
    html: `<mf-product-tabs label="MF 8S views">
  <section>
    <h3>Specifications</h3>
    <p><a href="data:text/html,<h1>MF 8S</h1>">The full table</a></p>
  </section>
</mf-product-tabs>`,
    warning: `${first('mf-product-tabs')}: link "The full table" has an address that runs script, got "data:text/html,<h1>MF 8S</h1>"; the link is disabled.`,
    notice:
      'Link "The full table" has an address that runs script ("data:text/html,<h1>MF 8S</h1>"): the link is disabled.',
    check: null,
    why: { check: UNSEEN.links },
  },

  // What only mf-check sees.
  {
    id: 'events-misspelled-per-page',
    tag: 'mf-events-overview',
    mistake: '`per-page` misspelled',
    kind: 'misspelled attribute',
    html: '<mf-events-overview site="mf" per-pgae="3" time-zone="UTC"></mf-events-overview>',
    warning: null,
    notice: null,
    check: {
      rule: 'mf/unknown-attribute',
      message: '<mf-events-overview> has no attribute "per-pgae" (did you mean "per-page"?)',
    },
    why: { warning: PAGE_ATTRIBUTE, notice: PAGE_ATTRIBUTE },
  },
  {
    id: 'content-carousel-misspelled-label',
    tag: 'mf-content-carousel',
    mistake: '`label` misspelled',
    kind: 'misspelled attribute',
    html: `<mf-content-carousel lable="Highlights">
  <article><h2>The new MF 5S</h2></article>
  <article><h2>Harvest time</h2></article>
</mf-content-carousel>`,
    warning: null,
    notice: null,
    check: {
      rule: 'mf/unknown-attribute',
      message: '<mf-content-carousel> has no attribute "lable" (did you mean "label"?)',
    },
    why: { warning: PAGE_ATTRIBUTE, notice: PAGE_ATTRIBUTE },
  },
  {
    id: 'video-player-autoplay-false',
    tag: 'mf-video-player',
    mistake: '`autoplay="false"` to mean off',
    kind: 'boolean written "false"',
    html: '<mf-video-player src="/demo/public/media/field-day.mp4" label="The MF 5S" autoplay="false"></mf-video-player>',
    warning: null,
    notice: null,
    check: {
      rule: 'attribute-allowed-values',
      message:
        'Attribute "autoplay" has invalid value "false": a boolean attribute is written bare for on (or as "" or its own name) and left out for off',
    },
    why: {
      warning:
        'the elements read "false" as off, as the author meant (README "Attribute values and properties"); HTML and every other tool read it as on',
      notice: 'nothing to mend in the element: it does what the author meant',
    },
  },
];
