import type { Ref } from 'react';
import type { PlacePrediction } from '@mf/core/maps/places';
import { Combobox } from '@mf/ui/combobox';
import { usePlaceSuggestions, type MapsContext } from './use-place-suggestions';

export interface LocationComboboxProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  suggestionsLabel: string;
  maps: MapsContext;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Every keystroke's text (spec §5: typing clears the coordinates). */
  onType: (text: string) => void;
  /** A suggestion picked by Enter or by pointer (spec §4: marks a pending submit). */
  onChoose: (prediction: PlacePrediction) => void;
}

/**
 * The location box with place suggestions: the shared WAI-ARIA combobox of @mf/ui/combobox (list
 * autocomplete, no automatic selection; keys and focus are its business), fed by the place
 * suggestions of the maps seam. Enter on the typed text submits the form as typed, and no list
 * pops up afterwards.
 */
export function LocationCombobox({
  id,
  inputRef,
  value,
  suggestionsLabel,
  maps,
  required,
  invalid,
  describedBy,
  onType,
  onChoose,
}: LocationComboboxProps) {
  const suggestions = usePlaceSuggestions(maps);
  return (
    <Combobox
      id={id}
      inputRef={inputRef}
      value={value}
      options={suggestions.predictions}
      optionKey={(prediction) => prediction.placeId}
      renderOption={(prediction) => prediction.description}
      listLabel={suggestionsLabel}
      onInput={(text) => {
        onType(text);
        suggestions.query(text);
      }}
      onChoose={(prediction) => {
        suggestions.clear();
        onChoose(prediction);
      }}
      onEnterText={suggestions.clear}
      inputProps={{
        part: 'input',
        name: 'location',
        'aria-required': required || undefined,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
      }}
    />
  );
}
