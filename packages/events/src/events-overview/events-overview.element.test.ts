import { describe, expect, expectTypeOf, it } from 'vitest';
import { EventsOverviewElement } from './events-overview.element';

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
    expect(el.perPage).toBe(5);
  });
});
