import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, tabKeyTarget, type TabsActivation } from './tabs';

function Harness({
  activation,
  onSelect,
}: {
  activation?: TabsActivation;
  onSelect?: (index: number) => void;
}) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      id="t"
      label="Views"
      tabs={['Exterior', 'Cab', 'Loader']}
      selected={selected}
      activation={activation}
      onSelect={(index) => {
        onSelect?.(index);
        setSelected(index);
      }}
      panel={(index) => <p>Panel {index}</p>}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabKeyTarget (APG tabs keyboard)', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabKeyTarget('Home', 2, 3)).toBe(0);
    expect(tabKeyTarget('End', 0, 3)).toBe(2);
    expect(tabKeyTarget('ArrowDown', 0, 3)).toBeNull();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeNull();
  });
  it('swaps the arrows right to left', () => {
    expect(tabKeyTarget('ArrowLeft', 0, 3, true)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 0, 3, true)).toBe(2);
  });
});

describe('Tabs', () => {
  it('names the list, links each tab and panel, and shows only the selected panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeTruthy();
    expect(tab('Exterior').getAttribute('aria-selected')).toBe('true');
    expect(tab('Cab').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Exterior' });
    expect(panel.textContent).toBe('Panel 0');
    expect(tab('Exterior').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('keeps only the selected tab in the tab order', () => {
    render(<Harness />);
    expect(tab('Exterior').tabIndex).toBe(0);
    expect(tab('Cab').tabIndex).toBe(-1);
    fireEvent.click(tab('Loader'));
    expect(tab('Loader').tabIndex).toBe(0);
    expect(tab('Exterior').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Loader' }).textContent).toBe('Panel 2');
  });

  it('automatic activation: an arrow moves focus and selects', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    tab('Exterior').focus();
    fireEvent.keyDown(tab('Exterior'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Cab'));
    expect(tab('Cab').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Cab'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Loader'));
    fireEvent.keyDown(tab('Loader'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Exterior'));
    expect(onSelect.mock.calls).toEqual([[1], [2], [0]]);
  });

  it('manual activation: arrows move focus only, a click (Enter, Space) selects', () => {
    const onSelect = vi.fn();
    render(<Harness activation="manual" onSelect={onSelect} />);
    tab('Exterior').focus();
    fireEvent.keyDown(tab('Exterior'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Loader'));
    expect(tab('Exterior').getAttribute('aria-selected')).toBe('true');
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(tab('Loader'));
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(tab('Loader').getAttribute('aria-selected')).toBe('true');
  });

  it('does not select the selected tab again, and ignores other keys', () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    fireEvent.click(tab('Exterior'));
    fireEvent.keyDown(tab('Exterior'), { key: 'a' });
    expect(onSelect).not.toHaveBeenCalled();
  });
});
