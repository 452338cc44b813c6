import { act, fireEvent } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountView, reducedMotion } from '@mf/page-tools/testing/harness';
import { modalApi } from './modal.api';
import { Modal } from './modal';
import { listenForTriggers, OPEN_REQUEST, takeEarlyRequest } from './internal/triggers';
import { problemsOf } from '@mf/core/element/problems';

const CONTENT = `
  <h2>Harvest open day</h2>
  <p>Join us on 12 June.</p>
  <a href="#programme">Programme</a>
  <button type="button" data-dismiss="modal">No, thanks</button>`;

function page(triggerHtml: string) {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = triggerHtml;
  document.body.append(wrapper);
  return wrapper;
}

const renderModal = (props = {}, html = CONTENT) =>
  mountView(modalApi, Modal, { html, id: 'open-day', props });

const dialog = (view: ReturnType<typeof renderModal>) =>
  view.shadow.querySelector<HTMLElement>('[role="dialog"]');

let errors: MockInstance<typeof console.error>;
beforeAll(() => listenForTriggers());
beforeEach(() => {
  reducedMotion();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<mf-modal> view: triggers (spec §2 data-toggle=modal with a target)', () => {
  it('a trigger pressed before the modal listens is kept for its first render, once; an answered one is not', () => {
    const wrapper = page(
      '<button type="button" data-toggle="modal" data-target="#open-day">Open day</button><mf-modal id="open-day"></mf-modal>',
    );
    const trigger = wrapper.querySelector('button')!;
    const modal = wrapper.querySelector('mf-modal')!;
    trigger.click();
    expect(takeEarlyRequest(modal)).toBe(trigger);
    expect(takeEarlyRequest(modal)).toBeNull();
    modal.addEventListener(OPEN_REQUEST, (event) => event.preventDefault());
    trigger.click();
    expect(takeEarlyRequest(modal)).toBeNull();
  });

  it('is closed and shows nothing of its content until a trigger opens it', () => {
    const view = renderModal();
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(dialog(view)).toBeNull();
    expect(view.shadow.querySelector('slot')).toBeNull();
    view.cleanup();
  });

  it('a data-toggle="modal" data-target trigger opens it: a dialog named by the heading, focus on Close', () => {
    const view = renderModal();
    const wrapper = page(
      '<button type="button" data-toggle="modal" data-target="#open-day">Open day</button>',
    );
    const trigger = wrapper.querySelector('button')!;
    trigger.focus();
    act(() => trigger.click());
    expect(view.base()).toHaveAttribute('data-state', 'open');
    expect(dialog(view)).toHaveAttribute('aria-modal', 'true');
    expect(dialog(view)).toHaveAccessibleName('Harvest open day');
    expect(view.shadow.activeElement).toBe(view.shadow.querySelector('[part~="close"]'));
    expect(dialog(view)!.querySelector('slot')).not.toBeNull();
    expect(view.emit).toHaveBeenCalledWith('mf-open', { reason: 'trigger' });
    view.cleanup();
  });

  it('a link trigger with href="#id" opens it without changing the address', () => {
    const view = renderModal();
    const wrapper = page('<a href="#open-day" data-toggle="modal">Open day</a>');
    const before = location.hash;
    act(() => wrapper.querySelector('a')!.click());
    expect(view.base()).toHaveAttribute('data-state', 'open');
    expect(location.hash).toBe(before);
    view.cleanup();
  });

  it('Bootstrap 5 names (data-bs-toggle, data-bs-target) work too', () => {
    const view = renderModal();
    const wrapper = page(
      '<button data-bs-toggle="modal" data-bs-target="#open-day">Open day</button>',
    );
    act(() => wrapper.querySelector('button')!.click());
    expect(view.base()).toHaveAttribute('data-state', 'open');
    view.cleanup();
  });

  it('a modified click (new tab) is left to the browser', () => {
    const view = renderModal();
    const wrapper = page('<a href="#open-day" data-toggle="modal">Open day</a>');
    act(() => {
      fireEvent.click(wrapper.querySelector('a')!, { ctrlKey: true });
    });
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    view.cleanup();
  });

  it('a trigger naming nothing on the page is one warning naming it, not an error; another library’s modal is left alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderModal();
    const wrapper = page(
      '<button id="quote" data-toggle="modal" data-target="#missing">Missing</button><button data-toggle="modal" data-target="#bs">Bootstrap</button><div id="bs" class="modal"></div><a data-toggle="modal">Nowhere</a>',
    );
    const [missing, bootstrap] = wrapper.querySelectorAll('button');
    const click = (button: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => {
        button.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(click(missing!)).toBe(false);
    expect(click(missing!)).toBe(false);
    expect(click(bootstrap!)).toBe(false);
    expect(click(wrapper.querySelector('a')!)).toBe(false);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '<button>#quote: trigger button[data-target="#missing"] names nothing on the page; nothing opens.',
      expect.stringMatching(
        /^<a> \(\d+\w\w on the page\): trigger a\[data-toggle="modal"\] names no modal \(data-target="#id" or href="#id"\); nothing opens\.$/,
      ),
    ]);
    expect(errors).not.toHaveBeenCalled();
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    // The page adds the modal it named: the trigger's problem goes.
    wrapper.insertAdjacentHTML('beforeend', '<div id="missing" class="modal"></div>');
    click(missing!);
    expect(problemsOf(missing!)).toEqual([]);
    view.cleanup();
    warn.mockRestore();
  });

  it('a trigger naming a plain element (not a modal) is named once; nothing opens', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderModal();
    const wrapper = page(
      '<a href="#x" data-toggle="modal">Terms</a><div id="x"><p>Terms of the offer</p></div>',
    );
    const trigger = wrapper.querySelector('a')!;
    for (let i = 0; i < 2; i++)
      act(() => {
        trigger.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      expect.stringMatching(
        /^<a> \(\d+\w\w on the page\): trigger a\[href="#x"\] names a <div>, not an <mf-modal>; nothing opens\.$/,
      ),
    ]);
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    view.cleanup();
    warn.mockRestore();
  });
});

describe('<mf-modal> view: closing (WAI-ARIA dialog)', () => {
  function opened() {
    const view = renderModal();
    const wrapper = page('<button data-toggle="modal" data-target="#open-day">Open day</button>');
    const trigger = wrapper.querySelector('button')!;
    trigger.focus();
    act(() => trigger.click());
    return { view, trigger };
  }

  it('the close button closes it and focus returns to the trigger', () => {
    const { view, trigger } = opened();
    act(() => view.shadow.querySelector<HTMLButtonElement>('[part~="close"]')!.click());
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(document.activeElement).toBe(trigger);
    expect(view.emit).toHaveBeenLastCalledWith('mf-close', { reason: 'button' });
    view.cleanup();
  });

  it('Escape on the close button closes it', () => {
    const { view, trigger } = opened();
    fireEvent.keyDown(view.shadow.querySelector('[part~="close"]')!, { key: 'Escape' });
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(document.activeElement).toBe(trigger);
    expect(view.emit).toHaveBeenLastCalledWith('mf-close', { reason: 'escape' });
    view.cleanup();
  });

  it('Escape from the page’s own content (slotted) closes it too', () => {
    const { view, trigger } = opened();
    const link = view.host.querySelector('a')!;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(document.activeElement).toBe(trigger);
    view.cleanup();
  });

  it('a data-dismiss="modal" element in the content closes it', () => {
    const { view } = opened();
    act(() => view.host.querySelector<HTMLButtonElement>('[data-dismiss]')!.click());
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(view.emit).toHaveBeenLastCalledWith('mf-close', { reason: 'dismiss' });
    view.cleanup();
  });
});

describe('<mf-modal> view: the address hash', () => {
  it('#id in the address opens it; closing takes the hash away', () => {
    history.replaceState(null, '', '/page#open-day');
    const view = renderModal();
    expect(view.base()).toHaveAttribute('data-state', 'open');
    expect(view.emit).toHaveBeenCalledWith('mf-open', { reason: 'hash' });
    act(() => view.shadow.querySelector<HTMLButtonElement>('[part~="close"]')!.click());
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    expect(location.hash).toBe('');
    act(() => {
      location.hash = '#open-day';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(view.base()).toHaveAttribute('data-state', 'open');
    history.replaceState(null, '', '/page');
    view.cleanup();
  });
});

describe('<mf-modal> view: name', () => {
  it('the label attribute names the dialog', () => {
    const view = renderModal({ label: 'Open day 2027', showOnLoad: true });
    expect(dialog(view)).toHaveAccessibleName('Open day 2027');
    view.cleanup();
  });

  it('without label or heading: logged, and named by the dialog label', () => {
    const view = renderModal({ showOnLoad: true }, '<p>Text only</p>');
    expect(dialog(view)).toHaveAccessibleName('Dialog');
    expect(errors).toHaveBeenCalledWith(
      'mf-modal: no accessible name: set "label" or start the content with a heading',
    );
    view.cleanup();
  });
});

describe('<mf-modal> view: show on load (spec §2), once per session', () => {
  it('shows on load without a trigger', () => {
    const view = renderModal({ showOnLoad: true });
    expect(view.base()).toHaveAttribute('data-state', 'open');
    expect(view.emit).toHaveBeenCalledWith('mf-open', { reason: 'load' });
    view.cleanup();
  });

  it('without once-per-session it shows on every load', () => {
    renderModal({ showOnLoad: true }).cleanup();
    const again = renderModal({ showOnLoad: true });
    expect(again.base()).toHaveAttribute('data-state', 'open');
    again.cleanup();
  });

  it('with once-per-session only the first load of the session shows it (keyed by id)', () => {
    renderModal({ showOnLoad: true, oncePerSession: true }).cleanup();
    expect(sessionStorage.getItem('mf-modal:open-day')).toBe('1');
    const again = renderModal({ showOnLoad: true, oncePerSession: true });
    expect(again.base()).toHaveAttribute('data-state', 'closed');
    again.cleanup();
  });

  it('storage-key names the flag', () => {
    sessionStorage.setItem('campaign-42', '1');
    const view = renderModal({ showOnLoad: true, oncePerSession: true, storageKey: 'campaign-42' });
    expect(view.base()).toHaveAttribute('data-state', 'closed');
    view.cleanup();
  });

  it('storage that throws is logged and the modal shows', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const view = renderModal({ showOnLoad: true, oncePerSession: true });
    expect(view.base()).toHaveAttribute('data-state', 'open');
    expect(errors).toHaveBeenCalledWith(
      'Could not read "mf-modal:open-day" from sessionStorage',
      expect.any(DOMException),
    );
    expect(errors).toHaveBeenCalledWith(
      'Could not write "mf-modal:open-day" to sessionStorage',
      expect.any(DOMException),
    );
    view.cleanup();
  });
});
