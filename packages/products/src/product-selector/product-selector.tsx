import { useBreakpoint } from '@mf/core/browser/breakpoints';
import { scrollToElement, useReducedMotion } from '@mf/core/browser/motion';
import type { PropsOf } from '@mf/core/element/define-api';
import { useElementContext, useEmit, useLocale, useMarket } from '@mf/core/element/element-context';
import { formatCurrency } from '@mf/core/i18n/format';
import { formatLabel } from '@mf/core/i18n/labels';
import type { PowerUnit } from '@mf/core/i18n/market';
import { formatInteger, pluralLabel } from '@mf/core/i18n/plural';
import { Dialog } from '@mf/ui/dialog';
import { useFocusAfterChange } from '@mf/ui/focus-after-change';
import { LiveRegion } from '@mf/ui/live-region';
import { marginPlacement } from '@mf/ui/floating';
import { Select } from '@mf/ui/select';
import { Spinner } from '@mf/ui/spinner';
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
} from 'react';
import type { ProductCard } from '../shared/data/card';
import type { PowerFacet } from '../shared/data/power';
import { readPowerChoice, writePowerChoice } from './internal/address/power-choice';
import { useAddressSelection } from './internal/address/use-address-selection';
import { useCatalogue } from './internal/catalogue/use-catalogue';
import { applySearch } from './internal/data/apply';
import { modelIndex } from './internal/data/model-search';
import { cardPowerLines, powerChipEnds, shownPowerUnit } from './internal/data/power-range';
import {
  activeFilterCount,
  cleanSelection,
  parseStoredRange,
  type Selection,
} from './internal/data/selection';
import {
  Chips,
  FilterPanel,
  filterLabel,
  type Chip,
  type PowerView,
} from './internal/filters/filter-panel';
import { ResultsGrid, type PowerLine } from './internal/results/results-grid';
import { productSelectorApi } from './product-selector.api';

type Props = PropsOf<typeof productSelectorApi>;

/** spec §9: the scroll on filter is animated over 300 ms (instant under reduced motion). */
const SCROLL_MS = 300;
/** spec §9: "Dropdown positioning margin is 65 px": the sort list keeps it from the window's edges. */
const DROPDOWN_MARGIN_PX = 65;
const sortPlacement = marginPlacement(DROPDOWN_MARGIN_PX);
/** README "Model search": the count is spoken once typing pauses this long, not at every key. */
const TYPING_PAUSE_MS = 500;

/**
 * The product selector (spec §2 Product browsing, §4 Filter panel and Product card): filters,
 * chips, sort, the count, quick view and the card grid. The selection lives in the page address.
 * Focus follows @mf/ui/focus-after-change: a filter change keeps focus on the control used and
 * announces the count; the results scroll into view (spec §9: 300 ms).
 */
export function ProductSelector(props: Props) {
  const { labels } = props;
  const emit = useEmit<typeof productSelectorApi>();
  const { host } = useElementContext();
  const locale = useLocale();
  const market = useMarket();
  const tag = host?.localName ?? productSelectorApi.tag;
  const idPrefix = `ps${useId().replace(/[^\w-]/g, '')}`;
  const baseRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterChange = useFocusAfterChange(baseRef);
  const breakpoint = useBreakpoint();
  const small = breakpoint === 'mobile' || breakpoint === 'tablet';
  const reducedMotion = useReducedMotion();

  const query =
    props.site && props.path
      ? {
          origin: props.origin,
          site: props.site,
          path: props.path,
          cloudHostPattern: props.cloudHostPattern,
          cloudPrefix: props.cloudPrefix,
        }
      : null;
  const { loading, catalogue } = useCatalogue(query, tag);
  const [addressSelection, setAddressSelection] = useAddressSelection(tag);
  const selection = useMemo(
    () => cleanSelection(addressSelection, catalogue.filters, catalogue.sort),
    [addressSelection, catalogue.filters, catalogue.sort],
  );
  // README "Power units": the link's unit, else the visitor's remembered choice, else the
  // element's power-unit, else the market's. The ranges stay in kW whatever it is.
  const [rememberedUnit, setRememberedUnit] = useState(readPowerChoice);
  const powerUnit = shownPowerUnit({
    address: selection.power,
    remembered: rememberedUnit,
    attribute: props.powerUnit,
    market: market.power,
  });
  const power = useMemo<PowerView>(() => ({ unit: powerUnit, market }), [powerUnit, market]);
  const powerFacets = useMemo(
    () => catalogue.filters.filter((f): f is PowerFacet => f.kind === 'power'),
    [catalogue.filters],
  );
  // The cards' power lines, one per facet the card has, in the shown unit: one function per
  // unit and catalogue, so the memoised grid cells redraw only when either changes.
  const powerLines = useCallback(
    (card: ProductCard): PowerLine[] => cardPowerLines(card, powerFacets, powerUnit, market),
    [powerFacets, market, powerUnit],
  );
  // README "Model search": every name keyed once per catalogue; a keystroke keys the query only.
  const models = useMemo(
    () => modelIndex(catalogue.cards, (card) => card.title, props.brandPrefix),
    [catalogue.cards, props.brandPrefix],
  );
  const modelQuery = selection.query ?? '';
  const applied = useMemo(
    () => ({
      catalogue,
      ...applySearch(models, catalogue.filters, catalogue.sort, selection),
    }),
    [catalogue, models, selection],
  );
  const serial = useMemo(
    () => new Map(catalogue.cards.map((card, index) => [card.id, index])),
    [catalogue.cards],
  );
  // The grid follows a change in a transition (React yields to the browser while it mounts the
  // cards that come back): the frame after a click shows the control, the chips and the count at
  // once, and the grid is busy until it has caught up (a filter change within 100 ms).
  // A new catalogue (the answer arriving) shows at once.
  const deferred = useDeferredValue(applied);
  const shownCards = deferred.catalogue === catalogue ? deferred.cards : applied.cards;
  const gridBehind = shownCards !== applied.cards;
  const total = applied.cards.length;
  const state = loading ? 'loading' : total > 0 ? 'results' : 'empty';
  const count = pluralLabel(total, labels.resultCountOne, labels.resultCountOther, locale);

  // Flip state: the cards turned over in place, and the one whose back is a modal (small screens).
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  const [dialogCard, setDialogCard] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const quickView = total > 0 && applied.cards.every((card) => flipped.has(card.id));
  // Quick view turns every card in a transition; the checkbox shows the visitor's choice at once.
  const [quickViewShown, showQuickView] = useOptimistic(quickView);

  // Read in the flip handler through a ref, so the handler stays the same and only the cards
  // whose face changed re-render (the grid cells are memoised).
  const flippedRef = useRef(flipped);
  useLayoutEffect(() => {
    flippedRef.current = flipped;
  });
  const onFlip = useCallback(
    (card: ProductCard) => {
      if (flippedRef.current.has(card.id))
        setFlipped((current) => {
          const next = new Set(current);
          next.delete(card.id);
          return next;
        });
      else if (small) setDialogCard(card.id);
      else setFlipped((current) => new Set(current).add(card.id));
    },
    [small],
  );
  const onDialogClose = useCallback(() => setDialogCard(null), []);
  const formatPrice = useCallback(
    (price: number) =>
      formatCurrency(
        price,
        props.priceLocale || market.locale,
        props.currency || market.currency,
        2,
      ),
    [props.priceLocale, props.currency, market.locale, market.currency],
  );

  // While the visitor types in the search, the live region keeps what it said and speaks the
  // count once typing pauses (a count per key queues up in a screen reader); any other change
  // speaks at once.
  const [held, setHeld] = useState<{ message: string; key: number } | null>(null);
  const { announceKey } = focusAfterChange;
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setHeld(null), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [held, announceKey]);
  // One history entry per search: its first key adds one, the next keys replace it, until the
  // field loses focus or Back or Forward brings another entry (the next key then adds one, and
  // the entry Back brought stays as it was).
  const typing = useRef(false);
  useEffect(() => {
    const untyped = () => {
      typing.current = false;
    };
    window.addEventListener('popstate', untyped);
    return () => window.removeEventListener('popstate', untyped);
  }, []);

  const change = (next: Selection, instead?: typeof headingRef, typed = false, replace = false) => {
    focusAfterChange.arm('filter', instead);
    if (!typed) setHeld(null);
    setAddressSelection(next, replace);
    const result = applySearch(models, catalogue.filters, catalogue.sort, next);
    emit('mf-change', {
      options: Object.fromEntries(Object.entries(next.options).map(([k, v]) => [k, [...v]])),
      ranges: { ...next.ranges },
      sort: next.sort,
      query: next.query ?? '',
      count: result.cards.length,
      power: next.power ?? powerUnit,
    });
  };
  const setOption = (field: string, value: string, checked: boolean) => {
    const current = selection.options[field] ?? [];
    const values = checked ? [...current, value] : current.filter((v) => v !== value);
    change({ ...selection, options: { ...selection.options, [field]: values } });
  };
  const setRange = (field: string, range: string | null) => {
    const ranges = { ...selection.ranges };
    if (range) ranges[field] = range;
    else delete ranges[field];
    // A power range goes to the address with the unit it was set in: a shared link opens in it.
    const facet = powerFacets.some((f) => f.field === field);
    change({ ...selection, ranges, ...(facet && range ? { power: powerUnit } : {}) });
  };
  // The switch: remembered for the next visit, and written in this entry of the address (no
  // entry of its own: the results are the same, README "Power units").
  const setPowerUnit = (unit: PowerUnit) => {
    writePowerChoice(unit);
    setRememberedUnit(unit);
    setAddressSelection({ ...selection, power: unit }, true);
  };

  // After a visitor's change (never the first load or Back/Forward): scroll the results into
  // view (spec §2/§9, 300 ms) unless the drawer is open over them; focus stays (the one rule).
  const { settle } = focusAfterChange;
  useEffect(() => {
    if (settle() === null || drawerOpen) return;
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0)
      void scrollToElement(results, props.scrollOffset, SCROLL_MS);
  }, [applied, settle, drawerOpen, props.scrollOffset]);

  const chips: Chip[] = [];
  const searching = applied.found !== null;
  if (searching)
    chips.push({
      key: 'model',
      label: formatLabel(labels.searchChip, { query: modelQuery.trim() }),
      remove: () => change({ ...selection, query: '' }),
    });
  for (const filter of catalogue.filters) {
    if (filter.kind === 'options') {
      for (const value of selection.options[filter.field] ?? []) {
        const option = filter.options.find((o) => o.value === value);
        chips.push({
          key: `${filter.field}=${value}`,
          label: option?.label ?? value,
          remove: () => setOption(filter.field, value, false),
        });
      }
    } else if (filter.kind === 'power') {
      const range = parseStoredRange(selection.ranges[filter.field]);
      if (!range) continue;
      chips.push({
        key: `${filter.field}=range`,
        label: formatLabel(labels.rangeChip, {
          label: filterLabel(filter, power, labels),
          ...powerChipEnds(range, powerUnit, market),
        }),
        remove: () => setRange(filter.field, null),
      });
    } else {
      const range = parseStoredRange(selection.ranges[filter.field]);
      if (!range) continue;
      const unit = filter.unit ? ` ${filter.unit}` : '';
      chips.push({
        key: `${filter.field}=range`,
        label: formatLabel(labels.rangeChip, {
          label: filter.label,
          min: formatInteger(range.min, locale),
          max: `${formatInteger(range.max, locale)}${unit}`,
        }),
        remove: () => setRange(filter.field, null),
      });
    }
  }
  // Clear all goes with the chips: focus moves to the count of the results it brought back
  // (docs/laws/focus.md; the cards at its place in the Tab order are redrawn).
  const clearAll = () =>
    change(
      {
        options: {},
        ranges: {},
        sort: selection.sort,
        ...(selection.power ? { power: selection.power } : {}),
      },
      headingRef,
    );
  const active = activeFilterCount(selection) + (searching ? 1 : 0);

  const panel = catalogue.filters.length ? (
    <FilterPanel
      idPrefix={idPrefix}
      filters={catalogue.filters}
      selection={selection}
      counts={applied.counts}
      locale={locale}
      labels={labels}
      power={power}
      onOptionChange={setOption}
      onRangeChange={setRange}
      onPowerUnitChange={setPowerUnit}
    />
  ) : null;
  const level = Math.min(Math.max(Math.round(props.headingLevel) || 2, 2), 5);
  const Heading = `h${level}` as 'h2';
  const showResults = pluralLabel(total, labels.showResultsOne, labels.showResultsOther, locale);
  const noResults =
    applied.found === 0
      ? formatLabel(labels.noModelMatch, { query: modelQuery.trim() })
      : labels.noResults;
  const status = state === 'loading' ? labels.loading : state === 'empty' ? noResults : count;
  const onSearch = (value: string) => {
    setHeld((current) => current ?? { message: status, key: announceKey });
    change({ ...selection, query: value }, undefined, true, typing.current);
    typing.current = true;
  };

  return (
    <div
      part="base"
      className="selector"
      data-state={state}
      // The sidebar's column is held while the filters load (the grid moved into it).
      data-layout={small ? 'drawer' : panel || loading ? 'sidebar' : undefined}
      ref={baseRef}
      {...focusAfterChange.handlers}
    >
      {panel && !small ? (
        <section
          className="selector__sidebar"
          part="filters"
          aria-labelledby={`${idPrefix}-filters`}
        >
          <Heading id={`${idPrefix}-filters`} className="selector__filters-heading">
            {labels.filters}
          </Heading>
          {panel}
        </section>
      ) : null}
      <div className="selector__main">
        <div className="selector__toolbar">
          {loading || catalogue.cards.length ? (
            <div className="selector__search">
              <label htmlFor={`${idPrefix}-search`}>{labels.search}</label>
              <input
                id={`${idPrefix}-search`}
                type="search"
                part="input"
                className="mf-range__input"
                value={modelQuery}
                placeholder={labels.searchPlaceholder}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                onChange={(event) => onSearch(event.target.value)}
                onBlur={() => {
                  typing.current = false;
                }}
              />
            </div>
          ) : null}
          {panel && small ? (
            <button
              type="button"
              className="selector__drawer-button"
              part="button filters-button"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              {active
                ? formatLabel(labels.openFilters, { count: formatInteger(active, locale) })
                : labels.filters}
            </button>
          ) : null}
          {catalogue.sort.length > 1 ? (
            <Select
              id={`${idPrefix}-sort`}
              className="selector__sort"
              place={sortPlacement}
              label={labels.sort}
              options={catalogue.sort.map((o) => ({ value: o.key, label: o.label }))}
              value={selection.sort || catalogue.sort[0]!.key}
              onChange={(sort) => change({ ...selection, sort })}
            />
          ) : null}
          {total > 0 ? (
            <label className="selector__quick-view">
              <input
                type="checkbox"
                checked={quickViewShown}
                onChange={(event) => {
                  const { checked } = event.target;
                  setDialogCard(null);
                  startTransition(() => {
                    showQuickView(checked);
                    setFlipped(checked ? new Set(applied.cards.map((c) => c.id)) : new Set());
                  });
                }}
              />
              {labels.quickView}
            </label>
          ) : null}
        </div>
        <Chips chips={chips} labels={labels} onClearAll={clearAll} />
        <LiveRegion
          message={held ? held.message : status}
          announceKey={held ? held.key : announceKey}
        />
        {/* The results' box comes with them, below the toolbar as it will be (a box
            moved down by the toolbar's controls was a layout shift). */}
        {loading ? (
          <Spinner label={labels.loading} />
        ) : (
          <div className="selector__results" ref={resultsRef} aria-busy={gridBehind || undefined}>
            {state === 'results' ? (
              <>
                <Heading
                  part="heading"
                  className="selector__heading"
                  ref={headingRef}
                  tabIndex={-1}
                >
                  {count}
                </Heading>
                <ResultsGrid
                  idPrefix={idPrefix}
                  serial={serial}
                  cards={shownCards}
                  flipped={flipped}
                  dialogCard={dialogCard}
                  headingLevel={level + 1}
                  formatPrice={formatPrice}
                  powerLines={powerLines}
                  reducedMotion={reducedMotion}
                  labels={labels}
                  onFlip={onFlip}
                  onDialogClose={onDialogClose}
                />
              </>
            ) : (
              <Heading part="no-results" className="selector__no-results">
                {noResults}
              </Heading>
            )}
          </div>
        )}
      </div>
      {panel && small ? (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          labelledBy={`${idPrefix}-drawer-title`}
          closeOnBackdrop
          className="selector__drawer"
          part="dialog filters"
        >
          <div className="selector__drawer-head mf-dialog__head">
            <Heading id={`${idPrefix}-drawer-title`} className="selector__filters-heading">
              {labels.filters}
            </Heading>
            <button
              type="button"
              className="selector__drawer-close"
              part="button"
              onClick={() => setDrawerOpen(false)}
            >
              {labels.close}
            </button>
          </div>
          <Chips chips={chips} labels={labels} onClearAll={clearAll} />
          {panel}
          <button
            type="button"
            className="selector__show-results"
            part="button show-results"
            onClick={() => {
              setDrawerOpen(false);
              const results = resultsRef.current;
              if (results) void scrollToElement(results, props.scrollOffset, SCROLL_MS);
            }}
          >
            {showResults}
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}
