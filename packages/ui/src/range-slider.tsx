/**
 * RangeSlider: a two-thumb range slider, the WAI-ARIA multi-thumb slider pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/slider-multithumb/), with a number field beside each
 * thumb.
 *
 * ```tsx
 * <RangeSlider
 *   id="power"                       // base id (unique in the shadow root)
 *   label="Power (hp)"               // visible group label; names both thumbs with minLabel/maxLabel
 *   min={20} max={700} step={5}
 *   value={[100, 300]}               // controlled
 *   onChange={(range) => ...}        // a committed change: key press, pointer release, field commit
 *   valueText={(v) => `${v} hp`}     // aria-valuetext (the value with its unit)
 *   minLabel="Minimum" maxLabel="Maximum"
 * />
 * ```
 *
 * - Thumbs are `role="slider"` with aria-valuemin/max reflecting the other thumb (APG: a thumb
 *   cannot pass the other), aria-valuenow and aria-valuetext, aria-orientation horizontal.
 * - Keys (range-slider-model.ts): arrows one step, Page Up/Down ten, Home/End the thumb's
 *   lowest/highest; under dir="rtl" Left and Right follow the track, which runs right to left.
 * - Pointer: drag a thumb, or press the track to move the nearer thumb there. While dragging only
 *   the slider re-renders (its own draft state); `onChange` runs once, on release, so a caller
 *   filtering hundreds of cards works once per gesture. `onInput` (optional) hears every move.
 * - Number fields: typing moves the handle at once (the draft); Enter or leaving the field
 *   commits, snapped to the step and kept on its side; an empty or unreadable field goes back.
 * - Targets: thumbs and fields are at least 24 px (WCAG 2.5.8). The two thumbs sit on either side
 *   of their value (the lower one toward the start, the upper one toward the end), so they meet
 *   but never cover each other, even at equal values. Direction is read from the computed
 *   `direction` of the slider.
 *
 * Add `rangeSliderCss` to the element's stylesheet. Parts: `range-slider`, `range-slider-track`,
 * `range-slider-thumb`, `range-slider-input`.
 */
import { isRtl } from '@mf/core/browser/direction';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  keyTarget,
  moveThumb,
  nearerThumb,
  valueAt,
  type Range,
  type Thumb,
} from './range-slider-model';

export interface RangeSliderProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  value: Range;
  onChange: (range: [number, number]) => void;
  onInput?: (range: [number, number]) => void;
  valueText?: (value: number) => string;
  minLabel: string;
  maxLabel: string;
  className?: string;
}

export function RangeSlider({
  id,
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  onInput,
  valueText = String,
  minLabel,
  maxLabel,
  className,
}: RangeSliderProps) {
  const [draft, setDraft] = useState<Range | null>(null);
  const [fields, setFields] = useState<{ min: string | null; max: string | null }>({
    min: null,
    max: null,
  });
  const trackRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<Thumb | null>(null);
  const thumbRefs = { min: useRef<HTMLDivElement>(null), max: useRef<HTMLDivElement>(null) };
  const range = draft ?? value;
  const [low, high] = range;

  // A new value from the caller ends any draft that is not being dragged.
  const [seen, setSeen] = useState(value);
  if (seen[0] !== value[0] || seen[1] !== value[1]) {
    setSeen(value);
    if (!dragging) setDraft(null);
  }

  const update = (next: [number, number]) => {
    setDraft(next);
    onInput?.(next);
  };
  const commit = (next: [number, number]) => {
    setDraft(null);
    if (next[0] !== value[0] || next[1] !== value[1]) onChange(next);
  };
  const move = (thumb: Thumb, target: number) => moveThumb(range, thumb, target, min, max, step);

  const onKeyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLDivElement>) => {
    const current = thumb === 'min' ? low : high;
    const bounds = thumb === 'min' ? { lowest: min, highest: high } : { lowest: low, highest: max };
    const target = keyTarget(event.key, current, step, bounds, isRtl(trackRef.current));
    if (target === null) return;
    event.preventDefault();
    commit(move(thumb, target));
  };

  const pointerValue = (event: PointerEvent) => {
    const rect = trackRef.current!.getBoundingClientRect();
    return valueAt(event.clientX, rect.left, rect.width, min, max, isRtl(trackRef.current));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !trackRef.current) return;
    event.preventDefault();
    const at = pointerValue(event);
    const thumb =
      (event.target as HTMLElement).dataset.thumb === 'min'
        ? 'min'
        : (event.target as HTMLElement).dataset.thumb === 'max'
          ? 'max'
          : nearerThumb(range, at);
    setDragging(thumb);
    thumbRefs[thumb].current?.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    update(move(thumb, at));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    update(move(dragging, pointerValue(event)));
  };
  const onPointerEnd = () => {
    if (!dragging) return;
    setDragging(null);
    commit([low, high]);
  };

  const percent = (v: number) => ((v - min) / (max - min)) * 100;
  const thumb = (which: Thumb) => {
    const now = which === 'min' ? low : high;
    return (
      <div
        ref={thumbRefs[which]}
        role="slider"
        tabIndex={0}
        id={`${id}-${which}`}
        data-thumb={which}
        className="mf-range__thumb"
        part="range-slider-thumb"
        aria-label={`${which === 'min' ? minLabel : maxLabel}, ${label}`}
        aria-orientation="horizontal"
        aria-valuemin={which === 'min' ? min : low}
        aria-valuemax={which === 'min' ? high : max}
        aria-valuenow={now}
        aria-valuetext={valueText(now)}
        style={{ insetInlineStart: `${percent(now)}%` }}
        onKeyDown={onKeyDown(which)}
      />
    );
  };

  const field = (which: Thumb) => {
    const now = which === 'min' ? low : high;
    const typed = fields[which];
    const fieldId = `${id}-${which}-input`;
    const read = (text: string) => (text.trim() === '' ? NaN : Number(text));
    const finish = () => {
      if (typed === null) return;
      setFields((f) => ({ ...f, [which]: null }));
      const number = read(typed);
      if (Number.isFinite(number)) commit(moveThumb(value, which, number, min, max, step));
      else setDraft(null);
    };
    return (
      <label className="mf-range__field" htmlFor={fieldId}>
        <span className="mf-range__field-label">{which === 'min' ? minLabel : maxLabel}</span>
        <input
          id={fieldId}
          type="number"
          inputMode="decimal"
          className="mf-range__input"
          part="range-slider-input"
          min={min}
          max={max}
          step={step}
          value={typed ?? String(now)}
          onChange={(event) => {
            const text = event.target.value;
            setFields((f) => ({ ...f, [which]: text }));
            // Typing moves the handle at once (spec §5), clamped to its side; committed later.
            const number = read(text);
            if (Number.isFinite(number)) setDraft(moveThumb(value, which, number, min, max, 0));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              finish();
            }
          }}
          onBlur={finish}
        />
      </label>
    );
  };

  return (
    <div
      className={['mf-range', className].filter(Boolean).join(' ')}
      part="range-slider"
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <div id={`${id}-label`} className="mf-range__label">
        {label}
      </div>
      <div
        ref={trackRef}
        className="mf-range__track"
        part="range-slider-track"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className="mf-range__fill"
          style={{
            insetInlineStart: `${percent(low)}%`,
            insetInlineEnd: `${100 - percent(high)}%`,
          }}
        />
        {thumb('min')}
        {thumb('max')}
      </div>
      <div className="mf-range__fields">
        {field('min')}
        {field('max')}
      </div>
    </div>
  );
}

/**
 * Range slider styles (range-slider.css: minified in the build, as a template literal is not);
 * add to the sheet of every element that uses `<RangeSlider>`.
 */
export { default as rangeSliderCss } from './range-slider.css';
