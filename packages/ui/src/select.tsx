/**
 * Select: a WAI-ARIA "select-only combobox" (APG combobox pattern, select-only example) with a
 * listbox popup. Use it wherever a native `<select>` would do but the design needs a styled list.
 *
 * ```tsx
 * <Select
 *   label="Category"                      // visible label, names the combobox and the listbox
 *   options={[{ value: 'all', label: 'All' }, { value: 'a', label: 'A', disabled: true }]}
 *   value={category}                      // null or an unknown value shows the placeholder
 *   onChange={setCategory}                // called with the new value, only when it changes
 *   placeholder="Choose a category"
 * />
 * ```
 *
 * Props:
 * - `id?`: id of the combobox element (default: generated); the label, listbox and options
 *   derive their ids from it.
 * - `label`: visible label text. `hideLabel` keeps it for assistive technology only.
 * - `options`: `{ value, label, disabled? }[]`; disabled options are shown, skipped by the
 *   keyboard and cannot be chosen.
 * - `value`, `onChange(value)`: controlled value.
 * - `placeholder?`: shown while no option matches `value`.
 * - `invalid?`: sets aria-invalid. `describedBy?`: ids for aria-describedby (hint, error text).
 * - `disabled?`: aria-disabled, out of the tab order, ignores input.
 * - `ref?`: the combobox element (React 19 ref prop), e.g. to move focus to it.
 * - `className?`: extra class on the wrapper. Parts: `select`, `select-label`, `select-combobox`,
 *   `select-listbox`, `select-option`.
 *
 * Keyboard (APG): closed: ArrowDown/ArrowUp/Enter/Space/Alt+ArrowDown open (ArrowUp, Home and
 * End also move to the first/last option), a printable character opens and jumps (type-ahead).
 * Open: ArrowUp/ArrowDown move, Home/End, PageUp/PageDown by 10, type-ahead; Enter, Space and
 * Alt+ArrowUp choose and close; Tab chooses and lets focus move on; Escape closes without
 * choosing. Focus never leaves the combobox (aria-activedescendant). A click outside or focus
 * leaving closes the popup without choosing.
 *
 * The popup is positioned with plain CSS (absolute, below the field) inside the same tree, so in
 * an element it stays inside the shadow root (docs/style.md: never document.body). `place?` (a
 * `Placement` of `@mf/ui/floating`) takes over while the popup is open: it flips above the field
 * and keeps a margin from the window's edges (spec §9's 65 px for the product sort). Add
 * `selectCss` to the element's stylesheet. Custom properties: `--mf-select-max-height` (16rem).
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import {
  firstEnabled,
  lastEnabled,
  nextEnabled,
  PAGE_STEP,
  stepBy,
  TYPEAHEAD_MS,
  typeaheadIndex,
  type SelectOption,
} from './select-model';
import type { Placement } from './floating';

export { nextEnabled, TYPEAHEAD_MS, typeaheadIndex, type SelectOption } from './select-model';

export interface SelectProps {
  id?: string;
  label: string;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  className?: string;
  place?: Placement;
  ref?: Ref<HTMLDivElement>;
}

export function Select({
  id,
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder = '',
  invalid = false,
  describedBy,
  disabled = false,
  className,
  place,
  ref,
}: SelectProps) {
  const generated = useId();
  const comboId = id ?? `mf-select-${generated.replace(/[^\w-]/g, '')}`;
  const labelId = `${comboId}-label`;
  const listId = `${comboId}-listbox`;
  const optionId = (index: number) => `${comboId}-option-${index}`;

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const wrapper = useRef<HTMLDivElement>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const combo = useRef<HTMLDivElement | null>(null);
  const typeahead = useRef({ text: '', timer: 0 as ReturnType<typeof setTimeout> | 0 });

  const setComboRef = (node: HTMLDivElement | null) => {
    combo.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && !option.disabled && option.value !== value) onChange(option.value);
    close();
  };
  const startIndex = () =>
    selectedIndex >= 0 && !options[selectedIndex]!.disabled ? selectedIndex : firstEnabled(options);

  // Outside click closes; composedPath sees through shadow roots (the listener is on document).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) close();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('mousedown', onPointerDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('mousedown', onPointerDown, true);
    };
  }, [open]);

  // Keep the active option visible inside the popup without scrolling the page.
  useLayoutEffect(() => {
    const list = listbox.current;
    const option =
      open && active >= 0
        ? list?.querySelector<HTMLElement>(`#${CSS.escape(optionId(active))}`)
        : null;
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  });

  useEffect(() => () => clearTimeout(typeahead.current.timer), []);

  // Placement by `place` while open (before paint, so an opened popup never shows misplaced
  // once the positioning code is loaded).
  useLayoutEffect(() => {
    if (!open || !place || !combo.current || !listbox.current) return;
    return place.attach(combo.current, listbox.current);
  }, [open, place]);

  const onTypeahead = (character: string) => {
    const state = typeahead.current;
    clearTimeout(state.timer);
    state.text += character;
    state.timer = setTimeout(() => (state.text = ''), TYPEAHEAD_MS);
    const from = open ? active : selectedIndex;
    const match = typeaheadIndex(options, from, state.text);
    if (match >= 0) openAt(match);
    else if (!open) openAt(startIndex());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const { key, altKey, ctrlKey, metaKey } = event;
    let handled = true;
    if (!open) {
      // APG: ArrowUp opens on the current option too (only Home/End move on opening).
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ')
        openAt(startIndex());
      else if (key === 'Home') openAt(firstEnabled(options));
      else if (key === 'End') openAt(lastEnabled(options));
      else if (key.length === 1 && !ctrlKey && !metaKey && !altKey) onTypeahead(key);
      else handled = false;
    } else if (key === 'ArrowUp' && altKey) choose(active);
    else if (key === 'ArrowDown') setActive(nextEnabled(options, active, 1));
    else if (key === 'ArrowUp') setActive(nextEnabled(options, active, -1));
    else if (key === 'Home') setActive(firstEnabled(options));
    else if (key === 'End') setActive(lastEnabled(options));
    else if (key === 'PageDown') setActive(stepBy(options, active, PAGE_STEP));
    else if (key === 'PageUp') setActive(stepBy(options, active, -PAGE_STEP));
    else if (key === 'Enter') choose(active);
    else if (key === ' ' && !typeahead.current.text) choose(active);
    else if (key === 'Escape') close();
    else if (key === 'Tab') {
      choose(active);
      handled = false; // let focus move on
    } else if (key.length === 1 && !ctrlKey && !metaKey && !altKey) onTypeahead(key);
    else handled = false;
    if (handled) event.preventDefault();
  };

  return (
    <div ref={wrapper} part="select" className={['mf-select', className].filter(Boolean).join(' ')}>
      <div
        id={labelId}
        part="select-label"
        className={hideLabel ? 'mf-visually-hidden' : 'mf-select__label'}
        onClick={() => combo.current?.focus()}
      >
        {label}
      </div>
      <div
        ref={setComboRef}
        id={comboId}
        role="combobox"
        part="select-combobox"
        className="mf-select__combobox"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={
          open && active >= 0 && active < options.length ? optionId(active) : undefined
        }
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        aria-disabled={disabled || undefined}
        data-placeholder={selected ? undefined : ''}
        onKeyDown={onKeyDown}
        onFocus={place?.prepare}
        onPointerEnter={place?.prepare}
        onClick={() => {
          if (disabled) return;
          if (open) close();
          else openAt(startIndex());
        }}
        onBlur={(event) => {
          // Focus moving into our own popup (a click on the scrollbar) is not "leaving".
          if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <span className="mf-select__value">{selected ? selected.label : placeholder}</span>
        <span className="mf-select__chevron" aria-hidden="true" />
      </div>
      <div
        ref={listbox}
        id={listId}
        role="listbox"
        part="select-listbox"
        className="mf-select__listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        // Keep focus on the combobox while the pointer picks an option.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            part="select-option"
            className="mf-select__option"
            aria-selected={index === selectedIndex}
            aria-disabled={option.disabled || undefined}
            data-active={index === active ? '' : undefined}
            onClick={() => choose(index)}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Select styles; add to the stylesheet of every element that renders a Select. */
export const selectCss = `
.mf-select{position:relative;display:flex;flex-direction:column;gap:var(--_space-1);min-width:calc(12 * var(--_unit))}
.mf-select__label{font-weight:var(--_font-weight-medium);cursor:default}
.mf-select__combobox{display:flex;align-items:center;justify-content:space-between;gap:var(--_space-2);min-height:var(--_control-size);padding:0 var(--_space-3);border:1px solid var(--_color-border);border-radius:var(--_radius-sm);background:var(--_color-surface);color:inherit;cursor:pointer}
.mf-select__combobox[data-placeholder] .mf-select__value{color:var(--_color-text-muted)}
.mf-select__combobox[aria-invalid='true']{border-color:var(--_color-danger);box-shadow:inset 0 0 0 1px var(--_color-danger)}
.mf-select__combobox[aria-disabled='true']{cursor:not-allowed;opacity:0.55}
.mf-select__combobox:focus-visible{outline: 3px solid var(--_color-focus);outline-offset:2px}
.mf-select__chevron{width:calc(0.5 * var(--_unit));height:calc(0.5 * var(--_unit));border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:translateY(-25%) rotate(45deg)}
.mf-select__combobox[aria-expanded='true'] .mf-select__chevron{transform:translateY(25%) rotate(225deg)}
.mf-select__listbox{position:absolute;top:100%;inset-inline:0;z-index:var(--_z-popover);max-height:var(--mf-select-max-height,calc(16 * var(--_unit)));overflow-y:auto;margin-top:var(--_space-1);padding:var(--_space-1) 0;border:1px solid var(--_color-border);border-radius:var(--_radius-sm);background:var(--_color-surface-raised);box-shadow:var(--_shadow-popover)}
.mf-select__option{padding:calc(0.6 * var(--_unit)) var(--_space-3);cursor:pointer}
.mf-select__option[aria-selected='true']{font-weight:var(--_font-weight-bold)}
.mf-select__option[data-active]{background:var(--_color-brand-subtle);outline:2px solid var(--_color-brand);outline-offset:-2px}
.mf-select__option[aria-disabled='true']{color:var(--_color-text-muted);cursor:not-allowed}
`;
