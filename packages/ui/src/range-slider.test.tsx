import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './range-slider';
import { keyTarget, moveThumb, snap, valueAt } from './range-slider-model';

function Harness({ onChange = () => {} }: { onChange?: (r: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([100, 300]);
  return (
    <RangeSlider
      id="hp"
      label="Power"
      min={20}
      max={700}
      step={5}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      valueText={(v) => `${v} hp`}
      minLabel="Minimum"
      maxLabel="Maximum"
    />
  );
}

const thumbs = () => ({
  low: screen.getByRole('slider', { name: 'Minimum, Power' }),
  high: screen.getByRole('slider', { name: 'Maximum, Power' }),
});

describe('RangeSlider (WAI-ARIA multi-thumb slider)', () => {
  it('names, values and value texts with the unit; each thumb bounded by the other', () => {
    render(<Harness />);
    const { low, high } = thumbs();
    expect(screen.getByRole('group', { name: 'Power' })).toBeInTheDocument();
    expect(low).toHaveAttribute('aria-valuenow', '100');
    expect(low).toHaveAttribute('aria-valuetext', '100 hp');
    expect(low).toHaveAttribute('aria-valuemin', '20');
    expect(low).toHaveAttribute('aria-valuemax', '300');
    expect(high).toHaveAttribute('aria-valuemin', '100');
    expect(high).toHaveAttribute('aria-valuemax', '700');
  });

  it('keys: arrows a step, Page Up/Down ten steps, Home/End to the thumb’s bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const { low, high } = thumbs();
    low.focus();
    await user.keyboard('{ArrowRight}');
    expect(low).toHaveAttribute('aria-valuenow', '105');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(low).toHaveAttribute('aria-valuenow', '95');
    await user.keyboard('{PageUp}');
    expect(low).toHaveAttribute('aria-valuenow', '145');
    await user.keyboard('{End}');
    expect(low).toHaveAttribute('aria-valuenow', '300');
    await user.keyboard('{Home}');
    expect(low).toHaveAttribute('aria-valuenow', '20');
    high.focus();
    await user.keyboard('{PageDown}{End}');
    expect(high).toHaveAttribute('aria-valuenow', '700');
    expect(onChange).toHaveBeenLastCalledWith([20, 700]);
  });

  it('typing in a field moves its handle at once and commits on Enter, snapped and kept on its side', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Maximum' });
    await user.clear(field);
    await user.type(field, '452');
    expect(thumbs().high).toHaveAttribute('aria-valuenow', '452');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith([100, 450]);
    expect(field).toHaveValue(450);
    const minField = screen.getByRole('spinbutton', { name: 'Minimum' });
    await user.clear(minField);
    await user.type(minField, '999');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith([450, 450]);
  });

  it('an unreadable field goes back to the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByRole('spinbutton', { name: 'Minimum' });
    await user.clear(field);
    await user.tab();
    expect(field).toHaveValue(100);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('dragging updates the thumb and commits once, on release', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const { high } = thumbs();
    const track = high.parentElement!;
    track.getBoundingClientRect = () => ({ left: 0, width: 680, top: 0, height: 24 }) as DOMRect;
    fireEvent.pointerDown(high, { button: 0, clientX: 280, pointerId: 1 });
    fireEvent.pointerMove(track, { clientX: 480, pointerId: 1 });
    expect(high).toHaveAttribute('aria-valuenow', '500');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(track, { pointerId: 1 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith([100, 500]);
  });
});

describe('range slider model', () => {
  it('RTL: Left moves up, Right down; the pointer reads right to left', () => {
    const bounds = { lowest: 0, highest: 100 };
    expect(keyTarget('ArrowLeft', 50, 5, bounds, true)).toBe(55);
    expect(keyTarget('ArrowRight', 50, 5, bounds, true)).toBe(45);
    expect(keyTarget('Tab', 50, 5, bounds, false)).toBeNull();
    expect(valueAt(25, 0, 100, 0, 100, true)).toBe(75);
  });

  it('thumbs never cross and always sit on the step grid inside the bounds (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom<'min' | 'max'>('min', 'max'),
        fc.double({ min: -500, max: 500, noNaN: true }),
        (a, b, thumb, target) => {
          const start: [number, number] = [
            snap(Math.min(a, b), 0, 100, 5),
            snap(Math.max(a, b), 0, 100, 5),
          ];
          const [low, high] = moveThumb(start, thumb, target, 0, 100, 5);
          expect(low).toBeLessThanOrEqual(high);
          expect(low).toBeGreaterThanOrEqual(0);
          expect(high).toBeLessThanOrEqual(100);
          expect(low % 5).toBe(0);
          expect(high % 5).toBe(0);
        },
      ),
    );
  });
});
