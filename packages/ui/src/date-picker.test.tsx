import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  clampDay,
  DatePicker,
  datePickerCss,
  firstDayOfWeek,
  sameDay,
  startOfDay,
  type DatePickerProps,
} from './date-picker';

const LABELS = {
  openCalendar: 'Choose date',
  dialog: 'Date',
  close: 'Close',
  clear: 'Clear',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  selected: '{date}, selected',
  today: 'Today, {date}',
};

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const parseIso = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
};

function Harness({
  initial = null as Date | null,
  onChange = (_: Date | null) => {},
  ...rest
}: Partial<DatePickerProps> & { initial?: Date | null }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <>
      <DatePicker
        label="Start"
        value={value}
        placeholder="Any day"
        format={iso}
        parse={parseIso}
        locale="en-GB"
        labels={LABELS}
        {...rest}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Start' });
const opener = () => screen.getByRole('button', { name: 'Choose date' });

describe('DatePicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 18, 15, 0)); // Wed 18 Mar 2026
  });
  afterEach(() => vi.useRealTimers());

  it('shows the placeholder when empty and the formatted value otherwise', () => {
    const { unmount } = render(<Harness />);
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'Any day');
    unmount();
    render(<Harness initial={new Date(2026, 0, 5)} />);
    expect(field()).toHaveValue('2026-01-05');
  });

  it('commits typed text on blur and on Enter', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(field(), '2026-01-05');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 5));
    await userEvent.clear(field());
    await userEvent.type(field(), '2025-12-24{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2025, 11, 24));
  });

  it('turns unparseable text into null and restores the placeholder', async () => {
    const onChange = vi.fn();
    render(<Harness initial={new Date(2026, 0, 5)} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), 'yesterday{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue('');
  });

  it('empty text gives null', async () => {
    const onChange = vi.fn();
    render(<Harness initial={new Date(2026, 0, 5)} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('clamps a typed date into [min, max] and rewrites the field', async () => {
    const onChange = vi.fn();
    render(<Harness min={new Date(2026, 0, 10)} max={new Date(2026, 2, 18)} onChange={onChange} />);
    await userEvent.type(field(), '2027-01-01{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 18));
    expect(field()).toHaveValue('2026-03-18');
    await userEvent.clear(field());
    await userEvent.type(field(), '2020-01-01{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 0, 10));
  });

  it('does not fire onChange when the same day is committed again', async () => {
    const onChange = vi.fn();
    render(<Harness initial={new Date(2026, 0, 5)} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '2026-01-05{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens a labelled modal dialog with the calendar, focus on today', async () => {
    render(<Harness max={new Date()} />);
    expect(opener()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener());
    const dialog = screen.getByRole('dialog', { name: 'Date' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(opener()).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName(/^Today, Wednesday,? 18 March 2026$/);
  });

  it('blocks days after max and before min', async () => {
    render(<Harness min={new Date(2026, 2, 3)} max={new Date()} />);
    await userEvent.click(opener());
    expect(screen.getByRole('button', { name: /Thursday,? 19 March 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Monday,? 2 March 2026/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Tuesday,? 3 March 2026/ })).toBeEnabled();
    // Navigation cannot leave the allowed months.
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('chooses a day with the keyboard, closes and returns focus to the button', async () => {
    const onChange = vi.fn();
    render(<Harness max={new Date()} onChange={onChange} />);
    opener().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}{Enter}'); // 18 -> 17 -> 10 March
    expect(onChange).toHaveBeenLastCalledWith(new Date(2026, 2, 10));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(field()).toHaveValue('2026-03-10');
  });

  it('opens on the selected day and marks it', async () => {
    render(<Harness initial={new Date(2026, 0, 5)} />);
    await userEvent.click(opener());
    expect(screen.getByRole('grid', { name: 'January 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName(/^Monday,? 5 January 2026, selected$/);
  });

  it('Escape closes without choosing and returns focus to the button', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(opener());
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness initial={new Date(2026, 0, 5)} />);
    await userEvent.click(opener());
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    act(() => close.focus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it('keeps Shift+Tab inside the dialog when the month buttons are disabled', async () => {
    render(<Harness min={new Date(2026, 2, 1)} max={new Date()} />);
    await userEvent.click(opener());
    const dialog = screen.getByRole('dialog');
    const today = document.activeElement as HTMLElement;
    expect(dialog).toContainElement(today);
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(today).toHaveFocus();
  });

  it('Clear empties the value; Close closes', async () => {
    const onChange = vi.fn();
    render(<Harness initial={new Date(2026, 0, 5)} onChange={onChange} />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field()).toHaveValue('');
    expect(opener()).toHaveFocus();
    await userEvent.click(opener());
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click outside closes the dialog', async () => {
    render(<Harness />);
    await userEvent.click(opener());
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the calendar in the given locale through Intl', async () => {
    render(<Harness locale="de-DE" initial={new Date(2026, 2, 5)} />);
    await userEvent.click(opener());
    expect(screen.getByRole('grid', { name: 'März 2026' })).toBeInTheDocument();
    expect(document.activeElement).toHaveAccessibleName('Donnerstag, 5. März 2026, selected');
    // Monday first in Germany.
    const headers = screen.getByRole('dialog').querySelectorAll('th');
    expect(headers[0]).toHaveAttribute('aria-label', 'Montag');
    expect(headers[0]).toHaveTextContent('Mo');
  });

  it('links the hint with aria-describedby', () => {
    render(<Harness hint="Format: yyyy-mm-dd" />);
    expect(field()).toHaveAccessibleDescription('Format: yyyy-mm-dd');
  });

  it('carries react-day-picker CSS as text', () => {
    expect(datePickerCss).toContain('.rdp-root{');
    expect(datePickerCss).toContain('.rdp-day_button{');
    expect(datePickerCss).toContain('.mf-date-picker__dialog');
  });
});

describe('date helpers', () => {
  it('startOfDay, sameDay and clampDay work on whole days', () => {
    const d = new Date(2026, 2, 18, 15, 30);
    expect(startOfDay(d)).toEqual(new Date(2026, 2, 18));
    expect(sameDay(d, new Date(2026, 2, 18, 1))).toBe(true);
    expect(sameDay(d, null)).toBe(false);
    expect(sameDay(null, null)).toBe(true);
    expect(clampDay(d, null, new Date(2026, 2, 1))).toEqual(new Date(2026, 2, 1));
    expect(clampDay(d, new Date(2026, 3, 1, 12), null)).toEqual(new Date(2026, 3, 1));
    expect(clampDay(d, new Date(2026, 0, 1), new Date(2026, 11, 1))).toEqual(new Date(2026, 2, 18));
  });

  it('firstDayOfWeek: Monday in Germany and Britain, Sunday in the US', () => {
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    const us = firstDayOfWeek('en-US');
    expect([0, 1]).toContain(us); // Node without week info falls back to Monday
    expect(firstDayOfWeek('not a locale')).toBe(1);
  });
});
