/**
 * The card's `power-kw` attribute: the product's engine power in kW, one figure or a range
 * (`56`, `276-306`), shown in the market's unit with the other in brackets (README, "Power").
 */
import type { NumberRange } from '../../../shared/data/card';

const FIGURE = String.raw`(\d+(?:[.,]\d+)?)`;
const POWER = new RegExp(String.raw`^${FIGURE}(?:\s*[-–]\s*${FIGURE})?$`);

const number = (text: string) => Number(text.replace(',', '.'));

/** The range a valid `power-kw` holds ('' = none); null for anything else. */
export function parseKilowatts(text: string): NumberRange | null {
  const match = POWER.exec(text.trim());
  if (!match) return null;
  const low = number(match[1]!);
  const high = match[2] === undefined ? low : number(match[2]);
  return { min: Math.min(low, high), max: Math.max(low, high) };
}

/** The attribute's validator: '' or a figure or range in kW, as written; throws otherwise. */
export function validateKilowatts(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' || parseKilowatts(text)) return text;
  throw new Error("expected kW as a number or 'min-max' (276-306)");
}
