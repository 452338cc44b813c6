import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialogState } from '@mf/ui/dialog';
import LocatorModal, { type ModalCloseReason } from './locator-modal';
import { MODAL_ENTER_MS, MODAL_FAIL_SAFE_MS, MODAL_LEAVE_MS } from './constants';

/** The modal around a stand-in of the locator view: a title, a select-like control, an info window. */
function Harness({ onState }: { onState: (state: DialogState) => void }) {
  const [open, setOpen] = useState(false);
  const [reasons, setReasons] = useState<ModalCloseReason[]>([]);
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <div>
      <button onClick={() => setOpen(true)}>Find a dealer</button>
      <output data-testid="reasons">{reasons.join(',')}</output>
      <LocatorModal
        open={open}
        titleId="dl-title"
        closeLabel="Close"
        initialFocus={title}
        onClose={(reason) => {
          setReasons((list) => [...list, reason]);
          setOpen(false);
        }}
        onStateChange={onState}
      >
        <h2 id="dl-title" ref={title} tabIndex={-1}>
          Find a dealer
        </h2>
        <input aria-label="Location" />
        <div
          role="combobox"
          aria-label="Distance"
          aria-controls="options"
          aria-expanded="true"
          tabIndex={0}
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault(); // a listbox closing itself
          }}
        />
        <div role="dialog" aria-label="Dealer 001">
          <button>Info window button</button>
        </div>
        <button>Last</button>
      </LocatorModal>
    </div>
  );
}

const settle = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const backdrop = () => document.querySelector<HTMLElement>('.mf-dialog__backdrop');
const reasons = () => screen.getByTestId('reasons').textContent;

function openModal() {
  const states: DialogState[] = [];
  render(<Harness onState={(state) => states.push(state)} />);
  const opener = screen.getByRole('button', { name: 'Find a dealer' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, states };
}

describe('the modal of modal mode (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec §9 constants: enter 250 ms, leave 100 ms, fail-safe 100 ms', () => {
    expect(MODAL_ENTER_MS).toBe(250);
    expect(MODAL_LEAVE_MS).toBe(100);
    expect(MODAL_FAIL_SAFE_MS).toBe(100);
  });

  it('is a modal dialog labelled by the title, which takes focus', () => {
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Find a dealer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', 'dl-title');
    expect(screen.getByRole('heading', { name: 'Find a dealer' })).toHaveFocus();
  });

  it('enters for 250 ms; without animationend the fail-safe ends the phase 100 ms later', () => {
    const { states } = openModal();
    expect(backdrop()).toHaveAttribute('data-state', 'entering');
    expect(backdrop()!.style.getPropertyValue('--_mf-dialog-enter')).toBe(`${MODAL_ENTER_MS}ms`);
    settle(MODAL_ENTER_MS + MODAL_FAIL_SAFE_MS - 1);
    expect(backdrop()).toHaveAttribute('data-state', 'entering');
    settle(1);
    expect(backdrop()).toHaveAttribute('data-state', 'open');
    expect(states).toEqual(['closed', 'entering', 'open']);
  });

  it('animationend ends the enter phase before the fail-safe', () => {
    openModal();
    settle(MODAL_ENTER_MS);
    fireEvent.animationEnd(backdrop()!);
    expect(backdrop()).toHaveAttribute('data-state', 'open');
  });

  it('leaves for 100 ms (+100 ms fail-safe), then focus returns to the opener', () => {
    const { opener, states } = openModal();
    settle(MODAL_ENTER_MS + MODAL_FAIL_SAFE_MS);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Location' }), { key: 'Escape' });
    expect(reasons()).toBe('escape');
    expect(backdrop()).toHaveAttribute('data-state', 'leaving');
    expect(backdrop()!.style.getPropertyValue('--_mf-dialog-leave')).toBe(`${MODAL_LEAVE_MS}ms`);
    settle(MODAL_LEAVE_MS + MODAL_FAIL_SAFE_MS - 1);
    expect(backdrop()).toHaveAttribute('data-state', 'leaving');
    settle(1);
    expect(backdrop()).toBeNull();
    expect(opener).toHaveFocus();
    expect(states).toEqual(['closed', 'entering', 'open', 'leaving', 'closed']);
  });

  it('is instant under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { opener, states } = openModal();
    expect(backdrop()).toHaveAttribute('data-state', 'open');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(backdrop()).toBeNull();
    expect(opener).toHaveFocus();
    expect(states).toEqual(['closed', 'open', 'closed']);
  });

  it('the dismiss button closes, as the first control of the dialog', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('part', 'modal-close');
    const dialog = screen.getByRole('dialog', { name: 'Find a dealer' });
    expect(dialog.querySelector('button')).toBe(close);
    fireEvent.click(close);
    expect(reasons()).toBe('dismiss');
  });

  it('a click outside the panel closes; a click inside does not', () => {
    openModal();
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Location' }));
    expect(reasons()).toBe('');
    fireEvent.mouseDown(backdrop()!);
    expect(reasons()).toBe('backdrop');
  });

  it('Tab wraps inside the dialog both ways', () => {
    openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('Escape taken by an open listbox or by the map info window does not close the modal', () => {
    openModal();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Distance' }), { key: 'Escape' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Info window button' }), {
      key: 'Escape',
    });
    expect(reasons()).toBe('');
    expect(screen.getByRole('dialog', { name: 'Find a dealer' })).toBeInTheDocument();
  });

  it('makes the page behind inert while shown', () => {
    const page = document.createElement('header');
    document.body.append(page);
    openModal();
    expect(page).toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    settle(MODAL_LEAVE_MS + MODAL_FAIL_SAFE_MS);
    expect(page).not.toHaveAttribute('inert');
    page.remove();
  });

  it('outside a shadow root (jsdom) its styles come as a style element', () => {
    openModal();
    const style = document.querySelector('style');
    expect(style?.textContent).toContain('.dl-modal__close');
    expect(style?.textContent).toContain('.mf-dialog__backdrop');
  });
});
