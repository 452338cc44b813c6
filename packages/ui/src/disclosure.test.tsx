import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Disclosure,
  DISCLOSURE_DURATION_MS,
  DISCLOSURE_FAIL_SAFE_MS,
  useAccordion,
  type DisclosureState,
} from './disclosure';

function Single({ onState }: { onState?: (s: DisclosureState) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure
      id="hours"
      open={open}
      onOpenChange={setOpen}
      summary="Opening times"
      headingLevel={3}
      onStateChange={onState}
    >
      <p>Monday 8-17</p>
    </Disclosure>
  );
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Disclosure', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('links the button and region and starts collapsed and hidden', () => {
    render(<Single />);
    const button = screen.getByRole('button', { name: 'Opening times' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'hours-region');
    expect(button.closest('h3')).not.toBeNull();
    expect(document.getElementById('hours-region')).not.toBeVisible();
  });

  it('animates through expanding/expanded and collapsing/collapsed (fail-safe ends a phase)', () => {
    const states: DisclosureState[] = [];
    render(<Single onState={(s) => states.push(s)} />);
    const button = screen.getByRole('button', { name: 'Opening times' });
    fireEvent.click(button);
    const region = screen.getByRole('region', { name: 'Opening times' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(region).toHaveAttribute('data-state', 'expanding');
    expect(region.style.transition).toContain(`${DISCLOSURE_DURATION_MS}ms`);
    act(() => vi.advanceTimersByTime(DISCLOSURE_DURATION_MS + DISCLOSURE_FAIL_SAFE_MS - 1));
    expect(region).toHaveAttribute('data-state', 'expanding');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toHaveAttribute('data-state', 'expanded');
    expect(region.style.height).toBe('');
    fireEvent.click(button);
    expect(region).toHaveAttribute('data-state', 'collapsing');
    expect(region).toBeVisible();
    act(() => vi.advanceTimersByTime(DISCLOSURE_DURATION_MS + DISCLOSURE_FAIL_SAFE_MS));
    expect(region).toHaveAttribute('data-state', 'collapsed');
    expect(region).not.toBeVisible();
    expect(states).toEqual(['expanding', 'expanded', 'collapsing', 'collapsed']);
  });

  it('ends a phase on transitionend of height', () => {
    render(<Single />);
    fireEvent.click(screen.getByRole('button'));
    const region = screen.getByRole('region');
    const end = new Event('transitionend') as Event & { propertyName: string };
    end.propertyName = 'height';
    act(() => {
      region.dispatchEvent(end);
    });
    expect(region).toHaveAttribute('data-state', 'expanded');
  });

  it('is instant under prefers-reduced-motion', () => {
    reducedMotion(true);
    render(<Single />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'expanded');
    fireEvent.click(screen.getByRole('button'));
    expect(document.getElementById('hours-region')).toHaveAttribute('data-state', 'collapsed');
  });
});

function Group({ single }: { single: boolean }) {
  const accordion = useAccordion({ single });
  return (
    <div>
      {['a', 'b', 'c'].map((id) => (
        <Disclosure
          key={id}
          id={id}
          durationMs={0}
          summary={`Section ${id}`}
          {...accordion.itemProps(id)}
        >
          <p>Body {id}</p>
        </Disclosure>
      ))}
      <button onClick={accordion.collapseAll}>collapse all</button>
    </div>
  );
}

describe('useAccordion', () => {
  const expanded = () =>
    screen.getAllByRole('button', { name: /^Section/ }).map((b) => b.getAttribute('aria-expanded'));

  it('single mode keeps one section open at a time', () => {
    render(<Group single />);
    fireEvent.click(screen.getByRole('button', { name: 'Section a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Section b' }));
    expect(expanded()).toEqual(['false', 'true', 'false']);
    fireEvent.click(screen.getByRole('button', { name: 'Section b' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('multi mode opens several; collapseAll closes all', () => {
    render(<Group single={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Section a' }));
    fireEvent.click(screen.getByRole('button', { name: 'Section c' }));
    expect(expanded()).toEqual(['true', 'false', 'true']);
    fireEvent.click(screen.getByRole('button', { name: 'collapse all' }));
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });
});
