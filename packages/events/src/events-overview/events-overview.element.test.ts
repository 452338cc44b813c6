import { act, waitFor } from '@testing-library/react';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { EventsOverviewElement } from './events-overview.element';
import { requests, setUpEventsServer } from '@mf/events/testing/view-harness';

setUpEventsServer();

const state = (el: Element) =>
  el.shadowRoot!.querySelector('[part~=base]')?.getAttribute('data-state');

// Type-level checks run under `tsc` (npm run typecheck); at run time the tag must be defined.
describe('<mf-events-overview> element typing', () => {
  it('registers the tag with typed properties and a typed mf-change listener', () => {
    expect(customElements.get('mf-events-overview')).toBe(EventsOverviewElement);
    const el = document.createElement('mf-events-overview');
    expectTypeOf(el.perPage).toEqualTypeOf<number>();
    expectTypeOf(el.regions).toEqualTypeOf<{ value: string; label: string }[]>();
    el.addEventListener('mf-change', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<{ region: string; page: number }>();
    });
    el.addEventListener('mf-error', (event) => {
      expectTypeOf(event.detail).toEqualTypeOf<{ message: string; source: 'render' | 'request' }>();
    });
    expect(el.perPage).toBe(5);
  });
});

describe('<mf-events-overview> cloud-host-pattern', () => {
  it('an invalid pattern is reported once, with the element, when set; renders never say it again', async () => {
    const error = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = document.createElement('mf-events-overview');
    el.setAttribute('site', 'mf');
    el.setAttribute('cloud-host-pattern', '(');
    document.body.append(el);
    await waitFor(() => expect(state(el)).toBe('has-results'));
    // More renders and requests: another page size, another region.
    await act(async () => el.setAttribute('per-page', '6'));
    await act(async () => el.setAttribute('region', 'africa'));
    await waitFor(() => expect(requests).toContain('/bin/mf/eventsoverview.1.json?region=africa'));
    await waitFor(() => expect(state(el)).toBe('has-results'));
    expect(el.cloudHostPattern).toBe('');
    expect(requests.every((path) => path.startsWith('/bin/mf/'))).toBe(true);
    const logs = error.mock.calls.map((call) => String(call[0]));
    expect(logs).toEqual([
      expect.stringMatching(
        /^<mf-events-overview>: attribute "cloud-host-pattern" is invalid: Invalid regular expression.*, got "\("; using the default\.$/,
      ),
    ]);
    el.remove();
  });
});

describe('<mf-events-overview> without a site', () => {
  it('says once that no events are requested (the attribute is required)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = document.createElement('mf-events-overview');
    document.body.append(el);
    await waitFor(() => expect(state(el)).toBe('no-results'));
    await act(async () => el.setAttribute('per-page', '6'));
    expect(warn.mock.calls).toEqual([
      [
        '<mf-events-overview> (1st on the page): attribute "site" is missing; no events are requested (no-results shown).',
      ],
    ]);
    el.remove();
  });
});
