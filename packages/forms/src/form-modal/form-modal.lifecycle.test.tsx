/**
 * <mf-form-modal> across openings: a change of type while open, a locale change while
 * open, reopening after the form view, a re-render that must not reload the embedded form.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureModel } from '@mf/forms/testing/fixture';
import {
  base,
  chooseFirstModel,
  consent,
  emit,
  openHash,
  renderModal,
  stubEnvironment,
} from '@mf/forms/testing/view-harness';

describe('<mf-form-modal> across openings', () => {
  beforeEach(() => {
    consent.level = 4;
    emit.mockClear();
    stubEnvironment();
    history.replaceState(null, '', '/tractors');
  });
  afterEach(() => {
    history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('a change of type while open brings focus back into the dialog; Escape still closes', () => {
    renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    openHash('modal-demo'); // e.g. the browser's back or forward button
    expect(screen.getByRole('dialog', { name: 'Book a demo' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a locale change while open neither emits mf-open again nor logs the model errors again', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerenderWith } = renderModal({ attribute: fixtureModel() });
    openHash('modal-quote'); // the fixture has no quote data: one console error
    expect(emit).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    // The element gives a new emit function with each locale (its context value changes).
    rerenderWith({ locale: 'de-DE', emit: (name, detail) => emit(name, detail) });
    expect(emit.mock.calls.filter(([name]) => name === 'mf-open')).toEqual([
      ['mf-open', { formType: 'quote' }],
    ]);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('reopening after the form view shows the accordion state from the first commit', () => {
    const { container } = renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    chooseFirstModel();
    expect(base(container)).toHaveAttribute('data-state', 'form');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(base(container)).toHaveAttribute('data-state', 'closed');
    // Every value data-state takes on the way (each record keeps the value before it).
    const observer = new MutationObserver(() => {});
    observer.observe(base(container), { attributeFilter: ['data-state'], attributeOldValue: true });
    openHash('modal-brochure');
    const values = [
      ...observer.takeRecords().map((record) => record.oldValue),
      base(container).getAttribute('data-state'),
    ];
    observer.disconnect();
    expect(values).toEqual(['closed', 'accordion']);
  });

  it('keeps the frame address when the page address or title changes and the view renders again', () => {
    document.title = 'Tractors';
    const { rerenderWith } = renderModal({ attribute: fixtureModel() });
    openHash('modal-brochure');
    const src = chooseFirstModel().src;
    expect(new URL(src).searchParams.get('PageTitle')).toBe('Tractors');
    act(() => {
      history.replaceState(null, '', '/tractors?filter=5s#modal-brochure');
      document.title = 'Tractors: 5S';
    });
    rerenderWith({ locale: 'en-GB', emit: (name, detail) => emit(name, detail) });
    expect(screen.getByTitle('Contact form: MF 5S.105')).toHaveAttribute('src', src);
  });
});
