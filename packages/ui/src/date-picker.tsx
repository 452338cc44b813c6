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
 * - `onChange` fires only when the day actually changes.
 *
 * Add `datePickerCss` (react-day-picker's stylesheet, trimmed, + ours) to the element's sheet.
 */
import { useId, useRef, useState, useEffect, type KeyboardEvent, type Ref } from 'react';
import { DayPicker } from 'react-day-picker';
import { formatDate } from '@mf/core/i18n/format';
import { formatLabel } from '@mf/core/i18n/labels';

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

/** Local midnight of the day of `date`. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function sameDay(a: Date | null, b: Date | null): boolean {
  return a === b || (!!a && !!b && startOfDay(a).getTime() === startOfDay(b).getTime());
}

/** The day of `date` kept inside the inclusive day range [min, max]. */
export function clampDay(date: Date, min?: Date | null, max?: Date | null): Date {
  const day = startOfDay(date);
  if (max && day > startOfDay(max)) return startOfDay(max);
  if (min && day < startOfDay(min)) return startOfDay(min);
  return day;
}

/** First day of the week of a locale by Intl week info (Chromium, Safari); Monday otherwise. */
export function firstDayOfWeek(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = tag.getWeekInfo?.().firstDay ?? tag.weekInfo?.firstDay ?? 1;
    return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  } catch {
    return 1;
  }
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
          part="date-picker-input"
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
          onClick={() => setOpen((was) => !was)}
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

/**
 * react-day-picker 10's stylesheet (react-day-picker/style.css, MIT), adopted as text and cut to
 * what a single-date, one-month calendar with the default navigation uses: no dropdown, range,
 * week-number, animation or right-to-left rules and no comments. The full file is 2.2 KB gzip of
 * the 35 KB budget; this is a third of it. Values are our tokens instead of its variables.
 */
export const dayPickerCss = `
.rdp-root{--rdp-accent-color:var(--mf-color-brand,#367c2b);position:relative;box-sizing:border-box}
.rdp-root *{box-sizing:border-box}
.rdp-months{position:relative;display:flex;flex-wrap:wrap;max-width:fit-content}
.rdp-month_caption{display:flex;align-content:center;height:2.75rem;font-weight:700;font-size:large}
.rdp-caption_label{position:relative;z-index:1;display:inline-flex;align-items:center;white-space:nowrap;border:0}
.rdp-nav{position:absolute;inset-block-start:0;inset-inline-end:0;display:flex;align-items:center;height:2.75rem}
.rdp-button_next,.rdp-button_previous{position:relative;display:inline-flex;align-items:center;justify-content:center;width:2.75rem;height:2.75rem;margin:0;padding:0;border:none;background:none;font:inherit;color:inherit;cursor:pointer;appearance:none}
.rdp-button_next[aria-disabled=true],.rdp-button_previous[aria-disabled=true]{cursor:revert;opacity:.5}
.rdp-chevron{display:inline-block;fill:var(--rdp-accent-color)}
.rdp-month_grid{border-collapse:collapse}
.rdp-weekday{padding:.5rem 0;font-weight:500;font-size:smaller;text-align:center;color:#4d4d4d}
.rdp-day{width:2.75rem;height:2.75rem;text-align:center}
.rdp-day_button{display:flex;align-items:center;justify-content:center;width:2.6rem;height:2.6rem;margin:0;padding:0;border:2px solid transparent;border-radius:100%;background:none;font:inherit;color:inherit;cursor:pointer}
.rdp-day_button:disabled{cursor:revert}
.rdp-today:not(.rdp-outside){color:var(--rdp-accent-color);font-weight:700}
.rdp-selected{font-weight:700}
.rdp-selected .rdp-day_button{border-color:var(--rdp-accent-color);background:var(--rdp-accent-color);color:#fff}
.rdp-outside{opacity:.75}
.rdp-disabled:not(.rdp-selected){opacity:.5}
.rdp-hidden{visibility:hidden}
`;

/** The calendar's stylesheet plus the field and dialog. */
export const datePickerCss = `${dayPickerCss}
.mf-date-picker{position:relative;display:flex;flex-direction:column;gap:0.25rem}
.mf-date-picker__label{font-weight:600}
.mf-date-picker__row{display:flex}
.mf-date-picker__input{flex:1;min-width:0;min-height:2.75rem;padding:0 0.75rem;border:1px solid #6b6b6b;border-right:0;border-radius:4px 0 0 4px;font:inherit;color:inherit;background:#fff}
.mf-date-picker__input::placeholder{color:#595959;opacity:1}
.mf-date-picker__button{min-width:2.75rem;min-height:2.75rem;border:1px solid #6b6b6b;border-radius:0 4px 4px 0;background:#fff;color:inherit;cursor:pointer}
.mf-date-picker__input:focus-visible,.mf-date-picker__button:focus-visible,.mf-date-picker__action:focus-visible,.mf-date-picker__dialog .rdp-day_button:focus-visible,.mf-date-picker__dialog .rdp-button_next:focus-visible,.mf-date-picker__dialog .rdp-button_previous:focus-visible{outline:3px solid var(--mf-color-focus,#005fcc);outline-offset:1px}
.mf-date-picker__hint{margin:0;font-size:0.875rem;color:#595959}
.mf-date-picker__dialog{position:absolute;top:100%;left:0;z-index:30;margin-top:0.25rem;padding:0.75rem;border:1px solid #6b6b6b;border-radius:4px;background:#fff;box-shadow:0 4px 16px rgb(0 0 0 / 0.2)}
.mf-date-picker__actions{display:flex;justify-content:flex-end;gap:0.5rem;margin-top:0.5rem}
.mf-date-picker__action{min-height:2.75rem;padding:0 1rem;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:inherit;font:inherit;cursor:pointer}
`;
