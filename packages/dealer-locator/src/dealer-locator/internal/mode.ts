/**
 * How the locator is shown (spec §1: "embedded in a page, shown as a modal, or opened as a popup
 * window by another site"). Shared by the modal and popup code; the `mode` attribute's parser.
 */
export const LOCATOR_MODES = ['embedded', 'modal', 'popup'] as const;
export type LocatorMode = (typeof LOCATOR_MODES)[number];

export function isLocatorMode(value: unknown): value is LocatorMode {
  return typeof value === 'string' && (LOCATOR_MODES as readonly string[]).includes(value);
}

/**
 * The `mode` attribute's validator: one of the three modes (surrounding whitespace and case are
 * forgiven); anything else throws, so the adapter logs it and uses the default (embedded).
 */
export function validateMode(value: unknown): LocatorMode {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (isLocatorMode(text)) return text;
  throw new Error(`mode must be one of ${LOCATOR_MODES.join(', ')}`);
}
