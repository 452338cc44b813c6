import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAMP_PX, ClampedText } from './clamp';

let height = 0;
let observed: (() => void) | null = null;

function setUp(initial: number) {
  height = initial;
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  observed = null;
});

const renderText = () =>
  render(
    <ClampedText id="t" expandLabel="Read more" collapseLabel="Read less">
      <p>Text</p>
    </ClampedText>,
  );

describe('ClampedText (spec §2, §9: text taller than 60 px gets an expand label)', () => {
  it('60 px or less: no label', () => {
    setUp(CLAMP_PX);
    renderText();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('taller: clamped to 60 px with an expand label that opens and closes it', async () => {
    setUp(CLAMP_PX + 1);
    const { container } = renderText();
    const button = screen.getByRole('button', { name: 'Read more' });
    const box = container.querySelector<HTMLElement>('#t')!;
    expect(box.style.maxHeight).toBe('60px');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 't');
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Read less');
    expect(box.style.maxHeight).toBe('');
  });

  it('the 60 px limit holds before the text is measured (a text reaching its slot late is never painted whole)', () => {
    setUp(0);
    const { container } = renderText();
    expect(container.querySelector<HTMLElement>('#t')!.style.maxHeight).toBe('60px');
    height = 300;
    act(() => observed?.());
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it("reserveRow keeps the label's row while no label is needed, and only then", () => {
    setUp(40);
    const { container } = render(
      <ClampedText id="t" expandLabel="Read more" collapseLabel="Read less" reserveRow>
        <p>Text</p>
      </ClampedText>,
    );
    expect(container.querySelector('.card__expand-space')).toHaveAttribute('aria-hidden', 'true');
    height = 90;
    act(() => observed?.());
    expect(container.querySelector('.card__expand-space')).toBeNull();
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    // Without it a short text has no row at all (the product selector's grid).
    height = 40;
    renderText();
    expect(container.ownerDocument.querySelectorAll('.card__expand-space')).toHaveLength(0);
  });

  it("eager={false} (the grid past its first screen): no layout read at mount; the observer's first answer measures it", () => {
    setUp(CLAMP_PX + 40);
    const read = vi.mocked(
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight')!.get!,
    );
    render(
      <ClampedText id="t" expandLabel="Read more" collapseLabel="Read less" eager={false}>
        <p>Text</p>
      </ClampedText>,
    );
    expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => observed?.());
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('measured: the label follows a change of font or width', () => {
    setUp(40);
    renderText();
    expect(screen.queryByRole('button')).toBeNull();
    height = 90;
    act(() => observed?.());
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    height = 50;
    act(() => observed?.());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
