/**
 * The visitor's choice of power unit, remembered between visits (README, "Power units"): local
 * storage through core/browser/storage (never throws; blocked storage just forgets).
 */
import { readString, writeString } from '@mf/core/browser/storage';
import type { PowerUnit } from '@mf/core/i18n/market';
import { POWER_UNITS } from '../../../shared/data/power';

/** The local storage key: `hp` or `kW`, what the visitor last chose on a product selector. */
export const POWER_UNIT_STORAGE_KEY = 'mf-power-unit';

/** The remembered unit; null when there is none (or what is stored is no unit of ours). */
export function readPowerChoice(): PowerUnit | null {
  const stored = readString('local', POWER_UNIT_STORAGE_KEY);
  return POWER_UNITS.find((unit) => unit === stored) ?? null;
}

export function writePowerChoice(unit: PowerUnit): void {
  writeString('local', POWER_UNIT_STORAGE_KEY, unit);
}
