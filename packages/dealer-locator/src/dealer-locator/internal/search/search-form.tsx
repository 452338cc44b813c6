import { useCallback, type FormEvent } from 'react';
import { Select } from '@mf/ui/select';
import type { DealerLocatorLabels } from '../../dealer-locator.api';
import { LocationCombobox } from '../places/location-combobox';
import { useLocationActions } from '../places/use-location-actions';
import type { MapsContext } from '../places/use-place-suggestions';
import type { BrandOption, RegionOption } from '../attributes/options';
import type { FormInput, SearchForm as FormState } from './use-search-form';

export interface SearchFormProps {
  form: FormState;
  labels: DealerLocatorLabels;
  brands: readonly BrandOption[];
  regions: readonly RegionOption[];
  brandRequiredMessage: string;
  locationRequiredMessage: string;
  /** spec §4: submit is blocked while flagged disabled. */
  submitDisabled: boolean;
  /** Maps key, locale, country and consent for place suggestions and use-my-location. */
  maps: MapsContext;
  onSearch: (input: FormInput) => void;
}

/**
 * The search form (spec §2): location box, optional brand selector, region selector, the
 * dealer-name toggle with its text box, and submit. spec §5: an invalid field gets the error
 * style, aria-invalid, its own configured required-error message and focus.
 */
export function SearchForm({
  form,
  labels,
  brands,
  regions,
  brandRequiredMessage,
  locationRequiredMessage,
  submitDisabled: searchPending,
  maps,
  onSearch,
}: SearchFormProps) {
  const { location: locationRef, brand: brandRef } = form.fieldRefs;
  const locationError = form.errors.includes('location');
  const brandError = form.errors.includes('brand');

  // spec §4: a located place submits the form when it arrives (pending submit).
  const { submit } = form;
  const submitPlace = useCallback(() => {
    const { input } = submit(true);
    if (input) onSearch(input);
  }, [submit, onSearch]);
  const actions = useLocationActions(form, maps, submitPlace);
  const submitDisabled = searchPending || actions.locating;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitDisabled) return;
    const { input, focus } = form.submit(true);
    if (focus) form.focusField(focus);
    if (input) onSearch(input);
  };

  return (
    <form className="dl-form" part="form" noValidate onSubmit={onSubmit} role="search">
      <div className={locationError ? 'dl-field dl-field--error' : 'dl-field'}>
        <label htmlFor="dl-location">{labels.location}</label>
        <LocationCombobox
          id="dl-location"
          inputRef={locationRef}
          value={form.location.text}
          suggestionsLabel={labels.placeSuggestions}
          maps={maps}
          required={form.rules.requireLocation}
          invalid={locationError}
          describedBy={locationError ? 'dl-location-error' : undefined}
          onType={actions.type}
          onChoose={actions.choose}
        />
        {maps.enabled ? (
          <button
            type="button"
            className="dl-locate"
            aria-disabled={actions.locating || undefined}
            onClick={actions.locate}
          >
            {labels.useMyLocation}
          </button>
        ) : null}
        {locationError ? (
          <p id="dl-location-error" className="dl-error">
            {locationRequiredMessage}
          </p>
        ) : null}
      </div>
      {brands.length > 0 ? (
        <div className={brandError ? 'dl-field dl-field--error' : 'dl-field'}>
          <Select
            ref={brandRef}
            id="dl-brand"
            label={labels.brand}
            options={brands}
            value={form.brand || null}
            placeholder={labels.brandPlaceholder}
            invalid={brandError}
            describedBy={brandError ? 'dl-brand-error' : undefined}
            onChange={form.setBrand}
          />
          {brandError ? (
            <p id="dl-brand-error" className="dl-error">
              {brandRequiredMessage}
            </p>
          ) : null}
        </div>
      ) : null}
      {regions.length > 0 ? (
        <div className="dl-field">
          <Select
            id="dl-region"
            label={labels.region}
            options={[{ value: '', label: labels.regionPlaceholder }, ...regions]}
            value={form.region}
            onChange={form.setRegion}
          />
        </div>
      ) : null}
      <div className="dl-field dl-field--name">
        <label className="dl-toggle">
          <input
            type="checkbox"
            checked={form.byName}
            aria-controls="dl-name-field"
            onChange={(event) => form.setByName(event.target.checked)}
          />
          {labels.searchByDealerName}
        </label>
        <div id="dl-name-field" className="dl-field" hidden={!form.byName}>
          <label htmlFor="dl-dealer-name">{labels.dealerName}</label>
          <input
            id="dl-dealer-name"
            part="input"
            type="text"
            name="dealer_name"
            value={form.dealerName}
            onChange={(event) => form.setDealerName(event.target.value)}
          />
        </div>
      </div>
      <button
        type="submit"
        part="button"
        className="dl-submit"
        aria-disabled={submitDisabled || undefined}
      >
        {labels.submit}
      </button>
    </form>
  );
}
