/**
 * The arithmetic of a two-thumb range slider (no React): snapping to the step, the keys of the
 * WAI-ARIA slider pattern, the pointer position to a value (RTL aware).
 */

export type Thumb = 'min' | 'max';
export type Range = readonly [number, number];

/** Page Up / Page Down move this many steps (APG: "a larger amount than the arrow keys"). */
const PAGE_STEPS = 10;

const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;

/** `value` on the step grid from `min`, inside [min, max] (floating error rounded away). */
export function snap(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  if (!(step > 0)) return clamped;
  const snapped = min + Math.round((clamped - min) / step) * step;
  const places = Math.max(decimals(step), decimals(min));
  return Math.min(max, Number(snapped.toFixed(places)));
}

/**
 * The range after `thumb` is asked to go to `value`: snapped, and kept on its own side of the
 * other thumb (the thumbs may meet, never cross).
 */
export function moveThumb(
  range: Range,
  thumb: Thumb,
  value: number,
  min: number,
  max: number,
  step: number,
): [number, number] {
  const [low, high] = range;
  if (thumb === 'min') return [snap(Math.min(value, high), min, high, step), high];
  // The upper thumb snaps on the same grid as the lower one, then stays at or above it.
  return [low, Math.max(low, snap(value, min, max, step))];
}

/**
 * APG slider keys: Right/Up one step up, Left/Down one step down (Right/Left swapped under
 * dir=rtl, where the track runs right to left), Page Up/Down ten steps, Home/End the lowest and
 * highest value this thumb may take. null for any other key.
 */
export function keyTarget(
  key: string,
  current: number,
  step: number,
  bounds: { lowest: number; highest: number },
  rtl: boolean,
): number | null {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
    case 'ArrowUp':
      return current + step;
    case back:
    case 'ArrowDown':
      return current - step;
    case 'PageUp':
      return current + step * PAGE_STEPS;
    case 'PageDown':
      return current - step * PAGE_STEPS;
    case 'Home':
      return bounds.lowest;
    case 'End':
      return bounds.highest;
    default:
      return null;
  }
}

/** The value under a pointer at `x` on a track from `left` of `width` px (RTL: right to left). */
export function valueAt(
  x: number,
  left: number,
  width: number,
  min: number,
  max: number,
  rtl: boolean,
): number {
  if (width <= 0) return min;
  const fraction = Math.min(1, Math.max(0, (x - left) / width));
  return min + (rtl ? 1 - fraction : fraction) * (max - min);
}

/** Which thumb a press on the track at `value` should move: the nearer one (ties: the side). */
export function nearerThumb(range: Range, value: number): Thumb {
  const [low, high] = range;
  if (value <= low) return 'min';
  if (value >= high) return 'max';
  return value - low <= high - value ? 'min' : 'max';
}
