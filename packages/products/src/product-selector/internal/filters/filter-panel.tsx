import type { Market, PowerUnit } from '@mf/core/i18n/market';
import { formatLabel } from '@mf/core/i18n/labels';
import { formatInteger, numberFormat } from '@mf/core/i18n/plural';
import { formatPowerValue, powerSymbol } from '@mf/core/i18n/units';
import { Disclosure, useAccordion } from '@mf/ui/disclosure';
import { RangeSlider } from '@mf/ui/range-slider';
import type { FilterDefinition } from '../../../shared/data/filters';
import { powerScale, type PowerFacet } from '../../../shared/data/power';
import type { FacetCounts } from '../data/apply';
import { committedRange, shownRange } from '../data/power-range';
import { parseStoredRange, storeRange, type Selection } from '../data/selection';

interface FilterPanelLabels {
  noMatch: string;
  minimum: string;
  maximum: string;
  powerLabel: string;
  powerUnit: string;
}

/** The power facets' unit and the market that names and converts it (README, "Power units"). */
export interface PowerView {
  unit: PowerUnit;
  market: Market;
}

/** A filter's name as shown: a power facet's with the unit it is shown in ("Power (kW)"). */
export function filterLabel(
  filter: FilterDefinition,
  power: PowerView,
  labels: { powerLabel: string },
): string {
  if (filter.kind !== 'power') return filter.label;
  return formatLabel(labels.powerLabel, {
    label: filter.label,
    unit: powerSymbol(power.unit, power.market.language),
  });
}

interface FilterPanelProps {
  idPrefix: string;
  filters: readonly FilterDefinition[];
  selection: Selection;
  counts: FacetCounts;
  locale: string;
  labels: FilterPanelLabels;
  power: PowerView;
  onOptionChange: (field: string, value: string, checked: boolean) => void;
  onRangeChange: (field: string, range: string | null) => void;
  /** The visitor chose the unit the power facets are shown in. */
  onPowerUnitChange: (unit: PowerUnit) => void;
}

/**
 * The filter panel (spec §2, §4): one accordion list per definition, one open at a time
 * (@mf/ui/disclosure's single accordion). A list filter shows a checkbox per option with its
 * count; an option that would give no result is marked (its count 0, dimmed, "no results" for
 * assistive technology). A range filter is a two-thumb slider with number fields (@mf/ui/range-slider);
 * a power facet's has the hp/kW switch above it (README, "Power units").
 */
export function FilterPanel(props: FilterPanelProps) {
  const { filters, selection, counts, labels, idPrefix } = props;
  const accordion = useAccordion({
    single: true,
    initiallyOpen: filters[0] ? [filters[0].field] : [],
  });
  return (
    <div className="filters__list">
      {filters.map((filter) => {
        const id = `${idPrefix}-${filter.field}`;
        const active =
          filter.kind === 'options'
            ? (selection.options[filter.field]?.length ?? 0)
            : selection.ranges[filter.field]
              ? 1
              : 0;
        return (
          <Disclosure
            key={filter.field}
            id={id}
            {...accordion.itemProps(filter.field)}
            headingLevel={3}
            landmark={false}
            className="filters__section"
            summary={
              <>
                {filterLabel(filter, props.power, labels)}
                {active ? (
                  <span className="filters__active"> ({formatInteger(active, props.locale)})</span>
                ) : null}
              </>
            }
          >
            {filter.kind === 'options' ? (
              <ul className="filters__options" aria-label={filter.label}>
                {filter.options.map((option) => {
                  const count = counts.get(filter.field)?.get(option.value) ?? 0;
                  const checked = selection.options[filter.field]?.includes(option.value) ?? false;
                  return (
                    <li key={option.value} data-empty={count === 0 && !checked ? '' : undefined}>
                      <label className="filters__option">
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={(event) =>
                            props.onOptionChange(filter.field, option.value, event.target.checked)
                          }
                        />
                        <span className="filters__option-label">{option.label}</span>{' '}
                        <span className="filters__count">
                          ({formatInteger(count, props.locale)})
                        </span>
                        {count === 0 ? (
                          <span className="mf-visually-hidden">, {labels.noMatch}</span>
                        ) : null}
                      </label>
                    </li>
                  );
                })}
              </ul>
            ) : filter.kind === 'power' ? (
              <PowerFilter {...props} filter={filter} id={id} />
            ) : (
              <RangeFilter {...props} filter={filter} id={id} />
            )}
          </Disclosure>
        );
      })}
    </div>
  );
}

function RangeFilter({
  filter,
  id,
  selection,
  labels,
  locale,
  onRangeChange,
}: FilterPanelProps & { filter: Extract<FilterDefinition, { kind: 'range' }>; id: string }) {
  const chosen = parseStoredRange(selection.ranges[filter.field]);
  const value: [number, number] = chosen ? [chosen.min, chosen.max] : [filter.min, filter.max];
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <RangeSlider
      id={`${id}-slider`}
      label={filter.label}
      min={filter.min}
      max={filter.max}
      step={filter.step}
      value={value}
      minLabel={labels.minimum}
      maxLabel={labels.maximum}
      valueText={(v) => `${number.format(v)}${filter.unit ? ` ${filter.unit}` : ''}`}
      onChange={([low, high]) =>
        // The whole span is no filter at all: nothing is stored for it.
        onRangeChange(
          filter.field,
          low === filter.min && high === filter.max ? null : storeRange(low, high),
        )
      }
    />
  );
}

/**
 * A power facet: the unit switch (two radio buttons, the market's unit first, each a 24 px target)
 * and the slider in that unit. The range stays in kW (data/power-range.ts): the switch redraws
 * the slider in the other unit and changes no result.
 */
function PowerFilter({
  filter,
  id,
  selection,
  labels,
  power,
  onRangeChange,
  onPowerUnitChange,
}: FilterPanelProps & { filter: PowerFacet; id: string }) {
  const { unit, market } = power;
  const { language } = market;
  const scale = powerScale(filter, unit, language);
  const current = parseStoredRange(selection.ranges[filter.field]);
  const value = shownRange(current, scale, unit, language);
  const units: PowerUnit[] = market.power === 'kW' ? ['kW', 'hp'] : ['hp', 'kW'];
  return (
    <>
      <fieldset className="filters__unit" part="power-unit">
        <legend className="filters__unit-legend">{labels.powerUnit}</legend>
        {units.map((option) => (
          <label key={option} className="filters__unit-option">
            <input
              type="radio"
              name={`${id}-unit`}
              value={option}
              checked={option === unit}
              onChange={() => onPowerUnitChange(option)}
            />
            {powerSymbol(option, language)}
          </label>
        ))}
      </fieldset>
      <RangeSlider
        // A new unit is a new scale: no draft of the other unit carries over.
        key={unit}
        id={`${id}-slider`}
        label={filterLabel(filter, power, labels)}
        min={scale.min}
        max={scale.max}
        step={scale.step}
        value={value}
        minLabel={labels.minimum}
        maxLabel={labels.maximum}
        valueText={(v) => formatPowerValue(v, unit, market)}
        onChange={(next) => {
          const range = committedRange(current, value, next, scale, unit, language);
          onRangeChange(filter.field, range && storeRange(range.min, range.max));
        }}
      />
    </>
  );
}

export interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

/** One chip per active filter (spec §2, §4); a chip removes its filter, "clear all" every one. */
export function Chips({
  chips,
  labels,
  onClearAll,
}: {
  chips: readonly Chip[];
  labels: { activeFilters: string; removeFilter: string; clearAll: string };
  onClearAll: () => void;
}) {
  if (!chips.length) return null;
  return (
    <div className="chips" part="chips" role="group" aria-label={labels.activeFilters}>
      <ul className="chips__list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chips__chip"
              part="chip"
              aria-label={formatLabel(labels.removeFilter, { label: chip.label })}
              onClick={chip.remove}
            >
              <span>{chip.label}</span>
              <span className="chips__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="chips__clear" part="button clear-all" onClick={onClearAll}>
        {labels.clearAll}
      </button>
    </div>
  );
}
