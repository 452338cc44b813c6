import { useState, type KeyboardEvent, type Ref } from 'react';
import type { PlacePrediction } from '@mf/core/maps/places';
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
 * The location box with place suggestions, a WAI-ARIA combobox (list autocomplete, no automatic
 * selection): the text box keeps focus, arrows move the active option (aria-activedescendant),
 * Enter picks it, Escape closes the list. Everything is rendered inside the element's shadow
 * root, so ids and aria references resolve there.
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const options = suggestions.predictions;
  const expanded = open && options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (prediction: PlacePrediction) => {
    close();
    suggestions.clear();
    onChoose(prediction);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box: Down goes to the first option, Up to the last; both wrap.
      setActive((current) =>
        !expanded || current < 0
          ? step > 0
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      // Enter on a suggestion picks it instead of submitting the form as typed.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Enter') {
      // Enter on the typed text submits the form as typed: no list pops up afterwards.
      close();
      suggestions.clear();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="dl-combobox">
      <input
        ref={inputRef}
        part="input"
        id={id}
        type="text"
        name="location"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          suggestions.query(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={suggestionsLabel}
        className="dl-suggestions"
        hidden={!expanded}
      >
        {options.map((prediction, index) => (
          <li
            key={prediction.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="dl-suggestion"
            // Keep focus in the box: a press on an option must not blur (and close) the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(prediction)}
          >
            {prediction.description}
          </li>
        ))}
      </ul>
    </div>
  );
}
