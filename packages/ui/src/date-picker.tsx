/**
 * DatePicker: a text field plus a button that opens a calendar dialog (the WAI-ARIA APG "date
 * picker dialog" pattern), built on react-day-picker 10. The calendar is localised through Intl
 * (no date-fns locale files): month caption, weekday names and day labels.
 *
 * ```tsx
 * <DatePicker
 *   label="From"                              // visible <label> of the text field
 *   value={from} onChange={setFrom}           // Date | null; null shows the placeholder
 *   min={undefined} max={today}               // inclusive day bounds; days outside are disabled
 *   format={(d) => ...} parse={(t) => ...}    // the text format; parse returns null when invalid
 *   locale="de-DE"                            // BCP 47, for the calendar's names (Intl)
 *   labels={{ openCalendar: 'Choose from date', dialog: 'From date', ... }}
 * />
 * ```
 *
 * Behaviour:
 * - Typing then leaving the field (blur) or pressing Enter commits: empty or unparseable text
 *   gives null (the placeholder returns), a date outside [min, max] is clamped to the nearer
 *   bound (as jQuery UI's datepicker did), and the field is rewritten in `format`.
 * - The button opens the dialog below the field, inside the same (shadow) tree; focus moves to
 *   the selected day (else today, else the first enabled day). Arrow keys, PageUp/PageDown and
 *   Home/End move in the grid (react-day-picker); Enter/Space or a click chooses and closes;
 *   Escape or the Close button closes; Tab cycles inside the dialog (aria-modal). Closing returns
 *   focus to the button. A click outside closes without moving focus back.
 * - Right to left: on opening, the calendar takes the field's computed `direction` (the host page's
 *   `dir`, inherited through the shadow root) as react-day-picker's `dir`. Under `rtl` the days run
 *   from the right, the month arrows are mirrored (previous month at the right, pointing right)
 *   and ArrowLeft moves to the next day.
 * - `onChange` fires only when the day actually changes.
 *
 * Add `datePickerCss` (react-day-picker's stylesheet, trimmed, + ours) to the element's sheet.
 */
import { isRtl } from '@mf/core/browser/direction';
import { useId, useRef, useState, useEffect, type KeyboardEvent, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import { formatDate } from '@mf/core/i18n/format';
import { formatLabel } from '@mf/core/i18n/labels';

import { clampDay, firstDayOfWeek, sameDay, startOfDay } from './day';

export { datePickerCss, dayPickerCss } from './date-picker-css';
export { clampDay, firstDayOfWeek, sameDay, startOfDay } from './day';

export interface DatePickerLabels {
  /** Accessible name of the button that opens the calendar, e.g. 'Choose from date'. */
  openCalendar: string;
  /** Accessible name of the dialog, e.g. 'From date'. */
  dialog: string;
  close: string;
  clear: string;
  previousMonth: string;
  nextMonth: string;
  /** Day button name when selected: '{date}, selected'. */
  selected: string;
  /** Day button name of today: 'Today, {date}'. */
  today: string;
}

export interface DatePickerProps {
  id?: string;
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  min?: Date | null;
  max?: Date | null;
  placeholder?: string;
  format: (date: Date) => string;
  parse: (text: string) => Date | null;
  locale: string;
  labels: DatePickerLabels;
  /** Visible hint under the field (e.g. the expected format); linked by aria-describedby. */
  hint?: string;
  /** 0 = Sunday; defaults to the locale's first day (Intl week info), else Monday. */
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  disabled?: boolean;
  /** The text field (React 19 ref prop). */
  ref?: Ref<HTMLInputElement>;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex="0"]';

export function DatePicker({
  id,
  label,
  value,
  onChange,
  min = null,
  max = null,
  placeholder,
  format,
  parse,
  locale,
  labels,
  hint,
  weekStartsOn,
  disabled = false,
  ref,
}: DatePickerProps) {
  const generated = useId().replace(/[^\w-]/g, '');
  const inputId = id ?? `mf-date-${generated}`;
  const hintId = `${inputId}-hint`;
  const dialogId = `${inputId}-dialog`;
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The page's direction, read when the dialog opens (a page may switch `dir` at any time).
  const [dir, setDir] = useState<'ltr' | 'rtl'>('ltr');
  const wrapper = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const change = (next: Date | null) => {
    const bounded = next ? clampDay(next, min, max) : null;
    if (!sameDay(bounded, value)) onChange(bounded);
  };

  // spec §5: an unparseable typed date becomes null; empty text restores the placeholder.
  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    setDraft(null);
    change(text ? parse(text) : null);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // A pointer press outside closes the dialog (composedPath sees into shadow roots).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown, true);
    return () => document.removeEventListener('mousedown', onPointerDown, true);
  }, [open]);

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // aria-modal: keep Tab inside the dialog.
    // Only what Tab reaches: react-day-picker gives disabled month buttons and the days other
    // than the focused one tabindex -1.
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.tabIndex >= 0,
    );
    const root = dialog.current.getRootNode() as Document | ShadowRoot;
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const today = startOfDay(new Date());
  const defaultMonth = clampDay(value ?? today, min, max);
  const caption = (month: Date) => formatDate(month, locale, { month: 'long', year: 'numeric' });
  const describedBy = hint ? hintId : undefined;

  return (
    <div ref={wrapper} className="mf-date-picker" part="date-picker">
      <label htmlFor={inputId} className="mf-date-picker__label">
        {label}
      </label>
      <div className="mf-date-picker__row">
        <input
          ref={ref}
          id={inputId}
          type="text"
          part="date-picker-input input"
          className="mf-date-picker__input"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-describedby={describedBy}
          disabled={disabled}
          value={draft ?? (value ? format(value) : '')}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
        <button
          ref={button}
          type="button"
          part="date-picker-button"
          className="mf-date-picker__button"
          aria-label={labels.openCalendar}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          disabled={disabled}
          onClick={() => {
            setDir(isRtl(wrapper.current) ? 'rtl' : 'ltr');
            setOpen((was) => !was);
          }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
            />
          </svg>
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mf-date-picker__hint">
          {hint}
        </p>
      ) : null}
      {open ? (
        <div
          ref={dialog}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-label={labels.dialog}
          part="date-picker-dialog"
          className="mf-date-picker__dialog"
          onKeyDown={onDialogKeyDown}
        >
          <DayPicker
            mode="single"
            required
            autoFocus
            lang={locale}
            dir={dir}
            selected={value ?? undefined}
            onSelect={(day: Date | undefined) => {
              if (day) change(day);
              close(true);
            }}
            defaultMonth={defaultMonth}
            startMonth={min ?? undefined}
            endMonth={max ?? undefined}
            disabled={[
              ...(min ? [{ before: startOfDay(min) }] : []),
              ...(max ? [{ after: startOfDay(max) }] : []),
            ]}
            weekStartsOn={weekStartsOn ?? firstDayOfWeek(locale)}
            formatters={{
              formatCaption: caption,
              formatWeekdayName: (day) => formatDate(day, locale, { weekday: 'short' }),
            }}
            labels={{
              labelGrid: caption,
              labelNav: () => labels.dialog,
              labelNext: () => labels.nextMonth,
              labelPrevious: () => labels.previousMonth,
              labelWeekday: (day) => formatDate(day, locale, { weekday: 'long' }),
              labelDayButton: (day, modifiers) => {
                let name = formatDate(day, locale, { dateStyle: 'full' });
                if (modifiers.today) name = formatLabel(labels.today, { date: name });
                if (modifiers.selected) name = formatLabel(labels.selected, { date: name });
                return name;
              },
            }}
          />
          <div className="mf-date-picker__actions">
            {value ? (
              <button
                type="button"
                className="mf-date-picker__action"
                onClick={() => {
                  change(null);
                  close(true);
                }}
              >
                {labels.clear}
              </button>
            ) : null}
            <button type="button" className="mf-date-picker__action" onClick={() => close(true)}>
              {labels.close}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
