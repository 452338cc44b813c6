import { useRef, type ReactNode, type RefObject } from 'react';
import { formatLabel } from '@mf/core/i18n/labels';
import { formatInteger, pluralLabel } from '@mf/core/i18n/plural';
import { Pagination } from '@mf/ui/pagination';
import { Spinner } from '@mf/ui/spinner';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { Dealer, PageRange } from '../data/types';
import { useMapHeightSync } from '../map/use-map-height-sync';
import type { SearchStatus } from '../search/search-state';
import { DealerCard } from './dealer-card';

export interface ResultsPanelProps {
  status: SearchStatus;
  /** Dealers of the current page (or the one selected dealer). */
  dealers: readonly Dealer[];
  total: number;
  page: number;
  pages: number;
  range: PageRange | null;
  /** The list renders the page just chosen (it follows the pager a render later): busy. */
  pending?: boolean;
  selected: Dealer | null;
  /** Region SA: how many non-recommended dealers are held back (spec §9). */
  heldBack: number;
  labels: DealerLocatorLabels;
  locale: string;
  preferredCode: string | null;
  mapVisible: boolean;
  /** The map drawn inside the map container (internal/map). */
  map?: ReactNode;
  /**
   * Which map container shows the map: 'desktop' (992 px and wider, from the
   * debounced breakpoint) beside the list, 'mobile' above it.
   */
  layout?: 'desktop' | 'mobile';
  /** The desktop map follows the list's height (off in edit mode: use-map-height-sync). */
  syncMapHeight?: boolean;
  listRef: RefObject<HTMLDivElement | null>;
  offeringLabel: (value: string) => string;
  onPage: (page: number) => void;
  onSelect: (dealer: Dealer) => void;
  onShowAll: () => void;
  onSeeMore: () => void;
  onToggleMap: () => void;
  onTogglePreferred: (dealer: Dealer) => void;
}

/**
 * The count header text: singular or plural label (spec §2); zero takes the plural label in every
 * language (spec §8; core's pluralLabel decides zero before the locale's rules are asked).
 */
export function countText(total: number, labels: DealerLocatorLabels, locale: string): string {
  return pluralLabel(total, labels.resultCountSingular, labels.resultCountPlural, locale);
}

/**
 * The results panel (spec §2): count header, list, pagination, no-results and error messages,
 * the show-all link (only while one dealer is selected) and the map toggle with its container.
 */
export function ResultsPanel({ listRef, ...props }: ResultsPanelProps) {
  const { status, dealers, total, labels, locale, selected, range } = props;
  const single = selected !== null;
  const showList = status === 'results' && (total > 0 || props.heldBack > 0);
  const hasDesignated = showList && dealers.some((dealer) => dealer.isDesignatedLocation);
  const layout = props.layout ?? 'desktop';
  const section = useRef<HTMLElement>(null);
  useMapHeightSync(section, listRef, layout === 'desktop' && props.syncMapHeight !== false);
  // One map, two containers: DOM order is reading and Tab order (map above the list on mobile).
  const mapContainer = (
    <div
      id="dl-map"
      className={`dl-map dl-map--${layout}`}
      part="map"
      role="region"
      aria-label={labels.map}
      hidden={!props.mapVisible}
    >
      {props.map}
    </div>
  );
  return (
    <section
      ref={section}
      className={`dl-results dl-results--${layout}`}
      part="results"
      aria-labelledby="dl-results-heading"
    >
      <h3 id="dl-results-heading" className="mf-visually-hidden">
        {labels.results}
      </h3>
      <div className="dl-results__bar">
        {status === 'results' && !single ? (
          <p className="dl-results__count">
            <strong>{countText(total, labels, locale)}</strong>
            {range && total > 0 ? (
              <span className="dl-results__range">
                {' '}
                {formatLabel(labels.showingResults, {
                  start: formatInteger(range.start, locale),
                  end: formatInteger(range.end, locale),
                  total: formatInteger(range.total, locale),
                  of: labels.of,
                })}
              </span>
            ) : null}
          </p>
        ) : null}
        {single ? (
          <button type="button" className="dl-link-button" onClick={props.onShowAll}>
            {labels.showAll}
          </button>
        ) : null}
        <button
          type="button"
          className="dl-map-toggle"
          part="button"
          aria-expanded={props.mapVisible}
          aria-controls="dl-map"
          onClick={props.onToggleMap}
        >
          {props.mapVisible ? labels.hideMap : labels.showMap}
        </button>
      </div>
      {layout === 'mobile' ? mapContainer : null}
      {status === 'loading' ? <Spinner label={labels.searching} /> : null}
      {status === 'error' ? (
        <p className="dl-message dl-message--error">{labels.resultsError}</p>
      ) : null}
      {status === 'results' && !showList ? <p className="dl-message">{labels.noResults}</p> : null}
      {hasDesignated ? <p className="dl-notice">{labels.serviceTruckNotice}</p> : null}
      <div
        ref={listRef}
        className="dl-results__list"
        part="list"
        tabIndex={-1}
        role="region"
        aria-label={labels.results}
        aria-busy={props.pending || undefined}
        hidden={!showList}
      >
        <ol className="dl-list">
          {(showList ? dealers : []).map((dealer) => (
            <li key={dealer.id} part="list-item item">
              <DealerCard
                dealer={dealer}
                labels={labels}
                locale={locale}
                expanded={single}
                preferredCode={props.preferredCode}
                offeringLabel={props.offeringLabel}
                onSelect={props.onSelect}
                onTogglePreferred={props.onTogglePreferred}
              />
            </li>
          ))}
        </ol>
        {!single && props.heldBack > 0 && props.page >= props.pages ? (
          <button type="button" part="button" className="dl-see-more" onClick={props.onSeeMore}>
            {labels.seeMore}
          </button>
        ) : null}
        {!single ? (
          <Pagination
            page={props.page}
            pages={props.pages}
            onChange={props.onPage}
            labels={{
              pagination: labels.pagination,
              previousPage: labels.previousPage,
              nextPage: labels.nextPage,
              // `{of}` is the spec's own label; {page} and {pages} are filled by Pagination.
              page: formatLabel(labels.page, { of: labels.of }),
            }}
          />
        ) : null}
      </div>
      {layout === 'desktop' ? mapContainer : null}
    </section>
  );
}
