import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  Dialog,
  DIALOG_ENTER_MS,
  DIALOG_FAIL_SAFE_MS,
  DIALOG_LEAVE_MS,
  inertOutside,
  tabbables,
  type DialogState,
} from './dialog';

function Harness({
  closeOnBackdrop = false,
  onState,
}: {
  closeOnBackdrop?: boolean;
  onState?: (s: DialogState) => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <div>
      <button onClick={() => setOpen(true)}>Open</button>
      <p data-testid="reason">{reason}</p>
      <Dialog
        open={open}
        onClose={(r) => {
          setReason(r);
          setOpen(false);
        }}
        labelledBy="title"
        closeOnBackdrop={closeOnBackdrop}
        onStateChange={onState}
      >
        <h2 id="title">Request a brochure</h2>
        <button>First</button>
        <a href="#x">Middle</a>
        <button>Last</button>
      </Dialog>
    </div>
  );
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}

const settle = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function openIt(props: Parameters<typeof Harness>[0] = {}) {
    render(<Harness {...props} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    return opener;
  }

  it('is a labelled modal dialog and moves focus to its first tabbable element', () => {
    openIt();
    const dialog = screen.getByRole('dialog', { name: 'Request a brochure' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
  });

  it('wraps Tab from the last element and Shift+Tab from the first', () => {
    openIt();
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('focus guards wrap focus arriving from outside the panel', () => {
    openIt();
    const guards = document.querySelectorAll<HTMLElement>('.mf-dialog__guard');
    act(() => guards[1]!.focus());
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    act(() => guards[0]!.focus());
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
  });

  it('Escape closes; focus returns to the opener at once, not after the leave transition', () => {
    const opener = openIt();
    settle(DIALOG_ENTER_MS + DIALOG_FAIL_SAFE_MS);
    fireEvent.keyDown(screen.getByRole('button', { name: 'First' }), { key: 'Escape' });
    expect(screen.getByTestId('reason')).toHaveTextContent('escape');
    expect(document.querySelector('.mf-dialog__backdrop')).toHaveAttribute('data-state', 'leaving');
    expect(opener).toHaveFocus();
    settle(DIALOG_LEAVE_MS + DIALOG_FAIL_SAFE_MS);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('runs the enter (250 ms) and leave (100 ms) phases with a 100 ms fail-safe', () => {
    const states: DialogState[] = [];
    openIt({ onState: (s) => states.push(s) });
    const backdrop = document.querySelector('.mf-dialog__backdrop') as HTMLElement;
    expect(backdrop).toHaveAttribute('data-state', 'entering');
    expect(backdrop.style.getPropertyValue('--_mf-dialog-enter')).toBe('250ms');
    settle(DIALOG_ENTER_MS + DIALOG_FAIL_SAFE_MS - 1);
    expect(backdrop).toHaveAttribute('data-state', 'entering');
    settle(1);
    expect(backdrop).toHaveAttribute('data-state', 'open');
    fireEvent.keyDown(backdrop.querySelector('[role=dialog]')!, { key: 'Escape' });
    settle(DIALOG_LEAVE_MS + DIALOG_FAIL_SAFE_MS - 1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    settle(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(states).toEqual(['closed', 'entering', 'open', 'leaving', 'closed']);
  });

  it('is instant under prefers-reduced-motion', () => {
    reducedMotion(true);
    openIt();
    expect(document.querySelector('.mf-dialog__backdrop')).toHaveAttribute('data-state', 'open');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click only when asked to', () => {
    openIt();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    fireEvent.mouseDown(document.querySelector('.mf-dialog__backdrop')!);
    expect(screen.getByTestId('reason')).toHaveTextContent('');
  });

  it('closes on a backdrop click with closeOnBackdrop, not on a click in the panel', () => {
    openIt({ closeOnBackdrop: true });
    fireEvent.mouseDown(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByTestId('reason')).toHaveTextContent('');
    fireEvent.mouseDown(document.querySelector('.mf-dialog__backdrop')!);
    expect(screen.getByTestId('reason')).toHaveTextContent('backdrop');
  });

  it('a click on the backdrop keeps focus in the dialog, so Escape still closes', async () => {
    vi.useRealTimers(); // user-event waits on real timers
    const user = userEvent.setup();
    openIt();
    // user-event moves focus on a press as a browser does (to <body> when nothing focusable is hit).
    await user.click(document.querySelector('.mf-dialog__backdrop')!);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('reason')).toHaveTextContent('escape');
  });

  it('a click on the backdrop moves focus to the panel when focus was outside it', async () => {
    vi.useRealTimers();
    const user = userEvent.setup();
    openIt();
    act(() => (document.activeElement as HTMLElement).blur());
    await user.click(document.querySelector('.mf-dialog__backdrop')!);
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('reason')).toHaveTextContent('escape');
  });

  it('only a primary-button press on the backdrop closes it', () => {
    openIt({ closeOnBackdrop: true });
    const backdrop = document.querySelector('.mf-dialog__backdrop')!;
    fireEvent.mouseDown(backdrop, { button: 2 });
    fireEvent.mouseDown(backdrop, { button: 1 });
    expect(screen.getByTestId('reason')).toHaveTextContent('');
    fireEvent.mouseDown(backdrop, { button: 0 });
    expect(screen.getByTestId('reason')).toHaveTextContent('backdrop');
  });

  it('makes the page behind inert while open and restores it after', () => {
    const other = document.createElement('nav');
    document.body.append(other);
    openIt();
    expect(other).toHaveAttribute('inert');
    expect(
      screen.getByRole('button', { name: 'Open', hidden: true }).closest('[inert]'),
    ).not.toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    settle(DIALOG_LEAVE_MS + DIALOG_FAIL_SAFE_MS);
    expect(other).not.toHaveAttribute('inert');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('lifts inert before giving focus back (an inert opener cannot take focus)', () => {
    const opener = openIt();
    const inertAtFocus: boolean[] = [];
    const focus = vi.spyOn(opener, 'focus').mockImplementation(() => {
      inertAtFocus.push(opener.closest('[inert]') !== null);
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    settle(DIALOG_LEAVE_MS + DIALOG_FAIL_SAFE_MS);
    expect(focus).toHaveBeenCalled();
    expect(inertAtFocus).not.toContain(true);
  });
});

describe('inertOutside', () => {
  it('crosses shadow roots and leaves already-inert elements inert afterwards', () => {
    document.body.innerHTML = '<header></header><aside inert></aside><div id="host"></div>';
    const host = document.getElementById('host')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<section id="own"></section><div id="dialog"><button></button></div>';
    const restore = inertOutside(root.getElementById('dialog')!);
    expect(document.querySelector('header')).toHaveAttribute('inert');
    expect(root.getElementById('own')).toHaveAttribute('inert');
    expect(host).not.toHaveAttribute('inert');
    restore();
    expect(document.querySelector('header')).not.toHaveAttribute('inert');
    expect(root.getElementById('own')).not.toHaveAttribute('inert');
    expect(document.querySelector('aside')).toHaveAttribute('inert');
  });
});

describe('two dialogs open at once (a stack, never a lock)', () => {
  function Two({ a, b, onClose }: { a: boolean; b: boolean; onClose: (which: string) => void }) {
    return (
      <div>
        <button>Page</button>
        <section>
          <Dialog open={a} onClose={() => onClose('a')} label="A" enterMs={0} leaveMs={0}>
            <button>In A</button>
          </Dialog>
        </section>
        <section>
          <Dialog open={b} onClose={() => onClose('b')} label="B" enterMs={0} leaveMs={0}>
            <button>In B</button>
          </Dialog>
        </section>
      </div>
    );
  }
  const inA = () => screen.getByRole('button', { name: 'In A', hidden: true });
  const inB = () => screen.getByRole('button', { name: 'In B', hidden: true });
  const inert = (element: Element) => element.closest('[inert]') !== null;

  it('only the topmost is live; closing it brings back the one below and its focus', () => {
    const closed: string[] = [];
    const view = render(<Two a b={false} onClose={(which) => closed.push(which)} />);
    expect(inA()).toHaveFocus();
    view.rerender(<Two a b onClose={(which) => closed.push(which)} />);
    expect(inB()).toHaveFocus();
    expect(inert(inB())).toBe(false);
    expect(inert(inA())).toBe(true);
    expect(inert(screen.getByRole('button', { name: 'Page', hidden: true }))).toBe(true);
    fireEvent.keyDown(inB(), { key: 'Escape' });
    expect(closed).toEqual(['b']);
    view.rerender(<Two a b={false} onClose={(which) => closed.push(which)} />);
    expect(inert(inA())).toBe(false);
    expect(inA()).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
    view.rerender(<Two a={false} b={false} onClose={(which) => closed.push(which)} />);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('the one below closing first leaves the top live, and the page unlocks after the last', () => {
    const view = render(<Two a b={false} onClose={() => {}} />);
    view.rerender(<Two a b onClose={() => {}} />);
    view.rerender(<Two a={false} b onClose={() => {}} />);
    expect(inert(inB())).toBe(false);
    expect(inert(screen.getByRole('button', { name: 'Page', hidden: true }))).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    view.rerender(<Two a={false} b={false} onClose={() => {}} />);
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('tabbables', () => {
  it('follows slots: the page content assigned to a slot, in its place', () => {
    const host = document.createElement('div');
    host.innerHTML = '<a href="#a">A</a><p>text</p><button>B</button>';
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML =
      '<button>Close</button><div><slot></slot></div><slot name="none"><a href="#f">Fallback</a></slot><button>After</button>';
    expect(tabbables(shadow).map((element) => element.textContent)).toEqual([
      'Close',
      'A',
      'B',
      'Fallback',
      'After',
    ]);
    host.remove();
  });
});
