/** Stylesheets of the DatePicker (date-picker.tsx). */

/**
 * react-day-picker 10's stylesheet (react-day-picker/style.css, MIT), adopted as text and cut to
 * what a single-date, one-month calendar with the default navigation uses: no dropdown, range,
 * week-number or animation rules and no comments. The full file is 2.2 KB gzip of
 * the 35 KB budget; this is a third of it. Values are our tokens instead of its variables.
 */
export const dayPickerCss = `
.rdp-root{--rdp-accent-color:var(--_color-brand);position:relative;box-sizing:border-box}
.rdp-root *{box-sizing:border-box}
.rdp-months{position:relative;display:flex;flex-wrap:wrap;max-width:fit-content}
.rdp-month_caption{display:flex;align-content:center;height:var(--_control-size);font-weight:var(--_font-weight-bold);font-size:large}
.rdp-caption_label{position:relative;z-index:1;display:inline-flex;align-items:center;white-space:nowrap;border:0}
.rdp-nav{position:absolute;inset-block-start:0;inset-inline-end:0;display:flex;align-items:center;height:var(--_control-size)}
.rdp-button_next,.rdp-button_previous{position:relative;display:inline-flex;align-items:center;justify-content:center;width:var(--_control-size);height:var(--_control-size);margin:0;padding:0;border:none;background:none;font:inherit;color:inherit;cursor:pointer;appearance:none}
.rdp-button_next[aria-disabled=true],.rdp-button_previous[aria-disabled=true]{cursor:revert;opacity:.5}
.rdp-chevron{display:inline-block;fill:var(--rdp-accent-color)}
.rdp-root[dir=rtl] .rdp-nav .rdp-chevron{transform:rotate(180deg);transform-origin:50%}
.rdp-month_grid{border-collapse:collapse}
.rdp-weekday{padding:calc(.5 * var(--_unit)) 0;font-weight:var(--_font-weight-medium);font-size:smaller;text-align:center;color:var(--_color-text-muted)}
.rdp-day{width:var(--_control-size);height:var(--_control-size);text-align:center}
.rdp-day_button{display:flex;align-items:center;justify-content:center;width:calc(2.6 * var(--_unit));height:calc(2.6 * var(--_unit));margin:0;padding:0;border:2px solid transparent;border-radius:100%;background:none;font:inherit;color:inherit;cursor:pointer}
.rdp-day_button:disabled{cursor:revert}
.rdp-today:not(.rdp-outside){color:var(--rdp-accent-color);font-weight:var(--_font-weight-bold)}
.rdp-selected{font-weight:var(--_font-weight-bold)}
.rdp-selected .rdp-day_button{border-color:var(--rdp-accent-color);background:var(--rdp-accent-color);color:var(--_color-on-brand)}
.rdp-outside{opacity:.75}
.rdp-disabled:not(.rdp-selected){opacity:.5}
.rdp-hidden{visibility:hidden}
`;

/** The calendar's stylesheet plus the field and dialog. */
export const datePickerCss = `${dayPickerCss}
.mf-date-picker{position:relative;display:flex;flex-direction:column;gap:var(--_space-1)}
.mf-date-picker__label{font-weight:var(--_font-weight-medium)}
.mf-date-picker__row{display:flex}
.mf-date-picker__input{flex:1;min-width:0;min-height:var(--_control-size);padding:0 var(--_space-3);border:1px solid var(--_color-border);border-inline-end:0;border-radius:0;border-start-start-radius:var(--_radius-sm);border-end-start-radius:var(--_radius-sm);font:inherit;color:inherit;background:var(--_color-surface)}
.mf-date-picker__input::placeholder{color:var(--_color-text-muted);opacity:1}
.mf-date-picker__button{min-width:var(--_control-size);min-height:var(--_control-size);border:1px solid var(--_color-border);border-radius:0;border-start-end-radius:var(--_radius-sm);border-end-end-radius:var(--_radius-sm);background:var(--_color-surface);color:inherit;cursor:pointer}
.mf-date-picker__input:focus-visible,.mf-date-picker__button:focus-visible,.mf-date-picker__action:focus-visible,.mf-date-picker__dialog .rdp-day_button:focus-visible,.mf-date-picker__dialog .rdp-button_next:focus-visible,.mf-date-picker__dialog .rdp-button_previous:focus-visible{outline: 3px solid var(--_color-focus);outline-offset:1px}
.mf-date-picker__hint{margin:0;font-size:var(--_font-size-sm);color:var(--_color-text-muted)}
.mf-date-picker__dialog{position:absolute;top:100%;inset-inline-start:0;z-index:var(--_z-popover);margin-top:var(--_space-1);padding:var(--_space-3);border:1px solid var(--_color-border);border-radius:var(--_radius-sm);background:var(--_color-surface-raised);box-shadow:var(--_shadow-popover)}
.mf-date-picker__actions{display:flex;justify-content:flex-end;gap:var(--_space-2);margin-top:var(--_space-2)}
.mf-date-picker__action{min-height:var(--_control-size);padding:0 var(--_space-4);border:1px solid var(--_color-border);border-radius:var(--_radius-sm);background:var(--_color-surface);color:inherit;font:inherit;cursor:pointer}
`;
