import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  Select,
  selectCss,
  typeaheadIndex,
  nextEnabled,
  TYPEAHEAD_MS,
  type SelectOption,
} from './select';

const FRUIT: SelectOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'cranberry', label: 'Cranberry' },
  { value: 'date', label: 'Date' },
];

function Harness({
  initial = null as string | null,
  onChange = (_: string) => {},
  ...rest
}: Partial<Parameters<typeof Select>[0]> & {
  initial?: string | null;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <button type="button">before</button>
      <Select
        label="Fruit"
        options={FRUIT}
        value={value}
        placeholder="Pick a fruit"
        {...rest}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

const combo = () => screen.getByRole('combobox', { name: 'Fruit' });
const activeOption = () => {
  const id = combo().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Select (WAI-ARIA select-only combobox)', () => {
  it('names the combobox and the listbox with the visible label and wires the popup', () => {
    render(<Harness />);
    expect(screen.getByText('Fruit')).toBeVisible();
    const box = combo();
    expect(box).toHaveAttribute('aria-haspopup', 'listbox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    const listbox = document.getElementById(box.getAttribute('aria-controls')!)!;
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
    expect(listbox).toHaveAttribute('aria-labelledby', screen.getByText('Fruit').id);
    expect(box).toHaveTextContent('Pick a fruit');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('opens on click, shows the options and chooses one by click', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(combo());
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await userEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onChange).toHaveBeenCalledWith('banana');
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(combo()).toHaveTextContent('Banana');
    expect(combo()).toHaveFocus();
  });

  it('marks the selected option and opens on it', async () => {
    render(<Harness initial="blueberry" />);
    await userEvent.click(combo());
    expect(screen.getByRole('option', { name: 'Blueberry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'false');
    expect(activeOption()).toHaveTextContent('Blueberry');
  });

  it('navigates with arrows, skipping disabled options, and chooses with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Apple');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Cranberry'); // Cherry is disabled
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Blueberry');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('blueberry');
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(combo()).toHaveFocus();
  });

  it('stops at the ends and supports Home, End, PageUp and PageDown', async () => {
    render(<Harness />);
    combo().focus();
    await userEvent.keyboard('{End}');
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Date');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Date');
    await userEvent.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Apple');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Apple');
    await userEvent.keyboard('{PageDown}');
    expect(activeOption()).toHaveTextContent('Date');
    await userEvent.keyboard('{PageUp}');
    expect(activeOption()).toHaveTextContent('Apple');
  });

  it('opens on Home at the first option when closed', async () => {
    render(<Harness initial="date" />);
    combo().focus();
    await userEvent.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Apple');
  });

  it('chooses with Space and with Alt+ArrowUp', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    combo().focus();
    await userEvent.keyboard(' ');
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith('banana');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    expect(onChange).toHaveBeenLastCalledWith('blueberry');
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape without changing the value', async () => {
    const onChange = vi.fn();
    render(<Harness initial="apple" onChange={onChange} />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(combo()).toHaveTextContent('Apple');
    expect(combo()).toHaveFocus();
  });

  it('chooses the active option on Tab and lets focus move on', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    combo().focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('banana');
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not fire onChange when the same value is chosen again', async () => {
    const onChange = vi.fn();
    render(<Harness initial="apple" onChange={onChange} />);
    combo().focus();
    await userEvent.keyboard('{Enter}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores clicks on disabled options', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(combo());
    const cherry = screen.getByRole('option', { name: 'Cherry' });
    expect(cherry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cherry);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('type-ahead: opens, jumps by prefix, cycles on a repeated letter and resets after a pause', async () => {
    // delay: null: the keys of one step run in one task, and the next step follows the
    // previous one's last timer hop directly, so the 500 ms reset timer cannot fire between
    // steps however loaded the machine is. The pauses are real waits.
    const user = userEvent.setup({ delay: null });
    const pause = () =>
      act(() => new Promise((resolve) => setTimeout(resolve, TYPEAHEAD_MS + 100)));
    render(<Harness />);
    combo().focus();
    await user.keyboard('b');
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Banana');
    await user.keyboard('l');
    expect(activeOption()).toHaveTextContent('Blueberry');
    await pause();
    await user.keyboard('c');
    expect(activeOption()).toHaveTextContent('Cranberry'); // Cherry disabled
    await pause();
    await user.keyboard('bb');
    expect(activeOption()).toHaveTextContent('Blueberry'); // cycles from Cranberry: B.., then Bl..
    await user.keyboard('{Enter}');
    expect(combo()).toHaveTextContent('Blueberry');
  });

  it('closes on a click outside and when focus leaves, without choosing', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(combo());
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(combo());
    expect(combo()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'after' }).focus());
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on an outside click when rendered inside a shadow root', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const outside = document.createElement('button');
    document.body.append(outside);
    render(<Harness />, { container: shadow as unknown as HTMLElement });
    const box = shadow.querySelector<HTMLElement>('[role="combobox"]')!;
    fireEvent.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    // A click inside the popup (retargeted to the host at document level) keeps it open.
    fireEvent.mouseDown(shadow.querySelector('[role="listbox"]')!);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseDown(outside);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('label click focuses the combobox', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByText('Fruit'));
    expect(combo()).toHaveFocus();
  });

  it('passes invalid, describedBy, id and a hidden label through', () => {
    render(
      <>
        <p id="hint">Choose one</p>
        <Harness id="fruit" invalid describedBy="hint" hideLabel />
      </>,
    );
    expect(combo()).toHaveAttribute('id', 'fruit');
    expect(combo()).toHaveAttribute('aria-invalid', 'true');
    expect(combo()).toHaveAccessibleDescription('Choose one');
    expect(screen.getByText('Fruit')).toHaveClass('mf-visually-hidden');
  });

  it('disabled: out of the tab order and ignores clicks and keys', async () => {
    const onChange = vi.fn();
    render(<Harness disabled onChange={onChange} />);
    expect(combo()).toHaveAttribute('aria-disabled', 'true');
    expect(combo()).toHaveAttribute('tabindex', '-1');
    await userEvent.click(combo());
    expect(combo()).toHaveAttribute('aria-expanded', 'false');
    combo().focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forwards a ref to the combobox', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(<Harness ref={ref} />);
    expect(ref.current).toBe(combo());
  });

  it('shows the placeholder for an unknown value', () => {
    render(<Harness initial="kiwi" />);
    expect(combo()).toHaveTextContent('Pick a fruit');
    expect(combo()).toHaveAttribute('data-placeholder');
  });

  it('exports its CSS with the popup positioned in place', () => {
    expect(selectCss).toContain('.mf-select__listbox');
    expect(selectCss).toMatch(/\.mf-select__listbox{position:absolute/);
  });
});

describe('Select placement (`place`, @mf/ui/floating)', () => {
  it('prepares on focus, attaches to the combobox and listbox while open, detaches on close', async () => {
    const calls: string[] = [];
    const place = {
      prepare: () => calls.push('prepare'),
      attach: (reference: HTMLElement, floating: HTMLElement) => {
        calls.push(`attach ${reference.getAttribute('role')} ${floating.getAttribute('role')}`);
        return () => calls.push('detach');
      },
    };
    const user = userEvent.setup();
    render(<Harness place={place} />);
    await user.tab();
    await user.tab();
    expect(combo()).toHaveFocus();
    expect(calls).toEqual(['prepare']);
    await user.keyboard('{ArrowDown}');
    expect(calls).toEqual(['prepare', 'attach combobox listbox']);
    await user.keyboard('{Escape}');
    expect(calls).toEqual(['prepare', 'attach combobox listbox', 'detach']);
  });
});

describe('select helpers', () => {
  it('nextEnabled skips disabled options and stays at the ends', () => {
    expect(nextEnabled(FRUIT, 2, 1)).toBe(4);
    expect(nextEnabled(FRUIT, 4, -1)).toBe(2);
    expect(nextEnabled(FRUIT, 5, 1)).toBe(5);
    expect(nextEnabled(FRUIT, -1, 1)).toBe(0);
  });

  it('typeaheadIndex matches prefixes case-insensitively and wraps', () => {
    expect(typeaheadIndex(FRUIT, -1, 'B')).toBe(1);
    expect(typeaheadIndex(FRUIT, 1, 'b')).toBe(2);
    expect(typeaheadIndex(FRUIT, 2, 'b')).toBe(1);
    expect(typeaheadIndex(FRUIT, 1, 'bl')).toBe(2);
    expect(typeaheadIndex(FRUIT, 1, 'ba')).toBe(1);
    expect(typeaheadIndex(FRUIT, 0, 'ch')).toBe(-1);
    expect(typeaheadIndex(FRUIT, 0, 'z')).toBe(-1);
  });
});
