/**
 * How the locator is shown (spec §1: "embedded in a page, shown as a modal, or opened as a popup
 * window by another site"), from the `mode` attribute. Shared by the modal and the popup code.
 */
export const LOCATOR_MODES = ['embedded', 'modal', 'popup'] as const;
export type LocatorMode = (typeof LOCATOR_MODES)[number];

export function isLocatorMode(value: unknown): value is LocatorMode {
  return typeof value === 'string' && (LOCATOR_MODES as readonly string[]).includes(value);
}

/**
 * The `mode` attribute's validator: one of the three modes (case and surrounding spaces
 * forgiven); an empty value is the default, `embedded`. Anything else throws, so the element
 * adapter logs `mf-dealer-locator: "mode" is invalid: ...` and uses the default (docs/style.md:
 * a bad attribute never breaks the page).
 */
export function parseMode(value: unknown): LocatorMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === '' || text === undefined) return 'embedded';
  if (isLocatorMode(text)) return text;
  throw new Error(`mode must be one of embedded, modal or popup, got ${JSON.stringify(value)}`);
}
