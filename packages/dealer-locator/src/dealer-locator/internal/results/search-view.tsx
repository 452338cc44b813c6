import type { ReactNode, Ref, RefObject } from 'react';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import type { Dealer } from '../data/types';
import { FilterBar } from './filter-bar';
import type { DistanceOption } from '../attributes/options';
import { ResultsPanel } from './results-panel';
import { SearchForm, type SearchFormProps } from '../search/search-form';
import type { DealerSearch } from '../search/use-dealer-search';

export interface SearchViewProps {
  hidden: boolean;
  search: DealerSearch;
  formProps: Omit<SearchFormProps, 'labels' | 'submitDisabled'>;
  labels: DealerLocatorLabels;
  locale: string;
  distanceOptions: readonly DistanceOption[];
  preferredCode: string | null;
  mapVisible: boolean;
  /** spec §2: without maps consent this panel replaces the filter bar, results and map. */
  noConsent?: ReactNode;
  /** The results map (internal/map), placed in the results panel's map container. */
  map?: ReactNode;
  /** Desktop or mobile map container (ResultsPanel). */
  layout?: 'desktop' | 'mobile';
  syncMapHeight?: boolean;
  listRef: RefObject<HTMLDivElement | null>;
  filtersRef: Ref<HTMLDivElement>;
  offeringLabel: (value: string) => string;
  onDistanceChange: (value: string) => void;
  onPage: (page: number) => void;
  onSelect: (dealer: Dealer | null) => void;
  onSeeMore: () => void;
  onToggleMap: () => void;
  onTogglePreferred: (dealer: Dealer) => void;
}

/**
 * The search screen (spec §2): form, filter bar (hidden when a search fails or before the first
 * answer) and results panel. Kept mounted while the detail view shows, so returning keeps the
 * answer, the page and the filters.
 */
export function SearchView({ listRef, filtersRef, ...props }: SearchViewProps) {
  const { search, labels } = props;
  const { status } = search.state;
  const showFilters = search.filters !== null && status !== 'error' && !props.noConsent;
  return (
    <div className="dl-search" hidden={props.hidden}>
      <SearchForm
        {...props.formProps}
        labels={labels}
        submitDisabled={search.state.submitDisabled}
      />
      <div ref={filtersRef}>
        {showFilters && search.filters ? (
          <FilterBar
            filters={search.filters}
            distanceOptions={props.distanceOptions}
            labels={labels}
            offeringLabel={props.offeringLabel}
            onDistanceChange={props.onDistanceChange}
            onOfferingChange={search.changeOffering}
            onLocationTypeChange={search.changeLocationType}
          />
        ) : null}
      </div>
      {props.noConsent}
      {props.noConsent ? null : (
        <ResultsPanel
          status={status}
          dealers={search.pageDealers}
          total={search.results?.total ?? 0}
          page={search.state.page}
          pages={search.pages}
          range={search.range}
          pending={search.listPending}
          selected={search.selected}
          heldBack={search.results?.heldBack.length ?? 0}
          labels={labels}
          locale={props.locale}
          preferredCode={props.preferredCode}
          mapVisible={props.mapVisible}
          map={props.map}
          layout={props.layout}
          syncMapHeight={props.syncMapHeight}
          listRef={listRef}
          offeringLabel={props.offeringLabel}
          onPage={props.onPage}
          onSelect={props.onSelect}
          onShowAll={() => props.onSelect(null)}
          onSeeMore={props.onSeeMore}
          onToggleMap={props.onToggleMap}
          onTogglePreferred={props.onTogglePreferred}
        />
      )}
    </div>
  );
}
