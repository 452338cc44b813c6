/**
 * How the locator is shown (spec §1: "embedded in a page, shown as a modal, or opened as a popup
 * window by another site"), from the `mode` attribute.
 */
export type LocatorMode = 'embedded' | 'modal' | 'popup';

const MODES: readonly LocatorMode[] = ['embedded', 'modal', 'popup'];

/**
 * The mode named by `value` (case and surrounding spaces ignored); an empty value is the default,
 * `embedded`. Anything else throws, so the element adapter logs `mf-dealer-locator: "mode" is
 * invalid: ...` and uses the default (STYLE.md: a bad attribute never breaks the page).
 */
export function parseMode(value: unknown): LocatorMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (text === '') return 'embedded';
  const mode = MODES.find((candidate) => candidate === text);
  if (!mode) throw new Error(`expected embedded, modal or popup, got "${String(value)}"`);
  return mode;
}
