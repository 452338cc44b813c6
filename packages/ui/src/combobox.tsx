import {
  useState,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * Attributes passed through to the text box (name, part, type, placeholder, aria-required ...).
 * The combobox owns role, value, the aria-* of the pattern and the change, key and blur handlers.
 */
export type ComboboxInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'role' | 'value' | 'onChange' | 'onKeyDown' | 'onBlur' | 'defaultValue'
> & { part?: string };

export interface ComboboxProps<T> {
  /** Id of the text box; the listbox and the options derive theirs from it. */
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The text in the box (controlled). */
  value: string;
  /** The suggestions to offer for that text; none = the list is closed. */
  options: readonly T[];
  /** A stable key per option. */
  optionKey: (option: T) => string;
  /** An option's content (text, or text with marks: never HTML from a string). */
  renderOption: (option: T) => ReactNode;
  /** Accessible name of the listbox. */
  listLabel: string;
  /** Every keystroke's text. */
  onInput: (text: string) => void;
  /** An option picked by Enter or by pointer. */
  onChoose: (option: T) => void;
  /** Enter with no option active: the text is submitted as typed (the form does it). */
  onEnterText?: () => void;
  inputProps?: ComboboxInputProps;
}

/** The class names a consumer may style beside `comboboxCss`. */
export const COMBOBOX_CLASSES = {
  root: 'mf-combobox',
  list: 'mf-combobox__list',
  option: 'mf-combobox__option',
} as const;

/**
 * A WAI-ARIA combobox with a listbox popup (list autocomplete, no automatic selection), shared by
 * the dealer locator's place box and the site search. The text box keeps focus; ArrowDown and
 * ArrowUp move the active option (aria-activedescendant; from the box Down goes to the first, Up
 * to the last, both wrap); Home and End, with an option active, return to the text box and move
 * the caret to its start or end (APG: an editable combobox); Enter picks the active option, or
 * without one lets the form submit the typed text; Escape closes an open list and stops there
 * (so a surrounding bar or dialog closes only on the next Escape). A press on an option does not
 * blur the box. Rendered where the consumer renders it (inside the element's shadow root), so ids
 * and aria references resolve there.
 */
export function Combobox<T>({
  id,
  inputRef,
  value,
  options,
  optionKey,
  renderOption,
  listLabel,
  onInput,
  onChoose,
  onEnterText,
  inputProps,
}: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && options.length > 0;
  const current = expanded && active >= 0 && active < options.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: T) => {
    close();
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        current < 0
          ? step > 0
            ? 0
            : options.length - 1
          : (current + step + options.length) % options.length,
      );
    } else if ((event.key === 'Home' || event.key === 'End') && current >= 0) {
      // The browser moves the caret (not prevented); the visual focus goes back to the box.
      setActive(-1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      choose(options[current]!);
    } else if (event.key === 'Enter') {
      close();
      onEnterText?.();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className={COMBOBOX_CLASSES.root}>
      <input
        type="text"
        autoComplete="off"
        {...inputProps}
        ref={inputRef}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        value={value}
        onChange={(event) => {
          onInput(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={COMBOBOX_CLASSES.list}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            className={COMBOBOX_CLASSES.option}
            // Keep focus in the box: a press on an option must not blur (and close) the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Combobox styles (the list under the box, inside the element's shadow root). */
export const comboboxCss = `
.mf-combobox { position: relative; display: flex; flex-direction: column; }
.mf-combobox__list { position: absolute; top: 100%; inset-inline: 0; z-index: var(--_z-popover); margin: var(--_space-1) 0 0; padding: var(--_space-1) 0; list-style: none; background: var(--_color-surface); border: 1px solid var(--_color-border); border-radius: var(--_radius-sm); box-shadow: var(--_shadow-popover); max-height: calc(16 * var(--_unit)); overflow-y: auto; text-align: start; }
.mf-combobox__list[hidden] { display: none; }
.mf-combobox__option { min-height: var(--_control-size); display: flex; align-items: center; padding: 0 var(--_space-3); cursor: pointer; }
.mf-combobox__option[aria-selected='true'] { background: var(--_color-brand-subtle); outline: 2px solid var(--_color-brand); outline-offset: -2px; }
`;
