import { Select, type SelectOption } from '@mf/ui/select';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import { ALL_LOCATION_TYPES } from '../data/filters';
import { ALL_OFFERINGS, type Filters } from '../data/types';
import type { DistanceOption } from '../attributes/options';

export interface FilterBarProps {
  filters: Filters;
  distanceOptions: readonly DistanceOption[];
  labels: DealerLocatorLabels;
  offeringLabel: (value: string) => string;
  /** The raw 'radius unit' option value; the caller validates it (spec §5). */
  onDistanceChange: (value: string) => void;
  onOfferingChange: (value: string) => void;
  onLocationTypeChange: (value: string) => void;
}

/** The single location type chosen, or ALL_LOCATION_TYPES when none or every one is selected. */
function selectedLocationType(filters: Filters): string {
  const selected = filters.location_types.filter((option) => option.selected);
  return selected.length === 1 && filters.location_types.length > 1
    ? selected[0]!.value
    : ALL_LOCATION_TYPES;
}

/**
 * The filter bar (spec §2): locations, offerings and distance, each a WAI-ARIA select (ui/select).
 * The locations filter is hidden below 2 location types; the offerings filter when there is no
 * real offering beyond the default (while a new answer's offerings are gathered, it shows with the
 * default alone when they are expected: Filters.offeringsExpected). The caller hides the whole bar after a failed search.
 */
export function FilterBar({
  filters,
  distanceOptions,
  labels,
  offeringLabel,
  onDistanceChange,
  onOfferingChange,
  onLocationTypeChange,
}: FilterBarProps) {
  const locationOptions: SelectOption[] = [
    { value: ALL_LOCATION_TYPES, label: labels.allLocations },
    ...filters.location_types.map((option) => ({ value: option.value, label: option.label })),
  ];
  const offerings = filters.product_types.filter((option) => option.value !== ALL_OFFERINGS);
  const offeringOptions: SelectOption[] = [
    { value: ALL_OFFERINGS, label: labels.allOfferings },
    ...offerings.map((option) => ({ value: option.value, label: offeringLabel(option.value) })),
  ];
  const distanceValue = `${filters.radius} ${filters.distance_unit}`;
  const distances = distanceOptions.some((option) => option.value === distanceValue)
    ? distanceOptions
    : [...distanceOptions, { value: distanceValue, label: distanceValue }];

  return (
    <div
      className="dl-filters"
      part="filters"
      role="group"
      aria-label={labels.filters}
      aria-busy={filters.offeringsPending || undefined}
    >
      {filters.location_types.length >= 2 ? (
        <Select
          id="dl-filter-locations"
          label={labels.locations}
          options={locationOptions}
          value={selectedLocationType(filters)}
          onChange={onLocationTypeChange}
        />
      ) : null}
      {offerings.length > 0 || filters.offeringsExpected ? (
        <Select
          id="dl-filter-offerings"
          label={labels.offerings}
          options={offeringOptions}
          value={filters.product_type}
          onChange={onOfferingChange}
        />
      ) : null}
      <Select
        id="dl-filter-distance"
        label={labels.distance}
        options={distances}
        value={distanceValue}
        onChange={onDistanceChange}
      />
    </div>
  );
}
