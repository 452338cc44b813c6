import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import {
  fieldToFocus,
  revalidateOnType,
  typeLocation,
  validateSearchForm,
  visibleErrors,
  zipcodeFromQuery,
  type LocationState,
  type SearchField,
  type SearchFormRules,
} from '../data/validation';
import type { LatLng } from '../data/types';
import type { BrandOption, RegionOption } from '../attributes/options';
import type { SearchInput } from './request';

export interface SearchFormConfig {
  brands: readonly BrandOption[];
  regions: readonly RegionOption[];
  requireLocation: boolean;
  /** The page's brand, region, country and contract attributes (spec §3 search form options). */
  brand: string;
  region: string;
  country: string;
  contract: string;
  /** Popup mode: coordinates the first search starts from (lat/lng parameters). */
  geocode?: LatLng | null;
}

export type FormInput = Omit<SearchInput, 'radius' | 'distance_unit'>;

export interface SearchForm {
  location: LocationState;
  brand: string;
  region: string;
  byName: boolean;
  dealerName: string;
  /** Fields showing an error (only after a first submit attempt, spec §5). */
  errors: SearchField[];
  rules: SearchFormRules;
  setLocation: (text: string) => void;
  /** A located place (suggestion or device location): text plus coordinates (spec §3). */
  choosePlace: (location: LocationState) => void;
  setBrand: (brand: string) => void;
  setRegion: (region: string) => void;
  setByName: (on: boolean) => void;
  setDealerName: (name: string) => void;
  /** The fields that can be invalid, for focus (spec §5): the form renders them with these. */
  fieldRefs: {
    location: RefObject<HTMLInputElement | null>;
    brand: RefObject<HTMLDivElement | null>;
  };
  /** spec §5: the invalid field gets focus, also when the search came from the filter bar. */
  focusField: (field: SearchField) => void;
  /**
   * Validates. A visitor's submit marks the attempt, shows the errors and returns the field to
   * focus; the automatic first search validates silently. Returns the input when valid.
   */
  submit: (byVisitor: boolean) => { input: FormInput | null; focus: SearchField | null };
}

function initialLocation(geocode: LatLng | null = null): LocationState {
  // spec §2/§5: the zipcode query parameter pre-fills the location box only when well-formed.
  const zipcode = typeof location === 'undefined' ? null : zipcodeFromQuery(location.search);
  return { text: zipcode ?? '', geocode: zipcode ? null : geocode, addressComponents: [] };
}

/** The search form's values and the validation of spec §5. */
export function useSearchForm(config: SearchFormConfig): SearchForm {
  const rules = useMemo<SearchFormRules>(
    () => ({ hasBrandSelector: config.brands.length > 0, requireLocation: config.requireLocation }),
    [config.brands.length, config.requireLocation],
  );
  const [location, setLocationState] = useState<LocationState>(() =>
    initialLocation(config.geocode),
  );
  const [brand, setBrandState] = useState(() =>
    config.brands.some((option) => option.value === config.brand) ? config.brand : '',
  );
  const [region, setRegionState] = useState(config.region);
  const [byName, setByName] = useState(false);
  const [dealerName, setDealerName] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [invalid, setInvalid] = useState<SearchField[]>([]);

  const setLocation = useCallback(
    (text: string) => {
      // spec §5: typing or clearing clears the coordinates; re-validates when location is required.
      setLocationState((current) => typeLocation(current, text));
      if (revalidateOnType(rules, attempted))
        setInvalid(validateSearchForm({ location: text, brand }, rules));
    },
    [rules, attempted, brand],
  );

  const choosePlace = useCallback(
    (next: LocationState) => {
      setLocationState(next);
      if (revalidateOnType(rules, attempted))
        setInvalid(
          validateSearchForm({ location: next.text, brand, geocode: next.geocode }, rules),
        );
    },
    [rules, attempted, brand],
  );

  const setBrand = useCallback(
    (next: string) => {
      setBrandState(next);
      if (attempted)
        setInvalid(
          validateSearchForm(
            { location: location.text, brand: next, geocode: location.geocode },
            rules,
          ),
        );
    },
    [attempted, location.text, location.geocode, rules],
  );

  const setRegion = useCallback(
    (next: string) => {
      setRegionState(next);
      // spec §4: a region change clears the location text and carries the region's centre.
      const option = config.regions.find((candidate) => candidate.value === next);
      const centre =
        option?.lat !== undefined && option.lng !== undefined
          ? { latitude: option.lat, longitude: option.lng }
          : null;
      setLocationState({ text: '', geocode: centre, addressComponents: [] });
      if (revalidateOnType(rules, attempted))
        setInvalid(validateSearchForm({ location: '', brand, geocode: centre }, rules));
    },
    [config.regions, rules, attempted, brand],
  );

  const locationRef = useRef<HTMLInputElement>(null);
  const brandRef = useRef<HTMLDivElement>(null);
  const fieldRefs = useMemo(() => ({ location: locationRef, brand: brandRef }), []);
  const focusField = useCallback(
    (field: SearchField) => (field === 'location' ? locationRef : brandRef).current?.focus(),
    [],
  );

  const submit = useCallback<SearchForm['submit']>(
    (byVisitor) => {
      const found = validateSearchForm(
        { location: location.text, brand, geocode: location.geocode },
        rules,
      );
      if (byVisitor) {
        setAttempted(true);
        setInvalid(found);
      }
      if (found.length > 0) return { input: null, focus: byVisitor ? fieldToFocus(found) : null };
      return {
        input: {
          brand: rules.hasBrandSelector ? brand : config.brand,
          region,
          country: config.country,
          contract: config.contract,
          location: location.text,
          geocode: location.geocode,
          addressComponents: location.addressComponents,
          dealerName: byName ? dealerName : '',
        },
        focus: null,
      };
    },
    [
      location,
      brand,
      rules,
      region,
      config.brand,
      config.country,
      config.contract,
      byName,
      dealerName,
    ],
  );

  return {
    location,
    brand,
    region,
    byName,
    dealerName,
    errors: visibleErrors(invalid, attempted),
    rules,
    fieldRefs,
    focusField,
    setLocation,
    choosePlace,
    setBrand,
    setRegion,
    setByName,
    setDealerName,
    submit,
  };
}
