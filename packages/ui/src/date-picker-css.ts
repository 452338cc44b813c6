/** Stylesheets of the DatePicker (date-picker.tsx). */

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
