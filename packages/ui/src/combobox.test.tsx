import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './combobox';

const FRUIT = ['Apple', 'Apricot', 'Avocado'];

function Harness({
  onChoose = () => {},
  onEnterText,
  onOuterKey,
}: {
  onChoose?: (fruit: string) => void;
  onEnterText?: () => void;
  onOuterKey?: (key: string) => void;
}) {
  const [text, setText] = useState('');
  const options = text.length > 0 ? FRUIT.filter((f) => f.toLowerCase().startsWith(text)) : [];
  return (
    <div onKeyDown={(event) => onOuterKey?.(event.key)}>
      <label htmlFor="fruit">Fruit</label>
      <Combobox
        id="fruit"
        value={text}
        options={options}
        optionKey={(f) => f}
        renderOption={(f) => <b>{f}</b>}
        listLabel="Fruit suggestions"
        onInput={setText}
        onChoose={(f) => {
          setText(f);
          onChoose(f);
        }}
        onEnterText={onEnterText}
        inputProps={{ name: 'fruit', placeholder: 'Type' }}
      />
    </div>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Fruit' });

describe('Combobox (WAI-ARIA combobox with a listbox popup)', () => {
  it('is tied to its listbox, which opens only with options', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('name', 'fruit');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('hidden');
    await user.type(box(), 'a');
    const list = screen.getByRole('listbox', { name: 'Fruit suggestions' });
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.type(box(), 'x');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('arrows move the active option and wrap; Home/End return to the box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(box(), 'a');
    const all = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', all[0]!.id);
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', all[2]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', all[0]!.id);
    await user.keyboard('{End}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}{Home}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(document.activeElement).toBe(box());
  });

  it('Enter picks the active option; without one it reports the typed text', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onEnterText = vi.fn();
    render(<Harness onChoose={onChoose} onEnterText={onEnterText} />);
    await user.type(box(), 'a');
    await user.keyboard('{Enter}');
    expect(onEnterText).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
    await user.clear(box());
    await user.type(box(), 'ap');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith('Apricot');
    expect(box()).toHaveValue('Apricot');
  });

  it('a click on an option picks it and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    await user.type(box(), 'av');
    await user.click(screen.getByRole('option', { name: 'Avocado' }));
    expect(onChoose).toHaveBeenCalledWith('Avocado');
    expect(document.activeElement).toBe(box());
  });

  it('Escape closes an open list and stops there; the next Escape reaches the page', async () => {
    const user = userEvent.setup();
    const onOuterKey = vi.fn();
    render(<Harness onOuterKey={onOuterKey} />);
    await user.type(box(), 'a');
    onOuterKey.mockClear();
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onOuterKey).toHaveBeenCalledWith('Escape');
    expect(box()).toHaveValue('a');
  });
});
